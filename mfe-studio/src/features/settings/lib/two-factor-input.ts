import { TOTP_DIGITS, type Translate } from '@kinora/shared';

export const passwordRequired = (t: Translate) => t('Enter your password.');
export const totpCodeInvalid = (t: Translate) =>
  t('Enter the {{count}} digits your authenticator app shows now.', { count: TOTP_DIGITS });
export const totpCodeLabel = (t: Translate) => t('{{count}}-digit code', { count: TOTP_DIGITS });

const TOTP_CODE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

/**
 * The code as typed, without the space some apps show in its middle; null when it is not the
 * app's digits.
 */
export function totpCodeOf(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return TOTP_CODE.test(code) ? code : null;
}
