import { apiUrl, setupApiServer } from '@kinora/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import FakeHls from '../../../test/fake-hls';
import { resumeKey } from '../hooks/use-resume-position';
import { fakePlayback, PLAYER_VIDEO_ID, renderPlayer } from './player-test-utils';

jest.mock('hls.js/light', () => jest.requireActual<object>('../../../test/fake-hls'));

const videoId = PLAYER_VIDEO_ID;
const server = setupApiServer();

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

beforeEach(() => {
  localStorage.clear();
  FakeHls.instances = [];
  FakeHls.onCreate = null;
});

describe('NativePlayer keyboard shortcuts', () => {
  it('k and space play and pause from anywhere on the page, j and l seek 10 s, m mutes', () => {
    const { video } = renderPlayer();
    const { play, pause } = fakePlayback(video);
    press('k');
    expect(play).toHaveBeenCalledTimes(1);
    press(' ');
    expect(pause).toHaveBeenCalledTimes(1);

    video.currentTime = 50;
    press('l');
    expect(video.currentTime).toBe(60);
    press('j');
    press('j');
    expect(video.currentTime).toBe(40);

    press('m');
    expect(video.muted).toBe(true);
    press('M', video);
    expect(video.muted).toBe(false);
  });

  it('arrows seek 5 s and change the volume, digits jump to tenths, < and > change the speed', () => {
    const { video } = renderPlayer();
    video.currentTime = 100;
    press('ArrowRight');
    expect(video.currentTime).toBe(105);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(video.currentTime).toBe(95);

    video.volume = 0.5;
    press('ArrowUp');
    expect(video.volume).toBe(0.55);
    press('ArrowDown');
    press('ArrowDown');
    expect(video.volume).toBe(0.45);

    press('3');
    expect(video.currentTime).toBe(90);
    press('0');
    expect(video.currentTime).toBe(0);
    press('9');
    expect(video.currentTime).toBe(270);

    press('>');
    expect(video.playbackRate).toBe(1.25);
    press('<');
    press('<');
    expect(video.playbackRate).toBe(0.75);
  });

  it('f asks for fullscreen on the player, controls included', () => {
    const { video } = renderPlayer();
    const requestFullscreen = jest.fn(() => Promise.resolve());
    const frame = video.parentElement as HTMLElement;
    Object.defineProperty(frame, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });
    press('f');
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('leaves keys alone while typing in a text field, and modified keys to the browser', () => {
    const { video } = renderPlayer();
    const { play } = fakePlayback(video);
    const textarea = screen.getByRole('textbox', { name: 'Add a comment' });
    video.currentTime = 50;
    expect(press('k', textarea)).toBe(true);
    expect(press('l', textarea)).toBe(true);
    expect(press('m', textarea)).toBe(true);
    expect(play).not.toHaveBeenCalled();
    expect(video.currentTime).toBe(50);
    expect(video.muted).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(true);
    expect(press('x')).toBe(true);
    expect(press('m')).toBe(false);
  });

  it('? opens the help dialog listing the shortcuts; Escape closes it', async () => {
    const { user } = renderPlayer();
    press('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Play or pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Back 10 seconds')).toBeInTheDocument();
    expect(within(dialog).getByText('Volume up')).toBeInTheDocument();
    expect(within(dialog).getByText('Faster')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('NativePlayer menus', () => {
  const streams = {
    hls: '/media/hls/master.m3u8',
    renditions: [
      { height: 360, bandwidth: 800_000 },
      { height: 720, bandwidth: 2_800_000 },
      { height: 1080, bandwidth: 5_000_000 },
    ],
  };

  beforeEach(() => {
    Object.defineProperty(window, 'MediaSource', { configurable: true, value: class {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'MediaSource');
  });

  it('plays the HLS ladder through hls.js and picks a quality from the menu', async () => {
    const { user } = renderPlayer({ streams });
    const quality = await screen.findByRole('button', { name: 'Quality: Auto' });
    const hls = FakeHls.instances[0];
    expect(hls?.source).toBe('/media/hls/master.m3u8');
    act(() => hls?.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 1 }));
    expect(quality).toHaveAccessibleName('Quality: Auto (720p)');

    await user.click(quality);
    const menu = screen.getByRole('menu', { name: 'Quality' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Auto', '1080p', '720p', '360p']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(hls?.nextLevel).toBe(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quality: 360p' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Quality: 360p' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Auto' }));
    expect(hls?.nextLevel).toBe(-1);
  });

  it('shows the whole length of a video whose stream is still being made, then the stream’s own', async () => {
    // 24 s encoded so far of a 5-minute upload.
    const { video } = renderPlayer({ streams, duration: 300 }, { duration: 24 });
    await screen.findByRole('button', { name: 'Quality: Auto' });
    const hls = FakeHls.instances[0];
    fireEvent.durationChange(video);
    expect(screen.getByText('0:00 / 0:24')).toBeInTheDocument();
    act(() => hls?.emit(FakeHls.Events.LEVEL_LOADED, { details: { live: true } }));
    expect(screen.getByText('0:00 / 5:00')).toBeInTheDocument();
    // The playlist ended: the stream itself is whole now.
    Object.defineProperty(video, 'duration', { configurable: true, value: 299.5 });
    act(() => hls?.emit(FakeHls.Events.LEVEL_LOADED, { details: { live: false } }));
    fireEvent.durationChange(video);
    expect(screen.getByText('0:00 / 4:59')).toBeInTheDocument();
  });

  it('offers the quality menu for a portrait video, its renditions named by the shorter side', async () => {
    // A 1080×1920 phone video: hls.js reports each level's frame, its height the long side.
    FakeHls.onCreate = (hls) => {
      hls.levels = [
        { width: 1080, height: 1920 },
        { width: 720, height: 1280 },
        { width: 360, height: 640 },
      ];
    };
    const { user } = renderPlayer({ streams });
    const quality = await screen.findByRole('button', { name: 'Quality: Auto' });
    const hls = FakeHls.instances[0];
    act(() => hls?.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 0 }));
    expect(quality).toHaveAccessibleName('Quality: Auto (1080p)');

    await user.click(quality);
    const items = within(screen.getByRole('menu', { name: 'Quality' })).getAllByRole(
      'menuitemradio',
    );
    expect(items.map((item) => item.textContent)).toEqual(['Auto', '1080p', '720p', '360p']);
    await user.click(screen.getByRole('menuitemradio', { name: '720p' }));
    expect(hls?.nextLevel).toBe(1);
    expect(screen.getByRole('button', { name: 'Quality: 720p' })).toBeInTheDocument();
  });

  it('starts Auto with a bandwidth test on a first visit, then from the bandwidth measured', async () => {
    const first = renderPlayer({ streams });
    await screen.findByRole('button', { name: 'Quality: Auto' });
    const tested = FakeHls.instances[0];
    expect(tested?.config).toMatchObject({
      capLevelToPlayerSize: true,
      startLevel: -1,
      testBandwidth: true,
    });
    // Nothing measured yet: the estimate is still hls.js's default, and is not remembered.
    act(() => tested?.emit(FakeHls.Events.FRAG_LOADED, {}));
    if (tested) tested.bandwidthEstimate = 6_400_000;
    act(() => tested?.emit(FakeHls.Events.FRAG_LOADED, {}));
    first.unmount();

    renderPlayer({ streams });
    await screen.findByRole('button', { name: 'Quality: Auto' });
    const next = FakeHls.instances[1];
    expect(next?.config).toMatchObject({
      capLevelToPlayerSize: true,
      abrEwmaDefaultEstimate: 6_400_000,
    });
    expect(next?.config.startLevel).toBeUndefined();
  });

  it('changes the playback speed from its menu, 0.25 to 2', async () => {
    const { user, video } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Playback speed: Normal' }));
    const items = within(screen.getByRole('menu', { name: 'Playback speed' })).getAllByRole(
      'menuitemradio',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '0.25×',
      '0.5×',
      '0.75×',
      'Normal',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    await user.keyboard('{End}{Enter}');
    expect(video.playbackRate).toBe(2);
    expect(screen.getByRole('button', { name: 'Playback speed: 2×' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Playback speed: 2×' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(video.playbackRate).toBe(2);
  });

  it('plays the MP4 and offers no quality menu when a video has no streams', () => {
    const { video } = renderPlayer();
    expect(video).toHaveAttribute('src', '/media/v.mp4');
    expect(screen.queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('falls back to the MP4 when the stream fails for good', async () => {
    const { video } = renderPlayer({ streams });
    await screen.findByRole('button', { name: 'Quality: Auto' });
    act(() => FakeHls.instances[0]?.emit(FakeHls.Events.ERROR, { fatal: true }));
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
    expect(video).toHaveAttribute('src', '/media/v.mp4');
  });

  it('shows the storyboard frame of the hovered time over the seek bar', async () => {
    server.use(
      mock.get('*/media/hls/storyboard.vtt', () =>
        HttpResponse.text(
          'WEBVTT\n\n00:00:00.000 --> 00:02:30.000\nsprite.jpg#xywh=0,0,160,90\n\n' +
            '00:02:30.000 --> 00:05:00.000\nsprite.jpg#xywh=160,0,160,90\n',
        ),
      ),
    );
    renderPlayer({ streams: { ...streams, storyboard: '/media/hls/storyboard.vtt' } });
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.durationChange(seek.ownerDocument.querySelector('video') as HTMLVideoElement);
    jest.spyOn(seek, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 16));
    await waitFor(() => {
      // jsdom has no PointerEvent: a mouse event of that type carries clientX the same way.
      fireEvent(seek, new MouseEvent('pointermove', { bubbles: true, clientX: 450 }));
      expect(screen.getByTestId('seek-preview-frame')).toHaveStyle({
        backgroundPosition: '-160px -0px',
      });
    });
    expect(screen.getByTestId('seek-preview-frame').style.backgroundImage).toContain(
      '/media/hls/sprite.jpg',
    );
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('3:45');
  });
});

describe('NativePlayer resume position', () => {
  it('anonymous: remembers where the person paused in this browser and resumes there', () => {
    const { video } = renderPlayer();
    video.currentTime = 95.4;
    fireEvent.pause(video);
    expect(localStorage.getItem(resumeKey(videoId))).toBe('95');

    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(95);
  });

  it('anonymous: forgets the position once the video ended', () => {
    localStorage.setItem(resumeKey(videoId), '120');
    const { video } = renderPlayer();
    fireEvent.ended(video);
    expect(localStorage.getItem(resumeKey(videoId))).toBeNull();
  });

  it('signed in: starts at the server position, and stores the position on pause', async () => {
    const saved: unknown[] = [];
    server.use(
      mock.put(apiUrl(`/users/history/${videoId}/position`), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ statusCode: 200, data: {}, message: 'ok', success: true });
      }),
    );
    const { video } = renderPlayer({ resumePosition: 80 }, { signedIn: true });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(80);
    expect(localStorage.getItem(resumeKey(videoId))).toBeNull();

    video.currentTime = 142.7;
    fireEvent.pause(video);
    await waitFor(() => expect(saved).toEqual([{ position: 142 }]));
  });

  it('starts over when the saved position is in the last 5% or under 3 s, short videos too', () => {
    const near = renderPlayer({ resumePosition: 290 }, { signedIn: true });
    fireEvent.loadedMetadata(near.video);
    expect(near.video.currentTime).toBe(0);
    near.unmount();

    const short = renderPlayer({ resumePosition: 12 }, { signedIn: true, duration: 20 });
    fireEvent.loadedMetadata(short.video);
    expect(short.video.currentTime).toBe(12);
    short.unmount();

    const early = renderPlayer({ resumePosition: 2 }, { signedIn: true, duration: 20 });
    fireEvent.loadedMetadata(early.video);
    expect(early.video.currentTime).toBe(0);
  });

  it('?t= of a shared link wins over the saved position', () => {
    const { video } = renderPlayer({ resumePosition: 80, startAt: 83 }, { signedIn: true });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(83);
  });
});
