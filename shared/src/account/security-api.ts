import { callApi } from '@kinora/shared';
import type {
  AccountSecurity,
  EmailPreferences,
  Passkey,
  PasskeyCeremony,
  PasskeyRegistration,
  RecoveryCodes,
  TotpDisableRequest,
  TotpSetup,
  Unsubscribed,
  User,
} from '@kinora/shared';

/** What protects the account: a verified address, the authenticator app, recovery codes, passkeys. */
export function getAccountSecurity(): Promise<AccountSecurity> {
  return callApi('GET /users/security');
}

/**
 * Starts turning on an authenticator app (confirmed by the password): a new secret and its QR
 * code, which work only once `enableTotp` has confirmed a first code.
 */
export function startTotpSetup(password: string): Promise<TotpSetup> {
  return callApi('POST /users/two-factor/totp/setup', { body: { password } });
}

/** Confirms the app with its first code: two-factor sign-in is on; answers the recovery codes. */
export function enableTotp(code: string): Promise<RecoveryCodes> {
  return callApi('POST /users/two-factor/totp/enable', { body: { code } });
}

/** Turns the authenticator app off (the password and a code or a recovery code); the codes go too. */
export async function disableTotp(body: TotpDisableRequest): Promise<void> {
  await callApi('POST /users/two-factor/totp/disable', { body });
}

/** New recovery codes (confirmed by the password); the old ones stop working. */
export function renewRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return callApi('POST /users/two-factor/recovery-codes', { body: { password } });
}

/** A challenge to create a passkey with (`startRegistration`), the account's own excluded. */
export function getPasskeyRegistrationOptions(password: string): Promise<PasskeyCeremony> {
  return callApi('POST /users/passkeys/registration-options', { body: { password } });
}

/** Adds the passkey the authenticator created, under the name the person gave it. */
export function addPasskey(body: PasskeyRegistration): Promise<Passkey> {
  return callApi('POST /users/passkeys', { body });
}

export function renamePasskey(passkeyId: string, name: string): Promise<Passkey> {
  return callApi('PATCH /users/passkeys/:passkeyId', { params: { passkeyId }, body: { name } });
}

export async function removePasskey(passkeyId: string): Promise<void> {
  await callApi('DELETE /users/passkeys/:passkeyId', { params: { passkeyId } });
}

/** Per kind of notification: mail at once, in a daily digest, or none. */
export function getEmailPreferences(): Promise<EmailPreferences> {
  return callApi('GET /users/email-preferences');
}

export function saveEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  return callApi('PUT /users/email-preferences', { body: preferences });
}

/**
 * Stops the mail a notification's unsubscribe link names (its token says whose and which kinds);
 * no sign-in needed. Answers the kinds whose mail is now off.
 */
export function unsubscribeFromEmail(token: string): Promise<Unsubscribed> {
  return callApi('POST /email/unsubscribe', { query: { token } });
}

/** Cancels a change of address that waits for its confirmation; answers the account. */
export function cancelEmailChange(): Promise<User> {
  return callApi('DELETE /users/pending-email');
}
