import { type DateInput, toDate } from './format-relative-time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const shortUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortLocal = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const longLocal = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

// A bare 'YYYY-MM-DD' (the dashboard's day series) is a UTC calendar day: formatting it in the
// local zone would show the previous day west of Greenwich.
const isDateOnly = (input: DateInput) => typeof input === 'string' && DATE_ONLY.test(input);

/** Short month and day for chart axes: 'Nov 22'. */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return (isDateOnly(input) ? shortUtc : shortLocal).format(date);
}

/** A calendar date for tables: 'Nov 22, 2026'. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return (isDateOnly(input) ? longUtc : longLocal).format(date);
}
