/** A level's frame size as hls.js reads it from RESOLUTION (0 when the playlist names none). */
export interface LevelSize {
  width: number;
  height: number;
}

/**
 * The rendition a level is, by the contract's one rule: its picture's shorter side, so a
 * 1080×1920 phone video's top rung is "1080p" as on the big sites. hls.js reports the frame as
 * it is, and a portrait level's height is its longer side: matching on that found nothing and
 * left portrait videos without a Quality menu.
 */
export function renditionOfLevel({ width, height }: LevelSize): number {
  return width > 0 && height > 0 ? Math.min(width, height) : height;
}

/**
 * The renditions the Quality menu offers, highest first: those the contract names that hls.js
 * really found in the master playlist, each once.
 */
export function offeredRenditions(
  named: readonly number[],
  levels: readonly LevelSize[],
): number[] {
  const found = new Set(levels.map(renditionOfLevel));
  return [...new Set(named)].filter((rendition) => found.has(rendition)).sort((a, b) => b - a);
}

/** The index of the level that is `rendition`, or -1 when the ladder has none. */
export function levelIndexOf(levels: readonly LevelSize[], rendition: number): number {
  return levels.findIndex((level) => renditionOfLevel(level) === rendition);
}
