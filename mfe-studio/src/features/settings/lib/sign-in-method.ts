import type { SignInMethod } from '@kinora/shared';

/**
 * How a device got in, as its row in the signed-in devices says it: a session signed in with the
 * password alone on an account that has two-factor sign-in is worth noticing.
 */
export const SIGN_IN_METHOD_LINES: Record<SignInMethod, string> = {
  registration: 'Signed in at registration',
  password: 'Signed in with a password',
  password_totp: 'Signed in with a password and an authenticator app',
  password_recovery_code: 'Signed in with a password and a recovery code',
  password_passkey: 'Signed in with a password and a passkey',
  passkey: 'Signed in with a passkey',
  password_reset: 'Signed in after a password reset',
};
