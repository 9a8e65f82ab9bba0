import {
  apiUrl,
  fail,
  makeExternalVideo,
  makePlaylist,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { PlaylistPage } from './playlist-page';
import type { PlaylistOrderRequest } from '@kinora/shared';

const owner = makeUser({ username: 'curator' });
const stranger = makeUser({ username: 'stranger' });
const server = setupApiServer();
const a = makeVideo({ title: 'Alpha' });
const b = makeExternalVideo({ title: 'Bravo', videoId: 'bravo123456' });
const c = makeVideo({ title: 'Charlie' });
const playlist = makePlaylist({
  name: 'Ordered',
  videos: [a, b, c],
  totalVideos: 3,
  owner: { _id: owner._id, username: owner.username },
});
const orderUrl = apiUrl(`/playlist/${playlist._id}/order`);

const renderPage = (session = owner) =>
  renderWithProviders(<PlaylistPage />, {
    route: `/playlist/${playlist._id}`,
    path: '/playlist/:playlistId',
    session,
  });

/** The video titles in the order the page shows them. */
const shownOrder = () =>
  screen
    .getAllByRole('link', { name: /^(Alpha|Bravo|Charlie)$/ })
    .map((link) => link.getAttribute('title'));

beforeEach(() => {
  server.use(http.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)));
});

describe('PlaylistPage: reordering', () => {
  it('moves a video with the arrow keys on its handle, saves the full order and announces it', async () => {
    const sent: PlaylistOrderRequest[] = [];
    server.use(
      http.patch(orderUrl, async ({ request }) => {
        sent.push((await request.json()) as PlaylistOrderRequest);
        return ok(playlist);
      }),
    );
    const { user } = renderPage();
    const handle = await screen.findByRole('button', { name: 'Reorder "Alpha", position 1 of 3' });
    handle.focus();
    await user.keyboard('{ArrowDown}');

    expect(shownOrder()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(screen.getByRole('status')).toHaveTextContent('Moved "Alpha" to position 2 of 3.');
    await waitFor(() => expect(sent).toEqual([{ videoIds: [b.videoId, a._id, c._id] }]));
    // Focus stays on the moved video's handle, so it can keep going.
    expect(screen.getByRole('button', { name: 'Reorder "Alpha", position 2 of 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(shownOrder()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    await waitFor(() => expect(sent[1]).toEqual({ videoIds: [b.videoId, c._id, a._id] }));
    // Already last: nothing to do, nothing sent.
    await user.keyboard('{ArrowDown}');
    expect(sent).toHaveLength(2);
  });

  it('moves a video by dragging it onto another', async () => {
    const sent: PlaylistOrderRequest[] = [];
    server.use(
      http.patch(orderUrl, async ({ request }) => {
        sent.push((await request.json()) as PlaylistOrderRequest);
        return ok(playlist);
      }),
    );
    renderPage();
    const charlie = (await screen.findByRole('link', { name: 'Charlie' })).closest('[draggable]');
    const alpha = screen.getByRole('link', { name: 'Alpha' }).closest('[draggable]');
    if (!charlie || !alpha) throw new Error('draggable cards expected');
    const dataTransfer = { setData: () => undefined, effectAllowed: 'none' };
    fireEvent.dragStart(charlie, { dataTransfer });
    fireEvent.dragOver(alpha, { dataTransfer });
    fireEvent.drop(alpha, { dataTransfer });
    expect(shownOrder()).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await waitFor(() => expect(sent).toEqual([{ videoIds: [c._id, a._id, b.videoId] }]));
  });

  it('puts the order back and says so when the server refuses it', async () => {
    server.use(http.patch(orderUrl, () => fail(400, 'The new order must list every video.')));
    const { user } = renderPage();
    (await screen.findByRole('button', { name: 'Reorder "Charlie", position 3 of 3' })).focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByText('The new order must list every video.')).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('is for the owner only', async () => {
    renderPage(stranger);
    expect(await screen.findByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder/ })).not.toBeInTheDocument();
  });
});
