import { currentLanguage } from '../i18n/i18n';
import { sharedT } from '../i18n/shared-catalogue';

const SUFFIXES = 'KMB';

/** One compact number format per language, made on first use. */
const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormatIn(language: string): Intl.NumberFormat {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(language, format);
  }
  return format;
}

/** The count a sentence agrees with: the whole number shown, 0 for nonsense. */
const wholeCount = (count: number) => (Number.isFinite(count) && count > 0 ? Math.round(count) : 0);

/**
 * Compact count with one decimal at most. In English the site's own rule: K, M or B, trailing `.0`
 * dropped: 999 → '999', 1050 → '1.1K', 1500000 → '1.5M'; a value that rounds up to the next unit
 * moves there (999950 → '1M', never '1000K'). Other languages write it in their own way
 * (`Intl`'s compact notation: '1,1 k' in French).
 */
export function formatViewCount(count: number): string {
  const whole = wholeCount(count);
  if (whole === 0) return '0';
  const language = currentLanguage();
  if (language !== 'en') return compactFormatIn(language).format(whole);
  if (whole < 1000) return String(whole);

  // Work in tenths of the unit so rounding happens on integers (1050 / 100 = 10.5 → 11).
  const tenthsOf = (unitIndex: number) => Math.round(whole / (1000 ** (unitIndex + 1) / 10));
  let unitIndex = 0;
  while (tenthsOf(unitIndex) >= 10_000 && unitIndex < SUFFIXES.length - 1) unitIndex += 1;
  return `${tenthsOf(unitIndex) / 10}${SUFFIXES.charAt(unitIndex)}`;
}

// The drawing's language (`drawIn`) is passed on: the server draws a first screen in the visitor's.

/** 'N views' with the compact count; '1 view' in the singular. */
export function formatViews(count: number): string {
  return sharedT('{{views}} views', {
    views: formatViewCount(count),
    count: wholeCount(count),
    lng: currentLanguage(),
  });
}

/** 'N subscribers' with the compact count; '1 subscriber' in the singular. */
export function formatSubscribers(count: number): string {
  return sharedT('{{subscribers}} subscribers', {
    subscribers: formatViewCount(count),
    count: wholeCount(count),
    lng: currentLanguage(),
  });
}

/** 'N videos' with the compact count; '1 video' in the singular (a channel's header). */
export function formatVideos(count: number): string {
  return sharedT('{{videos}} videos', {
    videos: formatViewCount(count),
    count: wholeCount(count),
    lng: currentLanguage(),
  });
}
