import { currentLanguage } from '../i18n/i18n';
import { type DateInput, toDate } from './format-relative-time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** The formats made so far, by language, kind and zone: each is made once, on first use. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: 'short' | 'long', utc: boolean): Intl.DateTimeFormat {
  const language = currentLanguage();
  const key = `${language} ${kind} ${utc ? 'utc' : 'local'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      ...(kind === 'short' ? SHORT : LONG),
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

// A bare 'YYYY-MM-DD' (the dashboard's day series) is a UTC calendar day: formatting it in the
// local zone would show the previous day west of Greenwich.
const isDateOnly = (input: DateInput) => typeof input === 'string' && DATE_ONLY.test(input);

/** Short month and day for chart axes: 'Nov 22' ('22 nov.' in French). */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return formatIn('short', isDateOnly(input)).format(date);
}

/** A calendar date for tables: 'Nov 22, 2026' ('22 nov. 2026' in French). */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return formatIn('long', isDateOnly(input)).format(date);
}
