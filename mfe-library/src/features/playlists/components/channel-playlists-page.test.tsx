import {
  apiUrl,
  makeChannel,
  makePlaylist,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ChannelPlaylistsPage } from './channel-playlists-page';
import type { User } from '@kinora/shared';

const channel = makeChannel({ username: 'ann', fullName: 'Ann Lee', videosCount: 4 });
const server = setupApiServer();

const renderTab = (session: User | null = null) =>
  renderWithProviders(<ChannelPlaylistsPage />, {
    route: '/channel/ann/playlists',
    path: '/channel/:username/playlists',
    session,
  });

describe('ChannelPlaylistsPage', () => {
  it('shows the channel header with Playlists marked, then its public playlists', async () => {
    const trip = makePlaylist({ name: 'Road trip', totalVideos: 3 });
    server.use(
      http.get(apiUrl('/users/c/ann'), () => ok(channel)),
      http.get(apiUrl(`/playlist/user/${channel._id}`), () => ok(page([trip]))),
    );
    renderTab();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Channel sections' });
    expect(within(tabs).getByRole('link', { name: 'Playlists' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('link', { name: 'Road trip' })).toHaveAttribute(
      'href',
      `/playlist/${trip._id}`,
    );
    expect(document.title).toBe('Ann Lee - Playlists · Kinora');
  });

  it('shows the owner what visitors see: no private playlists, no Watch later', async () => {
    const owner = makeUser({ _id: channel._id, username: 'ann' });
    server.use(
      http.get(apiUrl('/users/c/ann'), () => ok(channel)),
      http.get(apiUrl(`/playlist/user/${channel._id}`), () =>
        ok(
          page([
            makePlaylist({ name: 'Watch later', isWatchLater: true, isPrivate: true }),
            makePlaylist({ name: 'Secret mix', isPrivate: true }),
            makePlaylist({ name: 'Open mix' }),
          ]),
        ),
      ),
    );
    renderTab(owner);
    expect(await screen.findByRole('link', { name: 'Open mix' })).toBeInTheDocument();
    expect(screen.queryByText('Secret mix')).not.toBeInTheDocument();
    expect(screen.queryByText('Watch later')).not.toBeInTheDocument();
  });

  it('says so when the channel has no public playlists', async () => {
    server.use(
      http.get(apiUrl('/users/c/ann'), () => ok(channel)),
      http.get(apiUrl(`/playlist/user/${channel._id}`), () => ok(page([]))),
    );
    renderTab();
    expect(
      await screen.findByText('This channel has no public playlists yet.'),
    ).toBeInTheDocument();
  });
});

describe('ChannelPlaylistsPage of a blocked channel', () => {
  const bob = makeUser({ username: 'bob' });

  /** The channel as blocked by the viewer; counts the playlists asked for. */
  function answerBlockedChannel() {
    const asked = { playlists: 0, unblocked: '' };
    server.use(
      http.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope: 'everywhere' })),
      http.get(apiUrl(`/playlist/user/${channel._id}`), () => {
        asked.playlists += 1;
        return ok(page([makePlaylist({ name: 'Road trip' })]));
      }),
      http.delete(apiUrl('/users/blocks/:userId'), ({ params }) => {
        asked.unblocked = String(params.userId);
        return ok({ userId: String(params.userId), unblocked: true });
      }),
    );
    return asked;
  }

  it('says so in place of the playlists, under the header, and reads none', async () => {
    const asked = answerBlockedChannel();
    renderTab(bob);
    expect(await screen.findByRole('heading', { name: 'You blocked this channel.' })).toBeVisible();
    expect(
      screen.getByText('Its videos, posts and comments are hidden from you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Road trip' })).not.toBeInTheDocument();
    expect(asked.playlists).toBe(0);
  });

  it('brings the playlists back once unblocked', async () => {
    const asked = answerBlockedChannel();
    const { user } = renderTab(bob);
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked @ann')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Road trip' })).toBeInTheDocument();
    expect(screen.queryByText('You blocked this channel.')).not.toBeInTheDocument();
    expect(asked.unblocked).toBe(channel._id);
  });
});
