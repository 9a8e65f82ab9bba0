import { inLanguage } from '../test-utils/language';
import { drawIn } from '../i18n/i18n';
import { formatDate, formatShortDate } from './format-date';
import { formatDuration } from './format-duration';
import { formatRelativeTime } from './format-relative-time';
import { formatSubscribers, formatVideos, formatViewCount, formatViews } from './format-view-count';

// The formatters read the interface's language when called: the same calls, in French.

const NBSP = '\u00a0';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const DAY = 24 * 3600;

inLanguage('fr');

describe('counts in French', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1500, `1,5${NBSP}k`],
    [2_000_000, `2${NBSP}M`],
  ])('%p → %p', (count, expected) => {
    expect(formatViewCount(count)).toBe(expected);
  });

  it('agree the noun with the count, one for 0 and 1 as French does', () => {
    expect(formatViews(0)).toBe('0 vue');
    expect(formatViews(1)).toBe('1 vue');
    expect(formatViews(1500)).toBe(`1,5${NBSP}k vues`);
    expect(formatSubscribers(1)).toBe('1 abonné');
    expect(formatSubscribers(2_000_000)).toBe(`2${NBSP}M abonnés`);
    expect(formatVideos(12)).toBe('12 vidéos');
  });
});

describe('times and dates in French', () => {
  it.each([
    [30, 'à l’instant'],
    [60, 'il y a 1 minute'],
    [3 * 3600, 'il y a 3 heures'],
    [2 * DAY, 'il y a 2 jours'],
    [30 * DAY, 'il y a 1 mois'],
    [2 * 365 * DAY, 'il y a 2 ans'],
  ])('%p seconds ago → %p', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it('name the month in French', () => {
    expect(formatShortDate('2026-01-01')).toBe('1 janv.');
    expect(formatDate('2026-11-22')).toBe('22 nov. 2026');
  });

  it('write durations as everywhere', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

test('a drawing in English formats in English while the page is in French', () => {
  expect(drawIn('en', () => [formatViews(1500), formatRelativeTime(ago(60), NOW)])).toEqual([
    '1.5K views',
    '1 minute ago',
  ]);
  expect(formatViews(1)).toBe('1 vue');
});
