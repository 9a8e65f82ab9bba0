import { currentLanguage } from '@kinora/shared';
import { t } from '../i18n';

/** Each unit with its number, in the interface's language (French counts in octets: 'Mo'). */
const UNITS = [
  (size: string) => t('{{size}} B', { size }),
  (size: string) => t('{{size}} KB', { size }),
  (size: string) => t('{{size}} MB', { size }),
  (size: string) => t('{{size}} GB', { size }),
  (size: string) => t('{{size}} TB', { size }),
] as const;

/** Bytes as a person reads them: '512 B', '1.5 MB', '2 GB' (1 KB = 1024 B, one decimal). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  // No grouping: a size under 1024 of its unit reads '1023 B', as it always has.
  const size = new Intl.NumberFormat(currentLanguage(), { useGrouping: false }).format(rounded);
  return UNITS[unit]?.(size) ?? '';
}
