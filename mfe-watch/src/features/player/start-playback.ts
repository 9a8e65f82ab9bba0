/** How a video asked to play by itself did start: with sound, muted, or not at all. */
export type PlaybackStart = 'sound' | 'muted' | 'refused';

const refusedByPolicy = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * Plays without a press of Play, as far as the browser's autoplay rules allow: with sound where
 * they do (the viewer has used the site), else muted, which every browser allows, so the video
 * moves and the viewer unmutes it with one tap. Anything other than a refusal (a source swapped
 * meanwhile) is not retried.
 */
export async function startPlayback(video: HTMLVideoElement): Promise<PlaybackStart> {
  try {
    await video.play();
    return 'sound';
  } catch (error) {
    if (!refusedByPolicy(error) || video.muted) return 'refused';
  }
  video.muted = true;
  try {
    await video.play();
    return 'muted';
  } catch {
    video.muted = false;
    return 'refused';
  }
}
