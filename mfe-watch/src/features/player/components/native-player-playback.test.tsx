import { setupApiServer } from '@kinora/shared/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { FEEDBACK_SHOWN_MS } from '../hooks/use-player-feedback';
import { fakePlayback, renderPlayer } from './player-test-utils';
import type { PlayerHandle } from './native-player';

setupApiServer();

const press = (key: string) => fireEvent.keyDown(document.body, { key });

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('NativePlayer playback speed', () => {
  it('remembers the speed in this browser and starts the next video at it', async () => {
    const first = renderPlayer();
    await first.user.click(screen.getByRole('button', { name: 'Playback speed: Normal' }));
    await first.user.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(first.video.playbackRate).toBe(1.5);
    first.unmount();

    const { video } = renderPlayer();
    expect(video.playbackRate).toBe(1.5);
    // Loading a source resets the speed to this default: hls.js loads one after mounting.
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeInTheDocument();
  });

  it('remembers a speed set with the keys', () => {
    const first = renderPlayer();
    press('<');
    first.unmount();
    expect(renderPlayer().video.playbackRate).toBe(0.75);
  });

  it('starts at Normal when the stored speed is not one it offers', () => {
    localStorage.setItem('kinora:playback-rate', '3');
    expect(renderPlayer().video.playbackRate).toBe(1);
  });
});

describe('NativePlayer key feedback', () => {
  it('shows what a key did over the picture for a moment', () => {
    jest.useFakeTimers();
    const { video } = renderPlayer();
    fakePlayback(video);
    const status = screen.getByRole('status');
    video.currentTime = 100;

    press('ArrowRight');
    expect(status).toHaveTextContent('Forward 5 seconds');
    press('j');
    expect(status).toHaveTextContent('Back 10 seconds');
    act(() => {
      video.volume = 0.5;
    });
    press('ArrowUp');
    expect(status).toHaveTextContent('Volume 55%');
    press('m');
    expect(status).toHaveTextContent('Muted');
    press('>');
    expect(status).toHaveTextContent('Speed 1.25×');
    press('k');
    expect(status).toHaveTextContent('Play');
    press(' ');
    expect(status).toHaveTextContent('Pause');
    press('f');
    expect(status).toHaveTextContent('Full screen');

    act(() => jest.advanceTimersByTime(FEEDBACK_SHOWN_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows nothing for a key typed in a text field', () => {
    renderPlayer();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Add a comment' }), {
      key: 'ArrowRight',
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('NativePlayer asked to play on arrival', () => {
  it('plays by itself when asked to', async () => {
    let playing = false;
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      playing = true;
      return Promise.resolve();
    });
    const { video } = renderPlayer({ autoPlay: true });
    await waitFor(() => expect(playing).toBe(true));
    expect(video.muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
  });

  it('plays muted when the browser refuses sound, with a button to turn it on', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(
      this: HTMLMediaElement,
    ) {
      return this.muted
        ? Promise.resolve()
        : Promise.reject(new DOMException('Autoplay with sound is blocked.', 'NotAllowedError'));
    });
    const { user, video } = renderPlayer({ autoPlay: true });
    const unmute = await screen.findByRole('button', { name: 'Turn sound on' });
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.muted).toBe(true);

    await user.click(unmute);
    expect(video.muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
  });

  it('stays paused when nobody asked it to play', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    renderPlayer();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('NativePlayer handle', () => {
  // jsdom lays nothing out and has no scrollIntoView.
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
  });
  afterEach(() => Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView'));

  it('plays from a point the page asks for, within the video, and brings the player into view', () => {
    const handle = createRef<PlayerHandle>();
    const { video } = renderPlayer({ handleRef: handle });
    const { play } = fakePlayback(video);

    act(() => handle.current?.seekTo(83));
    expect(video.currentTime).toBe(83);
    expect(play).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(video.parentElement);

    act(() => handle.current?.seekTo(9999));
    expect(video.currentTime).toBe(300);
  });
});
