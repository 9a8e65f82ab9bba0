import {
  apiUrl,
  fail,
  makePlaylist,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { PlaylistPage } from './playlist-page';
import type { Playlist, PlaylistRequest } from '@kinora/shared';

const owner = makeUser({ username: 'curator' });
const stranger = makeUser({ username: 'stranger' });
const server = setupApiServer();

const first = makeVideo({ title: 'First clip' });
const second = makeVideo({ title: 'Second clip' });
const ownedPlaylist = (overrides: Partial<Playlist> = {}) =>
  makePlaylist({
    name: 'Favourites',
    description: 'The best ones',
    videos: [first, second],
    totalVideos: 2,
    owner: { _id: owner._id, username: owner.username },
    ...overrides,
  });

const renderPage = (playlistId: string, session: typeof owner | null = owner) =>
  renderWithProviders(<PlaylistPage />, {
    route: `/playlist/${playlistId}`,
    path: '/playlist/:playlistId',
    session,
  });

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

describe('PlaylistPage', () => {
  it('shows name, description, owner, count and the videos', async () => {
    const playlist = ownedPlaylist();
    server.use(http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
    renderPage(playlist._id, stranger);

    expect(screen.getByText('Loading playlist...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The best ones')).toBeInTheDocument();
    expect(screen.getByText(/^Created by/)).toHaveTextContent('Created by curator • 2 videos');
    expect(screen.getByRole('link', { name: 'curator' })).toHaveAttribute(
      'href',
      '/channel/curator',
    );
    // Cards play the video within the playlist, so Up Next follows it.
    expect(screen.getByRole('link', { name: 'First clip' })).toHaveAttribute(
      'href',
      `/watch/${first._id}?list=${playlist._id}`,
    );
    expect(screen.getByRole('link', { name: 'Second clip' })).toBeInTheDocument();
    // Not the owner: nothing to change.
    expect(screen.queryByRole('button', { name: 'Edit playlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove "First clip"/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Favourites · Kinora');
  });

  it('opens a public playlist for a visitor who is not signed in, with nothing to change', async () => {
    const playlist = ownedPlaylist();
    server.use(http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
    renderPage(playlist._id, null);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Created by/)).toHaveTextContent('Created by curator • 2 videos');
    expect(screen.getByRole('link', { name: 'Play all' })).toHaveAttribute(
      'href',
      `/watch/${first._id}?list=${playlist._id}`,
    );
    expect(screen.getByRole('link', { name: 'Second clip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit playlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete playlist' })).not.toBeInTheDocument();
  });

  it('offers a visitor to log in and come back when the playlist is not found (it may be private)', async () => {
    server.use(http.get(apiUrl('/playlist/:id'), () => fail(404, 'Playlist not found.')));
    const { user, router } = renderPage('0123456789abcdef01234567', null);
    expect(await screen.findByRole('heading', { name: 'Playlist not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to My Playlists' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/playlist/0123456789abcdef01234567', search: '', hash: '' },
    });
  });

  it("shows the viewer's progress on the videos they started", async () => {
    const started = makeVideo({ title: 'Started clip', duration: 100, resumePosition: 25 });
    const playlist = ownedPlaylist({ videos: [started, second] });
    server.use(http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
    renderPage(playlist._id, stranger);
    expect(await screen.findByText('Watched 25%')).toBeInTheDocument();
    expect(screen.getAllByText(/^Watched \d+%$/)).toHaveLength(1);
  });

  it('says when the playlist has no videos', async () => {
    const playlist = ownedPlaylist({ videos: [], totalVideos: 0 });
    server.use(http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
    renderPage(playlist._id);
    expect(await screen.findByText('This playlist has no videos yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Created by/)).toHaveTextContent('Created by curator • 0 videos');
  });

  it('says when the playlist does not exist', async () => {
    server.use(http.get(apiUrl('/playlist/:id'), () => fail(404, 'Playlist not found.')));
    renderPage('0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { name: 'Playlist not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Playlists' })).toHaveAttribute(
      'href',
      '/playlists',
    );
  });

  it('treats an id the server rejects as malformed as a playlist that does not exist', async () => {
    server.use(http.get(apiUrl('/playlist/:id'), () => fail(400, 'Invalid playlist id.')));
    renderPage('not-a-playlist-id');
    expect(await screen.findByRole('heading', { name: 'Playlist not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(document.title).toBe('Playlist not found. · Kinora');
  });

  it('shows the failure with Retry', async () => {
    let calls = 0;
    const playlist = ownedPlaylist();
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Internal Server Error') : ok(playlist);
      }),
    );
    const { user } = renderPage(playlist._id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch playlist details.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
  });

  it('lets the owner remove a video, with the loading toast replaced by the result', async () => {
    const playlist = ownedPlaylist();
    let removed: string | null = null;
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      http.patch(apiUrl('/playlist/remove/:videoId/:playlistId'), ({ params }) => {
        removed = `${String(params.videoId)}/${String(params.playlistId)}`;
        return ok(playlist);
      }),
    );
    const { user } = renderPage(playlist._id);
    await user.click(
      await screen.findByRole('button', { name: 'Remove "First clip" from playlist' }),
    );
    expect(await screen.findByText('Video removed successfully!')).toBeInTheDocument();
    expect(removed).toBe(`${first._id}/${playlist._id}`);
    expect(screen.queryByRole('link', { name: 'First clip' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Created by/)).toHaveTextContent('Created by curator • 1 video');
  });

  it('keeps the video when removal fails and shows the server message', async () => {
    const playlist = ownedPlaylist();
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      http.patch(apiUrl('/playlist/remove/:videoId/:playlistId'), () =>
        fail(404, 'Video is not in this playlist.'),
      ),
    );
    const { user } = renderPage(playlist._id);
    await user.click(
      await screen.findByRole('button', { name: 'Remove "Second clip" from playlist' }),
    );
    expect(await screen.findByText('Video is not in this playlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second clip' })).toBeInTheDocument();
  });

  it('lets the owner rename the playlist', async () => {
    const playlist = ownedPlaylist();
    let body: PlaylistRequest | null = null;
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      http.patch(apiUrl(`/playlist/${playlist._id}`), async ({ request }) => {
        body = (await request.json()) as PlaylistRequest;
        return ok({ ...playlist, name: body.name, description: body.description ?? '' });
      }),
    );
    const { user } = renderPage(playlist._id);
    const editButton = await screen.findByRole('button', { name: 'Edit playlist' });
    await user.click(editButton);
    const dialog = screen.getByRole('dialog', { name: 'Edit playlist' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Favourites');

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(alertSpy).toHaveBeenCalledWith('Playlist name cannot be empty.');
    expect(body).toBeNull();

    await user.clear(name);
    await user.type(name, ' Top picks ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Top picks' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Top picks', description: 'The best ones', isPrivate: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editButton).toHaveFocus();
  });

  it('deletes after a confirmation and goes to /playlists', async () => {
    const playlist = ownedPlaylist();
    let deletes = 0;
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      http.delete(apiUrl(`/playlist/${playlist._id}`), () => {
        deletes += 1;
        return ok({ playlistId: playlist._id });
      }),
    );
    const { user, router } = renderPage(playlist._id);
    await user.click(await screen.findByRole('button', { name: 'Delete playlist' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete playlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete playlist' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete playlist?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists'));
    expect(deletes).toBe(1);
  });
});
