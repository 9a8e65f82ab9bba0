import {
  apiUrl,
  makePlaylist,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
  inLanguage,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { PlaylistPage } from './features/playlists/components/playlist-page';

const me = makeUser({ username: 'curator' });
const server = setupApiServer();

inLanguage('fr');

describe('the library pages in French', () => {
  it('shows a playlist with its own texts and plurals in French', async () => {
    const playlist = makePlaylist({
      name: 'Favourites',
      isPrivate: true,
      owner: { _id: me._id, username: me.username },
      videos: [makeVideo(), makeVideo()],
    });
    server.use(http.get(apiUrl('/playlist/:playlistId'), () => ok(playlist)));
    renderWithProviders(<PlaylistPage />, {
      route: `/playlist/${playlist._id}`,
      path: '/playlist/:playlistId',
      session: me,
    });

    expect(await screen.findByText('Playlist privée')).toBeInTheDocument();
    expect(screen.getByText(/^Créée par/)).toHaveTextContent('Créée par curator • 2 vidéos');
    expect(screen.getByRole('button', { name: 'Modifier la playlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tout lire' })).toBeInTheDocument();
  });
});
