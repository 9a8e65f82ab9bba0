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
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { PlaylistPage } from './playlist-page';
import type { Playlist, UpdatePlaylistRequest } from '@kinora/shared';

const owner = makeUser({ username: 'curator' });
const server = setupApiServer();
const playlist = makePlaylist({
  name: 'Drafts',
  videos: [makeVideo({ title: 'A clip' })],
  totalVideos: 1,
  owner: { _id: owner._id, username: owner.username },
});

const renderPage = (id: string) =>
  renderWithProviders(<PlaylistPage />, {
    route: `/playlist/${id}`,
    path: '/playlist/:playlistId',
    session: owner,
  });

describe('PlaylistPage: privacy', () => {
  it('lets the owner make a playlist private, and shows it in the header', async () => {
    let sent: UpdatePlaylistRequest | null = null;
    server.use(
      http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      http.patch(apiUrl(`/playlist/${playlist._id}`), async ({ request }) => {
        sent = (await request.json()) as UpdatePlaylistRequest;
        return ok<Playlist>({ ...playlist, isPrivate: true });
      }),
    );
    const { user } = renderPage(playlist._id);
    expect(await screen.findByText('Playlist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit playlist' });
    const checkbox = within(dialog).getByRole('checkbox', { name: /Private/ });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Private playlist')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Drafts', description: playlist.description, isPrivate: true });
  });

  it("treats someone else's private playlist as not found", async () => {
    server.use(http.get(apiUrl('/playlist/:id'), () => fail(404, 'Playlist not found.')));
    renderPage('ffffffffffffffffffffffff');
    expect(await screen.findByText('Playlist not found.')).toBeInTheDocument();
  });
});
