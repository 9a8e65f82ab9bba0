import { callApi } from './http';
import type {
  EmailConfirmed,
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyOptionsRequest,
  PasswordResetConfirm,
  PasswordResetLink,
  PasswordResetRequest,
  SecondFactorRequest,
} from '../contract/account-security';
import type { LoginResult } from '../contract/user';

/**
 * The second step of signing in to an account with two-factor sign-in: the challenge's token and
 * a code, a recovery code or a passkey's answer. A wrong one is a 401; so is an expired token.
 */
export function submitSecondFactor(body: SecondFactorRequest): Promise<LoginResult> {
  return callApi('POST /users/login/second-factor', { body });
}

/**
 * A WebAuthn challenge to sign in with: with a second-factor token, for that account's passkeys;
 * without, for any passkey of this site (signing in with a passkey alone).
 */
export function getPasskeySignInOptions(
  body: PasskeyOptionsRequest = {},
): Promise<PasskeyCeremony> {
  return callApi('POST /users/passkeys/authentication-options', { body });
}

/** Signs in with a passkey alone: the browser's answer to `getPasskeySignInOptions()`. */
export function signInWithPasskey(body: PasskeyAssertion): Promise<LoginResult> {
  return callApi('POST /users/login/passkey', { body });
}

/** Mails a reset link if an account uses the address; answered the same when none does. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await callApi('POST /users/password-reset', { body });
}

/** Whether a reset link still works, and whose address it is for (400 when it does not). */
export function checkPasswordResetLink(token: string): Promise<PasswordResetLink> {
  return callApi('POST /users/password-reset/check', { body: { token } });
}

/**
 * Sets the new password from a reset link: every device is signed out, and this one signed in
 * (or asked for its second factor).
 */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<LoginResult> {
  return callApi('POST /users/password-reset/confirm', { body });
}

/** Mails the signed-in account's address a new verification link (400 once it is verified). */
export async function resendVerificationEmail(): Promise<void> {
  await callApi('POST /users/email-verification');
}

/** Confirms the address a link was mailed to: the account's own, or its new one. */
export function confirmEmail(token: string): Promise<EmailConfirmed> {
  return callApi('POST /users/email-verification/confirm', { body: { token } });
}
