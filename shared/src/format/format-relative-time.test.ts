import { formatRelativeTime } from './format-relative-time';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [59 * MIN + 59, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%p seconds ago → %p', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2026-11-22T11:00:00.000Z', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(NOW.getTime() - 5 * DAY * 1000, NOW.getTime())).toBe('5 days ago');
  });

  it('reads a future date (clock skew) as just now', () => {
    expect(formatRelativeTime(ago(-300), NOW)).toBe('just now');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });

  it('defaults to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * HOUR * 1000))).toBe('3 hours ago');
  });
});
