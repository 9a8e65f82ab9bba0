import type { StoryboardPlan } from './ffmpeg-command';

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
}

/**
 * The WebVTT thumbnails track of a storyboard sprite: one cue per tile, pointing into the sprite
 * with a `#xywh=` fragment, which seek-bar previews understand. The sprite URL is relative, so a
 * signed folder link covers it too.
 */
export function storyboardVtt(plan: StoryboardPlan, duration: number, sprite: string): string {
  const count = Math.max(1, Math.ceil(duration / plan.interval));
  const cues: string[] = ['WEBVTT', ''];
  for (let i = 0; i < Math.min(count, plan.columns * plan.rows); i += 1) {
    const start = i * plan.interval;
    const end = Math.min(duration, start + plan.interval);
    const x = (i % plan.columns) * plan.tileWidth;
    const y = Math.floor(i / plan.columns) * plan.tileHeight;
    cues.push(
      `${timestamp(start)} --> ${timestamp(end)}`,
      `${sprite}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`,
      '',
    );
  }
  return cues.join('\n');
}
