import type { SignInMethod, Translate } from '@kinora/shared';

/**
 * How a device got in, as its row in the signed-in devices says it: a session signed in with the
 * password alone on an account that has two-factor sign-in is worth noticing.
 */
export const signInMethodLines = (t: Translate): Record<SignInMethod, string> => ({
  registration: t('Signed in at registration'),
  password: t('Signed in with a password'),
  password_totp: t('Signed in with a password and an authenticator app'),
  password_recovery_code: t('Signed in with a password and a recovery code'),
  password_passkey: t('Signed in with a password and a passkey'),
  passkey: t('Signed in with a passkey'),
  password_reset: t('Signed in after a password reset'),
});
