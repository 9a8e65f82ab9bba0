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
import { screen, waitFor } from '@testing-library/react';
import { delay, http as mock } from 'msw';
import { externalVideoHandlers, ownVideoHandlers } from '../watch-test-handlers';
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
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('poster', video.thumbnail);
    expect(player).toHaveAttribute('src', video.videofile);
    expect(screen.getByRole('link', { name: video.owner.username })).toHaveAttribute(
      'href',
      `/channel/${video.owner.username}`,
    );
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

  it('hides Subscribe from the owner', async () => {
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id, { session: makeUser({ _id: video.owner._id }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).not.toBeInTheDocument();
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
  it('plays in the privacy-enhanced embed with autoplay off; like and save are disabled', async () => {
    server.use(...externalVideoHandlers(external));
    renderWatch(external.videoId, { session: makeUser() });
    const frame = await screen.findByTitle('A YouTube video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0',
    );
    expect(screen.getByRole('button', { name: 'Like (900 likes)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(external.channelTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('says Video not found. when YouTube does not know the id', async () => {
    server.use(mock.get(apiUrl('/youtube/video/nope'), () => fail(404, 'Video not found')));
    renderWatch('nope');
    expect(await screen.findByText('Video not found.')).toBeInTheDocument();
  });
});
