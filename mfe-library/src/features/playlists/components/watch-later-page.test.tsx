import {
  apiUrl,
  makeExternalVideo,
  makePlaylist,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { WatchLaterPage } from './watch-later-page';
import type { UpdatePlaylistRequest } from '@kinora/shared';

const me = makeUser({ username: 'me' });
const server = setupApiServer();
const own = makeVideo({ title: 'Own clip' });
const youtube = makeExternalVideo({ title: 'From YouTube', videoId: 'abcdefghijk' });
const watchLater = makePlaylist({
  name: 'Watch later',
  description: '',
  isWatchLater: true,
  isPrivate: true,
  videos: [youtube, own],
  totalVideos: 2,
  owner: { _id: me._id, username: me.username },
});

const renderPage = () =>
  renderWithProviders(<WatchLaterPage />, { route: '/watch-later', session: me });

describe('WatchLaterPage', () => {
  it('shows Watch later with Play all, YouTube videos badged, and no Delete', async () => {
    server.use(http.get(apiUrl('/playlist/watch-later'), () => ok(watchLater)));
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Watch later' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private playlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play all' })).toHaveAttribute(
      'href',
      `/watch/${youtube.videoId}?list=${watchLater._id}`,
    );
    const external = screen.getByRole('link', { name: 'From YouTube' });
    expect(external).toHaveAttribute('href', `/watch/${youtube.videoId}?list=${watchLater._id}`);
    const externalCard = external.closest('article');
    if (!externalCard) throw new Error('card expected');
    expect(within(externalCard).getByText('YouTube')).toBeInTheDocument();
    expect(within(externalCard).getByText(youtube.channelTitle)).toBeInTheDocument();
    const ownCard = screen.getByRole('link', { name: 'Own clip' }).closest('article');
    if (!ownCard) throw new Error('card expected');
    expect(within(ownCard).queryByText('YouTube')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete playlist' })).not.toBeInTheDocument();
  });

  it('edits only its description: no name, no privacy switch', async () => {
    let sent: UpdatePlaylistRequest | null = null;
    server.use(
      http.get(apiUrl('/playlist/watch-later'), () => ok(watchLater)),
      http.patch(apiUrl(`/playlist/${watchLater._id}`), async ({ request }) => {
        sent = (await request.json()) as UpdatePlaylistRequest;
        return ok({ ...watchLater, description: 'Tonight' });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit playlist' });
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), 'Tonight');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tonight')).toBeInTheDocument();
    expect(sent).toEqual({ description: 'Tonight' });
  });
});
