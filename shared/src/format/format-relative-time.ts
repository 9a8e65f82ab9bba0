import { currentLanguage } from '../i18n/i18n';
import { sharedT } from '../i18n/shared-catalogue';

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

/** One relative time format per language, made on first use. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatIn(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    relativeFormats.set(language, format);
  }
  return format;
}

export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'just now' under a minute, then 'N minute(s) ago', hours, days, months (30 days) and years
 * (365 days), in the interface's language ('il y a 2 jours'). A date in the future (clock skew
 * between server and browser) reads 'just now'. An unreadable date gives an empty string so a
 * card never shows 'NaN years ago'.
 */
export function formatRelativeTime(input: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = Math.floor((reference.getTime() - date.getTime()) / 1000);
  // The drawing's language (`drawIn`): the server draws a first screen in the visitor's.
  const language = currentLanguage();
  if (seconds < MINUTE) return sharedT('just now', { lng: language });

  const step = STEPS.find((candidate) => seconds < candidate.limit) ?? STEPS[4];
  const amount = Math.floor(seconds / step.size);
  return relativeFormatIn(language).format(-amount, step.unit);
}
