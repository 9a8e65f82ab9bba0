import {
  apiUrl,
  fail,
  makePublicUser,
  makeExternalVideo,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { HistoryPage } from './history-page';
import type { Video } from '@kinora/shared';

const me = makeUser();
const server = setupApiServer();
const historyUrl = apiUrl('/users/history');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (
  title: string,
  watchedAt: string,
  description = 'About it',
): Video & { watchedAt: string } => ({
  ...makeVideo({
    title,
    description,
    owner: makePublicUser({
      username: `${title.toLowerCase()}-owner`,
      fullName: `${title} Channel`,
    }),
  }),
  watchedAt,
});

const renderPage = () => renderWithProviders(<HistoryPage />, { route: '/history', session: me });

describe('HistoryPage', () => {
  it('lists watched videos newest first with their details', async () => {
    const newer = entry('Newer', minutesAgo(5), 'The newer one');
    const older = entry('Older', minutesAgo(60 * 26), 'The older one');
    server.use(http.get(historyUrl, () => ok(page([newer, older]))));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Watch History' })).toBeInTheDocument();
    expect(screen.getByText('Loading watch history...')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Watched videos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    if (!first || !second) throw new Error('two items expected');
    expect(within(first).getByRole('link', { name: 'Newer' })).toHaveAttribute(
      'href',
      `/watch/${newer._id}`,
    );
    // The channel by its display name.
    expect(within(first).getByRole('link', { name: 'Newer Channel' })).toHaveAttribute(
      'href',
      '/channel/newer-owner',
    );
    expect(within(first).getByText('The newer one')).toBeInTheDocument();
    expect(within(first).getByText('Watched 5 minutes ago')).toBeInTheDocument();
    // The thumbnail is decorative (alt ''): the title link names the card.
    expect(first.querySelector('img')).toHaveAttribute('src', newer.thumbnail);
    expect(within(second).getByText('Watched 1 day ago')).toBeInTheDocument();
    expect(document.title).toBe('Watch History · Kinora');
  });

  it('shows the empty message', async () => {
    server.use(http.get(historyUrl, () => ok(page([]))));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your watch history is empty.' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Clear all watch history' }),
    ).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    server.use(http.get(historyUrl, () => fail(500, 'Boom')));
    renderPage();
    expect(await screen.findByText('Failed to fetch watch history.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('removes one video', async () => {
    const keep = entry('Keep', minutesAgo(1));
    const drop = entry('Drop', minutesAgo(2));
    let deleted: string | null = null;
    server.use(
      http.get(historyUrl, () => ok(page([keep, drop]))),
      http.delete(apiUrl('/users/history/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return ok({ videoId: params.videoId });
      }),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Remove "Drop" from watch history' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Drop' })).not.toBeInTheDocument(),
    );
    expect(deleted).toBe(drop._id);
    expect(screen.getByRole('link', { name: 'Keep' })).toBeInTheDocument();
    expect(await screen.findByText('Removed from watch history.')).toBeInTheDocument();
  });

  it('fetches what is left once every loaded video was removed but more remain', async () => {
    const first = entry('First', minutesAgo(1));
    const later = entry('Later', minutesAgo(2));
    let removed = false;
    server.use(
      http.get(historyUrl, () =>
        removed ? ok(page([later])) : ok(page([first], { limit: 1, totalDocs: 2 })),
      ),
      http.delete(apiUrl('/users/history/:videoId'), ({ params }) => {
        removed = true;
        return ok({ videoId: params.videoId });
      }),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Remove "First" from watch history' }),
    );
    expect(await screen.findByRole('link', { name: 'Later' })).toBeInTheDocument();
    expect(screen.queryByText('Your watch history is empty.')).not.toBeInTheDocument();
  });

  it('keeps the video and says why when removing fails', async () => {
    const stuck = entry('Stuck', minutesAgo(1));
    server.use(
      http.get(historyUrl, () => ok(page([stuck]))),
      http.delete(apiUrl('/users/history/:videoId'), () =>
        fail(404, 'Video not found in history.'),
      ),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Remove "Stuck" from watch history' }),
    );
    expect(await screen.findByText('Video not found in history.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stuck' })).toBeInTheDocument();
  });

  it('clears everything after a confirmation, and Cancel keeps it', async () => {
    let cleared = 0;
    server.use(
      http.get(historyUrl, () => ok(page([entry('One', minutesAgo(1))]))),
      http.delete(historyUrl, () => {
        cleared += 1;
        return ok({ removed: 1 });
      }),
    );
    const { user } = renderPage();
    const clearButton = await screen.findByRole('button', { name: 'Clear all watch history' });

    await user.click(clearButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Clear watch history?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cleared).toBe(0);
    expect(clearButton).toHaveFocus();

    await user.click(clearButton);
    dialog = screen.getByRole('alertdialog', { name: 'Clear watch history?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(
      await screen.findByRole('heading', { name: 'Your watch history is empty.' }),
    ).toBeInTheDocument();
    expect(cleared).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Watch history cleared.')).toBeInTheDocument();
  });

  it('shows a watched YouTube video with its badge and channel, and removes it by its id', async () => {
    const youtube = { ...makeExternalVideo({ title: 'On YouTube' }), watchedAt: minutesAgo(2) };
    let deleted: string | null = null;
    server.use(
      http.get(historyUrl, () => ok(page([youtube]))),
      http.delete(apiUrl('/users/history/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return ok({ videoId: params.videoId });
      }),
    );
    const { user } = renderPage();
    const link = await screen.findByRole('link', { name: 'On YouTube' });
    expect(link).toHaveAttribute('href', `/watch/${youtube.videoId}`);
    const card = link.closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('YouTube')).toBeInTheDocument();
    expect(within(card).getByText(youtube.channelTitle)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Remove "On YouTube" from watch history' }),
    );
    await waitFor(() => expect(deleted).toBe(youtube.videoId));
  });
});
