import { HttpError, message, type Message } from '../lib/http-error';
import type { AppConfig } from '../config';
import type { VideoProbe } from './probe-video';

/** The longest a video may be, in the largest unit that counts it whole. */
function tooLong(seconds: number): Message {
  if (seconds % 3600 === 0)
    return message('The video is too long (at most {{count}} hours).', { count: seconds / 3600 });
  if (seconds % 60 === 0)
    return message('The video is too long (at most {{count}} minutes).', { count: seconds / 60 });
  return message('The video is too long (at most {{count}} seconds).', { count: seconds });
}

/** Refuses (422) a video longer, larger in pixels or faster in frames than the site takes. */
export function checkVideoLimits(
  probe: VideoProbe,
  media: Pick<AppConfig['media'], 'maxVideoDurationSeconds' | 'maxVideoPixels' | 'maxVideoFps'>,
): void {
  if (probe.duration > media.maxVideoDurationSeconds)
    throw new HttpError(422, tooLong(media.maxVideoDurationSeconds));
  if (probe.width * probe.height > media.maxVideoPixels) {
    const side = Math.floor(Math.sqrt(media.maxVideoPixels));
    throw new HttpError(
      422,
      message(
        "The video's picture is too large ({{width}}x{{height}}; at most {{pixels}} pixels, such as {{side}}x{{side}}).",
        { width: probe.width, height: probe.height, pixels: media.maxVideoPixels, side },
      ),
    );
  }
  if (probe.frameRate > media.maxVideoFps)
    throw new HttpError(
      422,
      message("The video's frame rate is too high (at most {{fps}} frames per second).", {
        fps: media.maxVideoFps,
      }),
    );
}
