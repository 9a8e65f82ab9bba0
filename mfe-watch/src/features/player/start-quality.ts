import type { HlsConfig } from 'hls.js';

const BANDWIDTH_KEY = 'kinora:bandwidth';

/** The bandwidth hls.js last measured in this browser, in bits per second. */
export function readMeasuredBandwidth(): number | null {
  try {
    const value = Number(localStorage.getItem(BANDWIDTH_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberMeasuredBandwidth(bitsPerSecond: number): void {
  if (!Number.isFinite(bitsPerSecond) || bitsPerSecond <= 0) return;
  try {
    localStorage.setItem(BANDWIDTH_KEY, String(Math.round(bitsPerSecond)));
  } catch {
    // Without storage the next video measures again: a slower start, never an error.
  }
}

/** What a page download tells of the link (`PerformanceResourceTiming`). */
export type DownloadTiming = Pick<
  PerformanceResourceTiming,
  'transferSize' | 'encodedBodySize' | 'responseStart' | 'responseEnd'
>;

/**
 * Smaller downloads end while the connection is still speeding up (TCP's slow start), so they
 * say more of the round trip than of the bandwidth.
 */
const MIN_MEASURED_BYTES = 48 * 1024;

/**
 * The bandwidth the page's own downloads show, in bits per second: the fastest body among the
 * large ones that came over the network (hls.js's own chunk is one, fetched just before the
 * player starts). Downloads that shared the link with others read low, so this errs towards a
 * lower first rung. Null when none qualifies: all from the cache, all small, or from another
 * origin that hides its timings.
 */
export function bandwidthOfDownloads(downloads: readonly DownloadTiming[]): number | null {
  let best = 0;
  for (const d of downloads) {
    const seconds = (d.responseEnd - d.responseStart) / 1000;
    if (d.transferSize === 0 || d.encodedBodySize < MIN_MEASURED_BYTES || seconds <= 0) continue;
    best = Math.max(best, (d.encodedBodySize * 8) / seconds);
  }
  return best > 0 ? Math.round(best) : null;
}

/**
 * How hls.js picks the first rung. Left alone it starts from a guessed 500 kbit/s, which on this
 * ladder is always 240p, and climbs only after a few segments. Instead: the bandwidth measured on
 * an earlier video, or on a first visit what the page's own downloads showed
 * (`bandwidthOfDownloads`); only without either, hls.js's own test, which downloads one segment
 * of the lowest rung just to time it before the first segment it plays. Either way capped to the player's size times the device
 * pixel ratio, so a small player on a fast link does not download pixels it cannot show.
 */
export function startQualityConfig(measured: number | null): Partial<HlsConfig> {
  const capped = { capLevelToPlayerSize: true, ignoreDevicePixelRatio: false };
  return measured
    ? { ...capped, abrEwmaDefaultEstimate: measured }
    : { ...capped, startLevel: -1, testBandwidth: true };
}
