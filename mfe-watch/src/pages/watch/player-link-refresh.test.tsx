import {
  apiUrl,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import { useState } from 'react';
import FakeHls from '../../test/fake-hls';
import { LINK_REFRESH_MARGIN_MS } from '../../features/video-details/hooks/use-watch-video';
import {
  NativePlayer,
  type NativePlayerProps,
} from '../../features/player/components/native-player';
import { ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

jest.mock('hls.js/light', () => jest.requireActual<object>('../../test/fake-hls'));

const server = setupApiServer();
const videoId = 'c'.repeat(24);
const folder = (token: string) => `/api/v1/media/s/${token}/streams/${'d'.repeat(32)}/`;
const streamsSignedWith = (token: string) => ({
  hls: `${folder(token)}master.m3u8`,
  renditions: [{ height: 360, bandwidth: 400_000 }],
});
const fileSignedWith = (token: string) =>
  `/api/v1/media/streams/${'d'.repeat(32)}/progressive.mp4?exp=1&sig=${token}`;

/** The player as a page gives it props: `update` hands it new ones, as a refetch would. */
function renderPlayer(props: Partial<NativePlayerProps> = {}) {
  const base: NativePlayerProps = {
    videoId,
    src: fileSignedWith('first'),
    poster: '/t.jpg',
    title: 'Clip',
    ...props,
  };
  let update: (next: Partial<NativePlayerProps>) => void = () => undefined;
  function Page() {
    const [current, setCurrent] = useState(base);
    update = (next) => setCurrent((previous) => ({ ...previous, ...next }));
    return <NativePlayer {...current} />;
  }
  renderWithProviders(<Page />);
  const video = screen.getByLabelText<HTMLVideoElement>('Video player: Clip');
  const rerender = (next: Partial<NativePlayerProps>) => act(() => update(next));
  return { video, rerender };
}

/** A playing element: jsdom plays nothing, so `paused` and `play` are stood in for. */
function playing(video: HTMLVideoElement) {
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  return jest.spyOn(video, 'play').mockImplementation(() => Promise.resolve());
}

beforeEach(() => {
  FakeHls.instances = [];
});

describe('NativePlayer with fresh links', () => {
  // hls.js plays where there is a MediaSource.
  beforeEach(() => {
    Object.defineProperty(window, 'MediaSource', { configurable: true, value: class {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'MediaSource');
  });

  it('swaps the MP4 for its fresh link where the viewer is, and goes on playing', () => {
    const { video, rerender } = renderPlayer();
    expect(video.getAttribute('src')).toBe(fileSignedWith('first'));
    video.currentTime = 754;
    const play = playing(video);
    rerender({ src: fileSignedWith('second') });
    expect(video.getAttribute('src')).toBe(fileSignedWith('second'));
    expect(video.currentTime).toBe(754);
    expect(play).toHaveBeenCalled();
  });

  it('keeps hls.js playing and sends its next requests to the fresh folder', async () => {
    const { rerender } = renderPlayer({ streams: streamsSignedWith('first') });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.instances[0];
    expect(hls?.source).toBe(`${folder('first')}master.m3u8`);
    rerender({ streams: streamsSignedWith('second'), src: fileSignedWith('second') });

    const xhr = { open: jest.fn() };
    const segment = `${window.location.origin}${folder('first')}v360/seg-00042.m4s`;
    hls?.config.xhrSetup?.(xhr as unknown as XMLHttpRequest, segment);
    expect(xhr.open).toHaveBeenCalledWith(
      'GET',
      `${window.location.origin}${folder('second')}v360/seg-00042.m4s`,
      true,
    );
    // Elsewhere than the stream's folder, hls.js opens the request itself, unchanged.
    const other = { open: jest.fn() };
    hls?.config.xhrSetup?.(other as unknown as XMLHttpRequest, 'https://cdn.test/x.m4s');
    expect(other.open).not.toHaveBeenCalled();
    expect(FakeHls.instances).toHaveLength(1);
    expect(hls?.destroyed).toBe(false);
  });

  it('asks for fresh links when a file answers 404, and once per link when the element fails', async () => {
    const onLinksExpired = jest.fn();
    const { video } = renderPlayer({ streams: streamsSignedWith('first'), onLinksExpired });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    act(() =>
      FakeHls.instances[0]?.emit(FakeHls.Events.ERROR, { fatal: false, response: { code: 404 } }),
    );
    expect(onLinksExpired).toHaveBeenCalledTimes(1);
    act(() =>
      FakeHls.instances[0]?.emit(FakeHls.Events.ERROR, { fatal: false, response: { code: 500 } }),
    );
    expect(onLinksExpired).toHaveBeenCalledTimes(1);

    // For good now: the MP4 plays, and its failures ask too, once for the same link.
    act(() =>
      FakeHls.instances[0]?.emit(FakeHls.Events.ERROR, { fatal: true, response: { code: 404 } }),
    );
    expect(video.getAttribute('src')).toBe(fileSignedWith('first'));
    onLinksExpired.mockClear();
    fireEvent.error(video);
    fireEvent.error(video);
    expect(onLinksExpired).toHaveBeenCalledTimes(1);
  });
});

describe('WatchPage with signed links', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the video again before its links end and plays on with the fresh ones', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const ttl = 20 * 60_000;
    let answers = 0;
    const answer = () => {
      answers += 1;
      return makeVideo({
        _id: videoId,
        title: 'Unlisted clip',
        visibility: 'unlisted',
        isPublished: false,
        videofile: fileSignedWith(`answer-${answers}`),
        linksExpireAt: new Date(Date.now() + ttl).toISOString(),
      });
    };
    server.use(
      mock.get(apiUrl(`/videos/${videoId}`), () => ok(answer())),
      ...ownVideoHandlers(makeVideo({ _id: videoId })),
    );
    renderWithProviders(<WatchPage />, { route: `/watch/${videoId}`, path: '/watch/:videoId' });
    const video = await screen.findByLabelText<HTMLVideoElement>('Video player: Unlisted clip');
    expect(video.getAttribute('src')).toBe(fileSignedWith('answer-1'));
    video.currentTime = 300;

    await act(() => jest.advanceTimersByTimeAsync(ttl - LINK_REFRESH_MARGIN_MS - 1000));
    expect(answers).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(video.getAttribute('src')).toBe(fileSignedWith('answer-2')));
    expect(video.currentTime).toBe(300);
    // The fresh answer's links are refreshed in their turn.
    await act(() => jest.advanceTimersByTimeAsync(ttl - LINK_REFRESH_MARGIN_MS + 1000));
    await waitFor(() => expect(video.getAttribute('src')).toBe(fileSignedWith('answer-3')));
  });
});
