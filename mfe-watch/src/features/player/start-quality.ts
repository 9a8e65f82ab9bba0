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

/**
 * How hls.js picks the first rung. Left alone it starts from a guessed 500 kbit/s, which on this
 * ladder is always 240p, and climbs only after a few segments. Instead: the bandwidth measured on
 * an earlier video, or, on a first visit, hls.js's own test (one segment of the lowest rung,
 * then the rung that bandwidth allows). Either way capped to the player's size times the device
 * pixel ratio, so a small player on a fast link does not download pixels it cannot show.
 */
export function startQualityConfig(measured: number | null): Partial<HlsConfig> {
  const capped = { capLevelToPlayerSize: true, ignoreDevicePixelRatio: false };
  return measured
    ? { ...capped, abrEwmaDefaultEstimate: measured }
    : { ...capped, startLevel: -1, testBandwidth: true };
}
