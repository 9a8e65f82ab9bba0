import { HttpError } from '../lib/http-error';
import type { AppConfig } from '../config';
import type { VideoProbe } from './probe-video';

function formatDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** Refuses (422) a video longer, larger in pixels or faster in frames than the site takes. */
export function checkVideoLimits(
  probe: VideoProbe,
  media: Pick<AppConfig['media'], 'maxVideoDurationSeconds' | 'maxVideoPixels' | 'maxVideoFps'>,
): void {
  if (probe.duration > media.maxVideoDurationSeconds)
    throw new HttpError(
      422,
      `The video is too long (at most ${formatDuration(media.maxVideoDurationSeconds)}).`,
    );
  if (probe.width * probe.height > media.maxVideoPixels) {
    const side = Math.floor(Math.sqrt(media.maxVideoPixels));
    throw new HttpError(
      422,
      `The video's picture is too large (${probe.width}x${probe.height}; at most ${media.maxVideoPixels} pixels, such as ${side}x${side}).`,
    );
  }
  if (probe.frameRate > media.maxVideoFps)
    throw new HttpError(
      422,
      `The video's frame rate is too high (at most ${media.maxVideoFps} frames per second).`,
    );
}
