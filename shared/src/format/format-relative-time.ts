const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const STEPS = [
  { limit: HOUR, size: MINUTE, unit: 'minute' },
  { limit: DAY, size: HOUR, unit: 'hour' },
  { limit: MONTH, size: DAY, unit: 'day' },
  { limit: YEAR, size: MONTH, unit: 'month' },
  { limit: Number.POSITIVE_INFINITY, size: YEAR, unit: 'year' },
] as const;

export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'just now' under a minute, then 'N minute(s) ago', hours, days, months (30 days) and years
 * (365 days). A date in the future (clock skew between server and browser) reads 'just now'.
 * An unreadable date gives an empty string so a card never shows 'NaN years ago'.
 */
export function formatRelativeTime(input: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = Math.floor((reference.getTime() - date.getTime()) / 1000);
  if (seconds < MINUTE) return 'just now';

  const step = STEPS.find((candidate) => seconds < candidate.limit) ?? STEPS[4];
  const amount = Math.floor(seconds / step.size);
  return `${amount} ${step.unit}${amount === 1 ? '' : 's'} ago`;
}
