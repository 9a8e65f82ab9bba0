import { TOTP_DIGITS } from '@kinora/shared';

export const PASSWORD_REQUIRED = 'Enter your password.';
export const TOTP_CODE_INVALID = `Enter the ${TOTP_DIGITS} digits your authenticator app shows now.`;
export const TOTP_CODE_LABEL = `${TOTP_DIGITS}-digit code`;

const TOTP_CODE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

/**
 * The code as typed, without the space some apps show in its middle; null when it is not the
 * app's digits.
 */
export function totpCodeOf(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return TOTP_CODE.test(code) ? code : null;
}
