import { Type, type Static } from 'typebox';
import {
  EMAIL_FREQUENCIES,
  MIN_PASSWORD_LENGTH,
  PASSKEY_NAME_MAX_LENGTH,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
} from './constants';
import { DateTimeSchema, IdParams, IdSchema, TrimmedString } from './envelope';
import { UserSchema } from './users';

/**
 * A link's token as it arrives from a mail (reset, verification, change of address, unsubscribe):
 * opaque, URL-safe, never an id the server could be asked to guess.
 */
const EmailTokenSchema = Type.String({
  minLength: 16,
  maxLength: 512,
  pattern: '^[A-Za-z0-9._~-]+$',
});
const EmailSchema = Type.String({ format: 'email', maxLength: 254 });
const PasswordSchema = Type.String({ minLength: 1, maxLength: 128 });
const NewPasswordSchema = Type.String({
  maxLength: 128,
  description: `At least ${MIN_PASSWORD_LENGTH} characters (400 'Password must be at least ${MIN_PASSWORD_LENGTH} characters long.')`,
});
const TotpCodeSchema = Type.String({
  pattern: `^[0-9]{${TOTP_DIGITS}}$`,
  description: `The ${TOTP_DIGITS} digits an authenticator app shows now`,
});
const RecoveryCodeSchema = Type.String({
  minLength: 8,
  maxLength: 32,
  description: 'One of the recovery codes; dashes, spaces and letter case are ignored',
});

/**
 * A WebAuthn ceremony's JSON as `@simplewebauthn/browser` produces and consumes it: the options
 * the server hands out and the authenticator's answer. Their shape is the WebAuthn standard's,
 * checked by the server's WebAuthn library rather than restated here.
 */
export const WebAuthnJsonSchema = Type.Object({}, { additionalProperties: true });
export type WebAuthnJson = Record<string, unknown>;

// ---- Signing in -------------------------------------------------------------------------------

/** The second factors an account offers at sign-in, in the order the form offers them. */
export const SecondFactorMethodSchema = Type.Union([
  Type.Literal('totp'),
  Type.Literal('passkey'),
  Type.Literal('recovery_code'),
]);
export type SecondFactorMethod = Static<typeof SecondFactorMethodSchema>;

/**
 * What a correct password (or a password reset) answers for an account with two-factor sign-in:
 * no session yet, but a short-lived token for `POST /users/login/second-factor`.
 */
export const SecondFactorChallengeSchema = Type.Object({
  secondFactor: Type.Object({
    token: Type.String({ description: 'Valid for 5 minutes; send it with the second factor' }),
    methods: Type.Array(SecondFactorMethodSchema),
    expiresAt: DateTimeSchema,
  }),
});
export type SecondFactorChallenge = Static<typeof SecondFactorChallengeSchema>;

/**
 * `POST /users/login` (and `POST /users/password-reset/confirm`): the session as before, or,
 * for an account with two-factor sign-in, the challenge to answer first.
 */
export const LoginResultSchema = Type.Union([
  Type.Object({ user: UserSchema, accessToken: Type.String() }),
  SecondFactorChallengeSchema,
]);
export type LoginResult = Static<typeof LoginResultSchema>;

/** A finished WebAuthn authentication: the challenge it answers and the authenticator's answer. */
export const PasskeyAssertionSchema = Type.Object(
  { challengeId: IdSchema, response: WebAuthnJsonSchema },
  { additionalProperties: false },
);
export type PasskeyAssertion = Static<typeof PasskeyAssertionSchema>;

/**
 * `POST /users/login/second-factor`: the challenge's token and exactly one of a code, a recovery
 * code or a passkey's answer (400 otherwise). A wrong one is a 401 counted like a wrong password;
 * an expired token is a 401 "Your sign-in expired. Enter your password again.".
 */
export const SecondFactorRequestSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 2048 }),
    code: Type.Optional(TotpCodeSchema),
    recoveryCode: Type.Optional(RecoveryCodeSchema),
    passkey: Type.Optional(PasskeyAssertionSchema),
  },
  { additionalProperties: false },
);
export type SecondFactorRequest = Static<typeof SecondFactorRequestSchema>;

/**
 * `POST /users/passkeys/authentication-options`: with a second-factor token, the options name
 * that account's passkeys; without, any passkey of this site may answer (usernameless sign-in).
 */
export const PasskeyOptionsRequestSchema = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })) },
  { additionalProperties: false },
);
export type PasskeyOptionsRequest = Static<typeof PasskeyOptionsRequestSchema>;

/** Options for `startAuthentication`/`startRegistration`, and the challenge they carry. */
export const PasskeyCeremonySchema = Type.Object({
  challengeId: IdSchema,
  options: WebAuthnJsonSchema,
});
export type PasskeyCeremony = Static<typeof PasskeyCeremonySchema>;

// ---- Password reset ---------------------------------------------------------------------------

/**
 * `POST /users/password-reset`: answered the same whether or not an account uses the address
 * ("If an account uses this address, we sent a link"), and limited per address and per account.
 */
export const PasswordResetRequestSchema = Type.Object(
  { email: EmailSchema },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** A link's token, sent back by the page the link opened. */
export const EmailTokenRequestSchema = Type.Object(
  { token: EmailTokenSchema },
  { additionalProperties: false },
);
export type EmailTokenRequest = Static<typeof EmailTokenRequestSchema>;

/**
 * `POST /users/password-reset/check`: whether the link still works, before its page asks for a
 * password. An expired, used or altered link is a 400 "This link has expired or was already
 * used." (the page then offers to send a new one).
 */
export const PasswordResetLinkSchema = Type.Object({
  email: Type.String({ description: 'The account’s address, so the page can say whose it is' }),
  expiresAt: DateTimeSchema,
});
export type PasswordResetLink = Static<typeof PasswordResetLinkSchema>;

/**
 * `POST /users/password-reset/confirm`: sets the new password (the same rules as registration),
 * uses the link up, signs every device out and this one in (or answers the second-factor
 * challenge when the account has one).
 */
export const PasswordResetConfirmSchema = Type.Object(
  { token: EmailTokenSchema, newPassword: NewPasswordSchema },
  { additionalProperties: false },
);
export type PasswordResetConfirm = Static<typeof PasswordResetConfirmSchema>;

// ---- Email verification and change ------------------------------------------------------------

/**
 * `POST /users/email-verification/confirm`: what the link confirmed: the account's address
 * (`verified`) or a new address, which is now the account's (`changed`).
 */
export const EmailConfirmedSchema = Type.Object({
  outcome: Type.Union([Type.Literal('verified'), Type.Literal('changed')]),
  email: Type.String(),
});
export type EmailConfirmed = Static<typeof EmailConfirmedSchema>;

// ---- Two-factor sign-in -----------------------------------------------------------------------

/** A request confirmed by the account's password (turning on an authenticator, new codes). */
export const PasswordConfirmationSchema = Type.Object(
  { password: PasswordSchema },
  { additionalProperties: false },
);
export type PasswordConfirmation = Static<typeof PasswordConfirmationSchema>;

/**
 * `POST /users/two-factor/totp/setup`: a new secret, not yet in use: the app scans the QR code
 * (an SVG drawn by the server, no remote service) or the person types the secret.
 */
export const TotpSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32, as authenticator apps take it when typed' }),
  otpauthUrl: Type.String({ description: 'otpauth://totp/… naming the site and the account' }),
  qrCodeSvg: Type.String({ description: 'The otpauth URL as an SVG QR code' }),
});
export type TotpSetup = Static<typeof TotpSetupSchema>;

/** `POST /users/two-factor/totp/enable`: the first code from the app proves the secret works. */
export const TotpEnableRequestSchema = Type.Object(
  { code: TotpCodeSchema },
  { additionalProperties: false },
);
export type TotpEnableRequest = Static<typeof TotpEnableRequestSchema>;

/**
 * Recovery codes, shown once: each signs in once in place of a code. Answered when two-factor
 * sign-in is turned on and when the codes are renewed (the old ones stop working).
 */
export const RecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
  }),
});
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/** `POST /users/two-factor/totp/disable`: the password and a current code (or a recovery code). */
export const TotpDisableRequestSchema = Type.Object(
  {
    password: PasswordSchema,
    code: Type.Optional(TotpCodeSchema),
    recoveryCode: Type.Optional(RecoveryCodeSchema),
  },
  { additionalProperties: false },
);
export type TotpDisableRequest = Static<typeof TotpDisableRequestSchema>;

// ---- Passkeys ---------------------------------------------------------------------------------

export const PasskeyParamsSchema = IdParams('passkeyId');

const PasskeyNameSchema = TrimmedString({ minLength: 1, maxLength: PASSKEY_NAME_MAX_LENGTH });

/** One passkey of the account, as Settings → Security lists them. */
export const PasskeySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  createdAt: DateTimeSchema,
  lastUsedAt: Type.Union([DateTimeSchema, Type.Null()]),
  backedUp: Type.Boolean({ description: 'Synced by its provider to the person’s other devices' }),
});
export type Passkey = Static<typeof PasskeySchema>;

/** `POST /users/passkeys`: the registration's answer and the name the person gave it. */
export const PasskeyRegistrationSchema = Type.Object(
  { challengeId: IdSchema, name: PasskeyNameSchema, response: WebAuthnJsonSchema },
  { additionalProperties: false },
);
export type PasskeyRegistration = Static<typeof PasskeyRegistrationSchema>;

export const PasskeyRenameSchema = Type.Object(
  { name: PasskeyNameSchema },
  { additionalProperties: false },
);
export type PasskeyRename = Static<typeof PasskeyRenameSchema>;

// ---- The security overview --------------------------------------------------------------------

/** `GET /users/security`: what protects the account, for Settings → Security. */
export const AccountSecuritySchema = Type.Object({
  emailVerified: Type.Boolean(),
  totpEnabledAt: Type.Union([DateTimeSchema, Type.Null()], {
    description: 'When the authenticator app was turned on; null when it is off',
  }),
  recoveryCodesLeft: Type.Integer({ description: 'Unused recovery codes; 0 while 2FA is off' }),
  passkeys: Type.Array(PasskeySchema),
});
export type AccountSecurity = Static<typeof AccountSecuritySchema>;

// ---- Email notifications ----------------------------------------------------------------------

const EmailFrequencySchema = Type.Enum(EMAIL_FREQUENCIES);

/**
 * `GET|PUT /users/email-preferences`: per kind of notification, mail at once, in a daily digest
 * or not at all. New accounts get new videos as a daily digest, replies at once, the rest none.
 */
export const EmailPreferencesSchema = Type.Object(
  {
    new_video: EmailFrequencySchema,
    video_comment: EmailFrequencySchema,
    comment_reply: EmailFrequencySchema,
    new_subscriber: EmailFrequencySchema,
    post_liked: EmailFrequencySchema,
    post_reply: EmailFrequencySchema,
  },
  { additionalProperties: false },
);
export type EmailPreferences = Static<typeof EmailPreferencesSchema>;

/**
 * `POST /email/unsubscribe?token=`: the one-click unsubscribe of a notification mail
 * (`List-Unsubscribe-Post`), and the page its link opens. The token names the account and the
 * kind (or the digest); no sign-in is needed.
 */
export const UnsubscribeQuerySchema = Type.Object(
  { token: EmailTokenSchema },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuerySchema>;

export const UnsubscribedSchema = Type.Object({
  kinds: Type.Array(Type.String(), { description: 'The kinds whose mail is now off' }),
});
export type Unsubscribed = Static<typeof UnsubscribedSchema>;
