import {
  apiUrl,
  fail,
  makeExternalVideo,
  makePlaylist,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { UpNext } from './up-next';

const server = setupApiServer();

const first = makeVideo({ title: 'First in list' });
const second = makeExternalVideo({ title: 'Second from YouTube', videoId: 'abcdefghijk' });
const third = makeVideo({ title: 'Third in list' });
const playlist = makePlaylist({ name: 'Road trip', videos: [first, second, third] });

const renderAt = (videoId: string, list: string) =>
  renderWithProviders(<UpNext videoId={videoId} title="Anything" />, {
    route: `/watch/${videoId}?list=${list}`,
    path: '/watch/:videoId',
  });

describe('UpNext following a playlist', () => {
  it("lists the playlist's videos in order, marks the playing one and links to the next", async () => {
    let recommended = false;
    server.use(
      mock.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
      mock.get(apiUrl('/videos'), () => {
        recommended = true;
        return ok(page([]));
      }),
    );
    renderAt(second.videoId, playlist._id);

    const list = await screen.findByRole('list', { name: 'Videos of Road trip' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getAllByRole('link')[0]?.getAttribute('title')),
    ).toEqual(['First in list', 'Second from YouTube', 'Third in list']);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1] as HTMLElement).getByText('Now playing')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('YouTube')).toBeInTheDocument();
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next video' })).toHaveAttribute(
      'href',
      `/watch/${third._id}?list=${playlist._id}`,
    );
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'First in list' }),
    ).toHaveAttribute('href', `/watch/${first._id}?list=${playlist._id}`);
    expect(recommended).toBe(false);
  });

  it('has no Next link on the last video', async () => {
    server.use(mock.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
    renderAt(third._id, playlist._id);
    expect(await screen.findByText(/3 \/ 3/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next video' })).not.toBeInTheDocument();
  });

  it('falls back to recommendations when the playlist cannot be read', async () => {
    server.use(
      mock.get(apiUrl('/playlist/:id'), () => fail(404, 'Playlist not found.')),
      mock.get(apiUrl('/videos'), () => ok(page([makeVideo({ title: 'Recommended' })]))),
      mock.get(apiUrl('/youtube/search'), () =>
        ok({ videos: [], nextPageToken: null, hasNextPage: false }),
      ),
    );
    renderAt(first._id, 'ffffffffffffffffffffffff');
    expect(await screen.findByRole('link', { name: 'Recommended' })).toBeInTheDocument();
  });
});
