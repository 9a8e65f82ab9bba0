import { makeUser, renderWithProviders } from '@kinora/shared/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { NativePlayer, type NativePlayerProps } from './native-player';

export const PLAYER_VIDEO_ID = 'b'.repeat(24);
/** Test data, not interface texts: the video's title and the comment field beside the player. */
const VIDEO_TITLE = 'Clip';
const FIELD_NAME = 'Add a comment';

type RenderedPlayer = ReturnType<typeof renderWithProviders> & { video: HTMLVideoElement };

/**
 * Test-only: the player as the watch page mounts it, beside a text field (keys typed there must
 * not reach the player), with a known duration (jsdom loads no media).
 */
export function renderPlayer(
  props: Partial<NativePlayerProps> = {},
  { duration = 300, signedIn = false } = {},
): RenderedPlayer {
  const view = renderWithProviders(
    <>
      <NativePlayer
        videoId={PLAYER_VIDEO_ID}
        src="/media/v.mp4"
        poster="/media/t.jpg"
        title={VIDEO_TITLE}
        signedIn={signedIn}
        {...props}
      />
      <textarea aria-label={FIELD_NAME} />
    </>,
    signedIn ? { session: makeUser() } : {},
  );
  const video = screen.getByLabelText<HTMLVideoElement>(`Video player: ${VIDEO_TITLE}`);
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  return { ...view, video };
}

/**
 * Test-only: jsdom's `<video>` cannot play. This one flips `paused` and fires the events a
 * browser would; `refuseSound` plays the part of an autoplay policy that allows muted playback
 * only.
 */
export function fakePlayback(video: HTMLVideoElement, { refuseSound = false } = {}) {
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  const play = jest.spyOn(video, 'play').mockImplementation(() => {
    if (refuseSound && !video.muted) {
      return Promise.reject(new DOMException('Autoplay with sound is blocked.', 'NotAllowedError'));
    }
    paused = false;
    fireEvent.play(video);
    return Promise.resolve();
  });
  const pause = jest.spyOn(video, 'pause').mockImplementation(() => {
    paused = true;
    fireEvent.pause(video);
  });
  return { play, pause };
}
