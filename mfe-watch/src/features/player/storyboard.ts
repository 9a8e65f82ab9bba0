/** One thumbnail of the storyboard: the sprite region shown for [start, end) seconds. */
export interface StoryboardCue {
  start: number;
  end: number;
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{1,3})/;

function toSeconds(stamp: string): number {
  return stamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

/**
 * Reads a WebVTT thumbnails track (`sprite.jpg#xywh=x,y,w,h` cues). Image URLs are resolved
 * against the track's own URL, so a relative `sprite.jpg` works wherever the files live.
 */
export function parseStoryboard(text: string, trackUrl: string): StoryboardCue[] {
  const base = new URL(trackUrl, window.location.href);
  const cues: StoryboardCue[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const timing = TIMING.exec(lines[index] ?? '');
    const payload = lines[index + 1]?.trim();
    if (!timing?.[1] || !timing[2] || !payload) continue;
    const [path, fragment = ''] = payload.split('#xywh=');
    const box = fragment.split(',').map(Number);
    if (!path || box.length !== 4 || box.some((n) => !Number.isFinite(n))) continue;
    const [x = 0, y = 0, width = 0, height = 0] = box;
    cues.push({
      start: toSeconds(timing[1]),
      end: toSeconds(timing[2]),
      image: new URL(path, base).href,
      x,
      y,
      width,
      height,
    });
  }
  return cues;
}

export function cueAt(cues: readonly StoryboardCue[], seconds: number): StoryboardCue | null {
  return cues.find((cue) => seconds >= cue.start && seconds < cue.end) ?? cues.at(-1) ?? null;
}
