import { planLadder, progressiveRung, type Rung } from './ladder';
import type { VideoProbe } from '../probe-video';

/** The AAC rate every rung carries (see `commonEncoderArgs`), with room for its framing. */
const AUDIO_BYTES_PER_SECOND = (160 * 1000) / 8;
/** Each rung's encoder may run ahead of its peak rate by its buffer: two seconds of it. */
const BUFFER_SECONDS = 2;
/** fMP4 boxes, playlists, the master, the storyboard sprite and its cues. */
const FIXED_BYTES = 512 * 1024;

function rungBytes(rung: Rung, duration: number, hasAudio: boolean): number {
  const video = ((rung.maxrateKbps * 1000) / 8) * (duration + BUFFER_SECONDS);
  return video + (hasAudio ? AUDIO_BYTES_PER_SECOND * duration : 0);
}

/**
 * The most a transcode of this video can store: every rung is held to its peak rate by the
 * encoder's buffer, and the progressive MP4 is one rung remuxed. It is reserved against the
 * owner's quota from the upload until the renditions are stored, and the worker refuses output
 * larger than it, so stored renditions never take a user past the quota.
 */
export function renditionBudget(
  probe: Pick<VideoProbe, 'duration' | 'width' | 'height' | 'hasAudio'>,
): number {
  const rungs = planLadder(probe.width, probe.height);
  const ladder = rungs.reduce((sum, r) => sum + rungBytes(r, probe.duration, probe.hasAudio), 0);
  const progressive = rungs[progressiveRung(rungs)];
  const copy = progressive ? rungBytes(progressive, probe.duration, probe.hasAudio) : 0;
  // A tenth more for the containers' own framing of every packet.
  return Math.ceil((ladder + copy) * 1.1 + FIXED_BYTES);
}
