import { formatDate } from '@kinora/shared';
import { t } from '../i18n';

/** A suspension "for good" ends in the far future; anything past a century is that. */
const FOR_GOOD_AFTER_MS = 100 * 365 * 24 * 3600_000;

/** When a suspension ends, in words: "until Dec 4, 2026", or "for good". */
export function suspensionEnd(until: string): string {
  return Date.parse(until) - Date.now() > FOR_GOOD_AFTER_MS
    ? t('for good')
    : t('until {{date}}', { date: formatDate(until) });
}
