import { documentTitle } from './document-title';
import { formatDate, formatShortDate } from './format-date';
import { formatDuration } from './format-duration';
import { isOwnVideoId } from './is-own-video-id';
import { truncateTitle } from './truncate-title';

describe('isOwnVideoId', () => {
  it('accepts exactly 24 hexadecimal characters, either case', () => {
    expect(isOwnVideoId('0123456789abcdef01234567')).toBe(true);
    expect(isOwnVideoId('0123456789ABCDEF01234567')).toBe(true);
  });

  it.each([
    ['23 characters', '0123456789abcdef0123456'],
    ['25 characters', '0123456789abcdef012345678'],
    ['a non-hex character', '0123456789abcdef0123456g'],
    ['a YouTube id', 'dQw4w9WgXcQ'],
    ['surrounding space', ' 0123456789abcdef01234567'],
    ['empty', ''],
  ])('rejects %s', (_label, id) => {
    expect(isOwnVideoId(id)).toBe(false);
  });

  it('rejects missing ids', () => {
    expect(isOwnVideoId(undefined)).toBe(false);
    expect(isOwnVideoId(null)).toBe(false);
  });
});

describe('truncateTitle', () => {
  it('keeps titles of up to 50 characters', () => {
    const fifty = 'a'.repeat(50);
    expect(truncateTitle(fifty)).toBe(fifty);
    expect(truncateTitle('Short')).toBe('Short');
  });

  it('cuts longer titles to 50 characters plus ...', () => {
    expect(truncateTitle('b'.repeat(51))).toBe(`${'b'.repeat(50)}...`);
  });

  it('never splits an emoji', () => {
    const title = `${'c'.repeat(49)}🎬🎬`;
    expect(truncateTitle(title)).toBe(`${'c'.repeat(49)}🎬...`);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [65, '1:05'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
  ])('%p seconds → %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatShortDate and formatDate', () => {
  it('show a day of the series as short month and day, in UTC', () => {
    expect(formatShortDate('2026-11-22')).toBe('Nov 22');
    expect(formatShortDate('2026-01-01')).toBe('Jan 1');
  });

  it('show a calendar date', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDate(new Date(2026, 10, 22, 15))).toBe('Nov 22, 2026');
  });

  it('give an empty string for an unreadable date', () => {
    expect(formatShortDate('nope')).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});

describe('documentTitle', () => {
  it('appends the product name', () => {
    expect(documentTitle('Watch Title')).toBe('Watch Title · Kinora');
  });

  it('is the product name alone without a title', () => {
    expect(documentTitle()).toBe('Kinora');
    expect(documentTitle('   ')).toBe('Kinora');
  });
});
