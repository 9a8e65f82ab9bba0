const SUFFIXES = 'KMB';

/**
 * Compact count with K, M or B and one decimal, trailing `.0` dropped: 999 → '999',
 * 1050 → '1.1K', 1500000 → '1.5M'. A value that rounds up to the next unit moves there
 * (999950 → '1M', never '1000K').
 */
export function formatViewCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.round(count);
  if (whole < 1000) return String(whole);

  // Work in tenths of the unit so rounding happens on integers (1050 / 100 = 10.5 → 11).
  const tenthsOf = (unitIndex: number) => Math.round(whole / (1000 ** (unitIndex + 1) / 10));
  let unitIndex = 0;
  while (tenthsOf(unitIndex) >= 10_000 && unitIndex < SUFFIXES.length - 1) unitIndex += 1;
  return `${tenthsOf(unitIndex) / 10}${SUFFIXES.charAt(unitIndex)}`;
}

/** 'N views' with the compact count; '1 view' in the singular. */
export function formatViews(count: number): string {
  const compact = formatViewCount(count);
  return `${compact} ${compact === '1' ? 'view' : 'views'}`;
}

/** 'N subscribers' with the compact count; '1 subscriber' in the singular. */
export function formatSubscribers(count: number): string {
  const compact = formatViewCount(count);
  return `${compact} ${compact === '1' ? 'subscriber' : 'subscribers'}`;
}

/** 'N videos' with the compact count; '1 video' in the singular (a channel's header). */
export function formatVideos(count: number): string {
  const compact = formatViewCount(count);
  return `${compact} ${compact === '1' ? 'video' : 'videos'}`;
}
