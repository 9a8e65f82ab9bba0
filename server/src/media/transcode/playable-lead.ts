/**
 * How much of a video being made is stored before it is offered: a viewer who starts at once is
 * at least this far behind the encoder.
 */
export const PLAYABLE_SECONDS = 10;

/**
 * The encoder's pace is counted with this margin: it can slow down later in the video (a harder
 * scene, a busier machine).
 */
const PACE_MARGIN = 0.9;

/**
 * The encoder's pace, in seconds of video made per second, since it first wrote something: its
 * start-up (opening every rung's encoder) says nothing about how fast it goes on. Null until two
 * readings are apart.
 */
export function createPaceMeter(now: () => number = () => performance.now() / 1000) {
  let first: { at: number; seconds: number } | null = null;
  return (seconds: number): number | null => {
    const at = now();
    if (!first) {
      first = { at, seconds };
      return null;
    }
    const elapsed = at - first.at;
    return elapsed > 0 ? (seconds - first.seconds) / elapsed : null;
  };
}

/**
 * Whether a video being made can be offered now: a viewer who starts at its beginning and
 * watches at normal speed must never reach the end of what is made. With `encoded` seconds of a
 * `duration`-second video made, at a pace of p video seconds per second, the encoder is still
 * ahead when it finishes if encoded ≥ duration · (1 − p). An encoder faster than real time only
 * needs the first `PLAYABLE_SECONDS`; a slower one (a busy machine) needs a lead that covers what
 * it will lose, so the video is offered later instead of stalling. Without a pace yet, not now.
 */
export function playableNow(encoded: number, pace: number | null, duration: number): boolean {
  if (encoded < PLAYABLE_SECONDS || pace === null) return false;
  return encoded >= duration * (1 - pace * PACE_MARGIN);
}
