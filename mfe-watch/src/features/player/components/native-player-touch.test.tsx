import { renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { CONTROLS_HIDE_AFTER_MS } from '../hooks/use-controls-visibility';
import { DOUBLE_TAP_MS } from '../tap-gestures';
import { NativePlayer } from './native-player';
import { fakePlayback, PLAYER_VIDEO_ID, renderPlayer } from './player-test-utils';

setupApiServer();

/** jsdom lays nothing out: every box is as wide as the player is on a 390 px phone. */
function layOutAt(width: number) {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(new DOMRect(0, 0, width, (width * 9) / 16));
}

/** The touch layer: the picture-wide surface that takes the taps, around the controls. */
const touchLayer = () => screen.getByRole('button', { name: /^(Play|Pause)$/ }).parentElement;

const tapAt = (x: number) => fireEvent.click(touchLayer() as HTMLElement, { clientX: x });

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('NativePlayer on a phone-wide player', () => {
  it('has the touch layout: play in the middle, mute and full screen, no desktop-only controls', () => {
    layOutAt(358);
    const { video } = renderPlayer();
    const { play } = fakePlayback(video);
    const requestFullscreen = jest.fn(() => Promise.resolve());
    Object.defineProperty(video.parentElement, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Playback speed: Normal' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalled();

    // A phone has hardware volume keys, no keyboard and no room for a theatre.
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Theatre mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('keeps the desktop bar on a desktop player, 558 px wide at 1280 beside the sidebar', () => {
    layOutAt(558);
    renderPlayer();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theatre mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('leaves the volume slider and the shortcuts button out of a narrow desktop bar', () => {
    layOutAt(500);
    renderPlayer();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theatre mode' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('hides the controls a few seconds into playback; a tap brings them back and hides them', () => {
    jest.useFakeTimers();
    layOutAt(358);
    const { video } = renderPlayer();
    fakePlayback(video);
    // Paused, they stay.
    act(() => jest.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS * 2));
    expect(touchLayer()).toHaveAttribute('data-shown', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => jest.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS));
    expect(touchLayer()).toHaveAttribute('data-shown', 'false');

    tapAt(179);
    expect(touchLayer()).toHaveAttribute('data-shown', 'true');
    tapAt(179);
    expect(touchLayer()).toHaveAttribute('data-shown', 'false');
    // A single tap on a side waits to be sure it is not a double tap.
    tapAt(20);
    expect(touchLayer()).toHaveAttribute('data-shown', 'false');
    act(() => jest.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(touchLayer()).toHaveAttribute('data-shown', 'true');
  });

  it('double-tapping the right or left third seeks 10 s, and says so on the picture', () => {
    jest.useFakeTimers();
    layOutAt(358);
    const { video } = renderPlayer();
    fakePlayback(video);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    video.currentTime = 100;

    tapAt(340);
    tapAt(340);
    expect(video.currentTime).toBe(110);
    expect(screen.getByRole('status')).toHaveTextContent('Forward 10 seconds');
    tapAt(340);
    expect(video.currentTime).toBe(120);
    expect(screen.getByRole('status')).toHaveTextContent('Forward 20 seconds');

    act(() => jest.advanceTimersByTime(DOUBLE_TAP_MS * 3));
    tapAt(10);
    tapAt(10);
    expect(video.currentTime).toBe(110);
    expect(screen.getByRole('status')).toHaveTextContent('Back 10 seconds');
    // A double tap seeks without showing or hiding the controls.
    expect(touchLayer()).toHaveAttribute('data-shown', 'true');
  });

  it.each([358, 558])(
    'shows an end screen in place of the controls at %i px; Cancel brings them back',
    (width) => {
      layOutAt(width);
      renderWithProviders(<PlayerWithEndScreen />);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Playback speed/ })).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    },
  );
});

/** The player under an end screen whose Cancel takes it away, as the watch page does. */
function PlayerWithEndScreen() {
  const [ended, setEnded] = useState(true);
  return (
    <NativePlayer
      videoId={PLAYER_VIDEO_ID}
      src="/media/v.mp4"
      poster="/media/t.jpg"
      title="Clip"
      overlay={
        ended ? (
          <button type="button" onClick={() => setEnded(false)}>
            Cancel
          </button>
        ) : null
      }
    />
  );
}
