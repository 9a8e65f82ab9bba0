import { EmptySchema } from '../envelope';
import {
  AccountSecuritySchema,
  EmailConfirmedSchema,
  EmailPreferencesSchema,
  EmailTokenRequestSchema,
  LoginResultSchema,
  PasskeyCeremonySchema,
  PasskeyOptionsRequestSchema,
  PasskeyParamsSchema,
  PasskeyRegistrationSchema,
  PasskeyRenameSchema,
  PasskeySchema,
  PasskeyAssertionSchema,
  PasswordConfirmationSchema,
  PasswordResetConfirmSchema,
  PasswordResetLinkSchema,
  PasswordResetRequestSchema,
  RecoveryCodesSchema,
  SecondFactorRequestSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupSchema,
  UnsubscribeQuerySchema,
  UnsubscribedSchema,
} from '../account-security';
import { UserSchema } from '../users';
import { defineEndpoints } from './define';

/**
 * Getting an account back and keeping it: password reset, email verification and change,
 * two-factor sign-in with an authenticator app, recovery codes and passkeys, and which
 * notifications come by mail.
 */
export const accountSecurityEndpoints = defineEndpoints({
  'POST /users/login/second-factor': {
    tags: ['users'],
    summary:
      'Finish signing in to an account with two-factor sign-in: the token from the password step and a code, a recovery code or a passkey; wrong answers count toward the login limits',
    body: SecondFactorRequestSchema,
    response: LoginResultSchema,
    errors: [400, 401, 403, 429],
  },
  'POST /users/login/passkey': {
    tags: ['users'],
    summary:
      'Sign in with a passkey alone (usernameless): the answer to a challenge from POST /users/passkeys/authentication-options',
    body: PasskeyAssertionSchema,
    response: LoginResultSchema,
    errors: [400, 401, 403, 429],
  },
  'POST /users/passkeys/authentication-options': {
    tags: ['users'],
    summary:
      "A WebAuthn challenge to sign in with: any passkey of this site, or with a second-factor token that account's passkeys",
    body: PasskeyOptionsRequestSchema,
    response: PasskeyCeremonySchema,
    errors: [400, 401, 429],
  },

  'POST /users/password-reset': {
    tags: ['users'],
    summary:
      'Mail a password reset link (valid 1 hour, single use) to the address if an account uses it; answered the same either way',
    body: PasswordResetRequestSchema,
    response: EmptySchema,
    errors: [400, 429],
  },
  'POST /users/password-reset/check': {
    tags: ['users'],
    summary: 'Whether a reset link still works (400 when it expired, was used or was altered)',
    body: EmailTokenRequestSchema,
    response: PasswordResetLinkSchema,
    errors: [400, 429],
  },
  'POST /users/password-reset/confirm': {
    tags: ['users'],
    summary:
      'Set a new password from a reset link: every device is signed out and this one signed in (or asked for its second factor)',
    body: PasswordResetConfirmSchema,
    response: LoginResultSchema,
    errors: [400, 403, 429],
  },

  'POST /users/email-verification': {
    tags: ['users'],
    summary: "Send the account's address a new verification link (400 when it is verified)",
    auth: 'user',
    response: EmptySchema,
    errors: [400, 401, 429],
  },
  'POST /users/email-verification/confirm': {
    tags: ['users'],
    summary:
      'Confirm an address from the link mailed to it: the account’s own (verified) or a new one, which then replaces the old',
    body: EmailTokenRequestSchema,
    response: EmailConfirmedSchema,
    errors: [400, 409, 429],
  },
  'DELETE /users/pending-email': {
    tags: ['users'],
    summary: 'Cancel a change of address that waits for its confirmation',
    auth: 'user',
    response: UserSchema,
    errors: [401],
  },

  'GET /users/security': {
    tags: ['security'],
    summary:
      'What protects the account: verification, the authenticator app, recovery codes, passkeys',
    auth: 'user',
    response: AccountSecuritySchema,
    errors: [401],
  },
  'POST /users/two-factor/totp/setup': {
    tags: ['security'],
    summary:
      'Start turning on an authenticator app (needs the password): a new secret and its QR code, used once its first code is confirmed',
    auth: 'user',
    body: PasswordConfirmationSchema,
    response: TotpSetupSchema,
    errors: [400, 401, 409, 429],
  },
  'POST /users/two-factor/totp/enable': {
    tags: ['security'],
    summary:
      'Confirm the app with its first code: two-factor sign-in is on; answers the recovery codes, shown once',
    auth: 'user',
    body: TotpEnableRequestSchema,
    response: RecoveryCodesSchema,
    errors: [400, 401, 409, 429],
  },
  'POST /users/two-factor/totp/disable': {
    tags: ['security'],
    summary:
      'Turn the authenticator app off (the password and a code or a recovery code); the recovery codes go too',
    auth: 'user',
    body: TotpDisableRequestSchema,
    response: EmptySchema,
    errors: [400, 401, 409, 429],
  },
  'POST /users/two-factor/recovery-codes': {
    tags: ['security'],
    summary: 'New recovery codes (needs the password); the old ones stop working',
    auth: 'user',
    body: PasswordConfirmationSchema,
    response: RecoveryCodesSchema,
    errors: [400, 401, 409, 429],
  },

  'POST /users/passkeys/registration-options': {
    tags: ['security'],
    summary:
      'A WebAuthn challenge to create a passkey for the account (needs the password: a passkey signs in alone; its own passkeys excluded)',
    auth: 'user',
    body: PasswordConfirmationSchema,
    response: PasskeyCeremonySchema,
    errors: [400, 401, 429],
  },
  'POST /users/passkeys': {
    tags: ['security'],
    summary: 'Add the passkey the authenticator created, with a name',
    auth: 'user',
    body: PasskeyRegistrationSchema,
    status: 201,
    response: PasskeySchema,
    errors: [400, 401, 409],
  },
  'PATCH /users/passkeys/:passkeyId': {
    tags: ['security'],
    summary: 'Rename a passkey',
    auth: 'user',
    params: PasskeyParamsSchema,
    body: PasskeyRenameSchema,
    response: PasskeySchema,
    errors: [400, 401, 404],
  },
  'DELETE /users/passkeys/:passkeyId': {
    tags: ['security'],
    summary: 'Remove a passkey',
    auth: 'user',
    params: PasskeyParamsSchema,
    response: EmptySchema,
    errors: [400, 401, 404],
  },

  'GET /users/email-preferences': {
    tags: ['notifications'],
    summary: 'Per kind of notification: mail at once, in a daily digest, or none',
    auth: 'user',
    response: EmailPreferencesSchema,
    errors: [401],
  },
  'PUT /users/email-preferences': {
    tags: ['notifications'],
    summary: 'Choose, per kind of notification, mail at once, a daily digest or none',
    auth: 'user',
    body: EmailPreferencesSchema,
    response: EmailPreferencesSchema,
    errors: [400, 401],
  },
  'POST /email/unsubscribe': {
    tags: ['notifications'],
    summary:
      "One-click unsubscribe from a notification mail's link (List-Unsubscribe-Post); no sign-in",
    querystring: UnsubscribeQuerySchema,
    response: UnsubscribedSchema,
    errors: [400, 429],
  },
});
