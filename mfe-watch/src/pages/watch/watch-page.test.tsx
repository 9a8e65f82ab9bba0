import { registerRemoteLoader, type SaveToPlaylistDialogProps } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeExternalVideo,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http as mock } from 'msw';
import { PROCESSING_POLL_MS } from '../../features/video-details/hooks/use-watch-video';
import { externalVideoHandlers, ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const video = makeVideo({ title: 'Building a birdhouse', subscribersCount: 12 });
const external = {
  ...makeExternalVideo({ videoId: 'dQw4w9WgXcQ', title: 'A YouTube video' }),
  likes: 900,
};
const server = setupApiServer();
const renderWatch = (id: string, options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<WatchPage />, {
    route: `/watch/${id}`,
    path: '/watch/:videoId',
    ...options,
  });

describe('WatchPage: own video', () => {
  it('shows Loading..., then the native player with the thumbnail as poster', async () => {
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Building a birdhouse' }),
    ).toBeInTheDocument();
    const player = screen.getByLabelText('Video player: Building a birdhouse');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('poster', video.thumbnail);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(player).toHaveAttribute('src', video.videofile);
    // The channel by its display name, the @username under it to tell channels apart.
    expect(screen.getByRole('link', { name: video.owner.fullName })).toHaveAttribute(
      'href',
      `/channel/${video.owner.username}`,
    );
    expect(screen.getByText(`@${video.owner.username}`)).toBeInTheDocument();
    expect(screen.getByText('12 subscribers')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Like (7 likes)' })).toBeEnabled();
    expect(document.title).toBe('Building a birdhouse · Kinora');
  });

  it('says Video not found. on a 404 and Could not fetch video details. on other failures', async () => {
    server.use(mock.get(apiUrl(`/videos/${video._id}`), () => fail(404, 'Video not found')));
    const { unmount } = renderWatch(video._id);
    expect(await screen.findByText('Video not found.')).toBeInTheDocument();
    unmount();
    server.use(mock.get(apiUrl(`/videos/${video._id}`), () => fail(500, 'Boom')));
    renderWatch(video._id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch video details.');
  });

  it('says Video not found. for an id no video can have, not a network failure', async () => {
    // Neither one of ours nor YouTube's 11 characters: the server refuses to read it.
    server.use(
      mock.get(apiUrl('/youtube/video/:videoId'), () =>
        fail(400, 'params/videoId must match pattern "^[A-Za-z0-9_-]{11}$"'),
      ),
    );
    renderWatch('not-a-video');
    expect(await screen.findByText('Video not found.')).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch video details.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers the owner Edit video where others see Subscribe', async () => {
    server.use(...ownVideoHandlers(video));
    const owner = renderWatch(video._id, { session: makeUser({ _id: video.owner._id }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit video' })).toHaveAttribute(
      'href',
      `/creator/dashboard?edit=${video._id}`,
    );
    owner.unmount();

    renderWatch(video._id, { session: makeUser() });
    expect(await screen.findByRole('button', { name: /^Subscribe/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit video' })).not.toBeInTheDocument();
  });

  it('likes at once and puts the like back when the call fails', async () => {
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl(`/likes/toggle/v/${video._id}`), async () => {
        await delay(50);
        return fail(500, 'Boom');
      }),
    );
    const { user } = renderWatch(video._id, { session: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Like (7 likes)' }));
    expect(screen.getByRole('button', { name: 'Like (8 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Like (7 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps the server count after a successful like', async () => {
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl(`/likes/toggle/v/${video._id}`), () =>
        ok({ isLiked: true, likesCount: 10 }),
      ),
    );
    const { user } = renderWatch(video._id, { session: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Like (7 likes)' }));
    expect(await screen.findByRole('button', { name: 'Like (10 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends an anonymous like to /login, remembering the video', async () => {
    server.use(...ownVideoHandlers(video));
    const { user, router } = renderWatch(video._id);
    await user.click(await screen.findByRole('button', { name: 'Like (7 likes)' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: `/watch/${video._id}`, search: '', hash: '' },
    });
  });

  it('asks an anonymous visitor to log in to subscribe', async () => {
    server.use(...ownVideoHandlers(video));
    const { user, router } = renderWatch(video._id);
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please log in to subscribe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('subscribes optimistically and reverts on failure', async () => {
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl(`/subscriptions/c/${video.owner._id}`), async () => {
        await delay(50);
        return fail(500, 'Boom');
      }),
    );
    const { user } = renderWatch(video._id, { session: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.getByText('13 subscribers')).toBeInTheDocument();
    expect(await screen.findByText('Failed to toggle subscription.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByText('12 subscribers')).toBeInTheDocument();
  });

  it('opens mfe-library’s save-to-playlist dialog through the remote loader', async () => {
    server.use(...ownVideoHandlers(video));
    const loader = jest.fn((_id: string) =>
      Promise.resolve({
        default: ({ videoId, open, onClose }: SaveToPlaylistDialogProps) =>
          open ? (
            <div role="dialog" aria-label="Save to playlist">
              Saving {videoId}
              <button onClick={onClose}>Close</button>
            </div>
          ) : null,
      }),
    );
    const unregister = registerRemoteLoader(loader);
    try {
      const { user } = renderWatch(video._id, { session: makeUser() });
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('dialog', { name: 'Save to playlist' })).toHaveTextContent(
        `Saving ${video._id}`,
      );
      expect(loader).toHaveBeenCalledWith('library/SaveToPlaylistDialog');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      unregister();
    }
  });

  it('collapses a long description with Show more / Show less', async () => {
    const long = makeVideo({ description: 'Line of text. '.repeat(40) });
    server.use(...ownVideoHandlers(long));
    const { user } = renderWatch(long._id);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('WatchPage: external video', () => {
  it('plays in the privacy-enhanced embed with autoplay off; like is disabled, save is not', async () => {
    let recorded: string | null = null;
    server.use(
      ...externalVideoHandlers(external),
      mock.post(apiUrl('/users/history/external/:videoId'), ({ params }) => {
        recorded = String(params.videoId);
        return ok({ videoId: params.videoId });
      }),
    );
    renderWatch(external.videoId, { session: makeUser() });
    const frame = await screen.findByTitle('A YouTube video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0',
    );
    expect(screen.getByRole('button', { name: 'Like (900 likes)' })).toBeDisabled();
    // Saved by reference into playlists; watching it goes into the viewer's history.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await waitFor(() => expect(recorded).toBe(external.videoId));
    expect(screen.getByText(external.channelTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('says Video not found. when YouTube does not know the id', async () => {
    server.use(mock.get(apiUrl('/youtube/video/nope'), () => fail(404, 'Video not found')));
    renderWatch('nope');
    expect(await screen.findByText('Video not found.')).toBeInTheDocument();
  });
});

describe('WatchPage: processing and failed videos', () => {
  const owner = makeUser();
  const processing = makeVideo({
    title: 'Fresh upload',
    status: 'processing',
    processing: { progress: 45, stage: 'transcoding' },
    owner: {
      _id: owner._id,
      username: owner.username,
      fullName: owner.fullName,
      avatar: owner.avatar,
    },
  });

  afterEach(() => jest.useRealTimers());

  it('shows the owner the progress and a link to the studio, then the player once ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let answer: typeof processing = processing;
    // The first handler for a path answers: this one follows `answer`.
    server.use(
      mock.get(apiUrl(`/videos/${processing._id}`), () => ok(answer)),
      ...ownVideoHandlers(processing),
    );
    renderWatch(processing._id, { session: owner });
    expect(await screen.findByText('This video is processing (45%)…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      screen.getByRole('link', { name: 'Your video is processing. Follow it in the studio.' }),
    ).toHaveAttribute('href', '/creator/dashboard');
    expect(screen.queryByLabelText('Video player: Fresh upload')).not.toBeInTheDocument();

    answer = { ...processing, processing: { progress: 80, stage: 'packaging' } };
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(await screen.findByText('This video is processing (80%)…')).toBeInTheDocument();

    answer = { ...processing, status: 'ready', processing: undefined };
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(await screen.findByLabelText('Video player: Fresh upload')).toBeInTheDocument();
    expect(screen.queryByText(/This video is processing/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh upload' })).toBeInTheDocument();
  });

  it('shows others the progress without the studio link', async () => {
    server.use(...ownVideoHandlers(processing));
    renderWatch(processing._id, { session: makeUser() });
    expect(await screen.findByText('This video is processing (45%)…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('link', { name: /studio/ })).not.toBeInTheDocument();
  });

  it('shows the failure reason, and the owner a way to the studio', async () => {
    const failed = {
      ...processing,
      status: 'failed' as const,
      processing: undefined,
      failureReason: 'This video could not be processed: no video stream',
    };
    server.use(...ownVideoHandlers(failed));
    renderWatch(failed._id, { session: owner });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This video could not be processed: no video stream',
    );
    expect(screen.getByRole('link', { name: 'Open the studio to retry' })).toHaveAttribute(
      'href',
      '/creator/dashboard',
    );
    expect(screen.queryByLabelText('Video player: Fresh upload')).not.toBeInTheDocument();
  });
});

describe('WatchPage: theatre mode and shared links', () => {
  beforeEach(() => localStorage.clear());

  it('remembers theatre mode across visits', async () => {
    server.use(...ownVideoHandlers(video));
    const { user, unmount } = renderWatch(video._id);
    const theatre = await screen.findByRole('button', { name: 'Theatre mode' });
    expect(theatre).toHaveAttribute('aria-pressed', 'false');
    await user.click(theatre);
    expect(theatre).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderWatch(video._id);
    expect(await screen.findByRole('button', { name: 'Theatre mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('starts at ?t= of a shared link', async () => {
    server.use(...ownVideoHandlers({ ...video, resumePosition: 20 }));
    renderWatch(video._id, { route: `/watch/${video._id}?t=83`, session: makeUser() });
    const player = await screen.findByLabelText<HTMLVideoElement>(
      'Video player: Building a birdhouse',
    );
    Object.defineProperty(player, 'duration', { configurable: true, value: 300 });
    fireEvent.loadedMetadata(player);
    expect(player.currentTime).toBe(83);
  });
});
