import {
  apiUrl,
  fail,
  makePlaylist,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { PlaylistsPage } from './playlists-page';
import type { PlaylistRequest } from '@kinora/shared';

const me = makeUser({ username: 'owner' });
const server = setupApiServer();
const listUrl = apiUrl(`/playlist/user/${me._id}`);
const createUrl = apiUrl('/playlist');

const renderPage = () =>
  renderWithProviders(<PlaylistsPage />, { route: '/playlists', session: me });

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

describe('PlaylistsPage', () => {
  it('shows a card per playlist with name, description and video count, linking to it', async () => {
    const trip = makePlaylist({
      name: 'Road trip',
      description: 'Songs for the car',
      totalVideos: 3,
      videos: [makeVideo()],
    });
    const solo = makePlaylist({ name: 'Solo', description: '', totalVideos: 1 });
    server.use(http.get(listUrl, () => ok(page([trip, solo]))));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Playlists' })).toBeInTheDocument();
    expect(screen.getByText('Loading playlists...')).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Road trip' });
    expect(link).toHaveAttribute('href', `/playlist/${trip._id}`);
    const card = link.closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('Songs for the car')).toBeInTheDocument();
    expect(within(card).getAllByText('3 videos').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Solo' })).toHaveAttribute(
      'href',
      `/playlist/${solo._id}`,
    );
    expect(screen.getAllByText('1 video').length).toBeGreaterThan(0);
    expect(document.title).toBe('My Playlists · Kinora');
  });

  it('invites the person to create their first playlist when there is none', async () => {
    server.use(http.get(listUrl, () => ok(page([]))));
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'No playlists found. Create your first one above!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your playlists' })).toBeInTheDocument();
  });

  it('counts the playlists the person made, not Watch later, and shows Watch later after them', async () => {
    const watchLater = makePlaylist({ name: 'Watch later', isWatchLater: true, isPrivate: true });
    server.use(http.get(listUrl, () => ok(page([watchLater]))));
    renderPage();

    // Only Watch later: nothing of their own yet, and no count that says otherwise.
    expect(
      await screen.findByRole('heading', {
        name: 'No playlists found. Create your first one above!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your playlists' })).toBeInTheDocument();
    const later = screen.getByRole('region', { name: 'Saved for later' });
    expect(within(later).getByRole('link', { name: 'Watch later' })).toHaveAttribute(
      'href',
      '/watch-later',
    );
  });

  it('lists the made playlists first, counted, with Watch later below them', async () => {
    const watchLater = makePlaylist({ name: 'Watch later', isWatchLater: true, isPrivate: true });
    const made = [makePlaylist({ name: 'Road trip' }), makePlaylist({ name: 'Cooking' })];
    server.use(http.get(listUrl, () => ok(page([watchLater, ...made]))));
    renderPage();

    const mine = await screen.findByRole('region', { name: 'Your playlists · 2' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Road trip', 'Cooking']);
    expect(screen.queryByText(/No playlists found/)).not.toBeInTheDocument();
    const later = screen.getByRole('region', { name: 'Saved for later' });
    expect(within(later).getByRole('link', { name: 'Watch later' })).toBeInTheDocument();
    // The list comes before anything else of the page's content.
    expect(mine.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(http.get(listUrl, () => fail(404, 'User not found.')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
  });

  it('falls back to the generic failure message', async () => {
    server.use(http.get(listUrl, () => new Response(null, { status: 502 })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch playlists.');
  });

  it('loads more on Load More, and keeps the cards with Try again when that fails', async () => {
    let secondPageFails = true;
    server.use(
      http.get(listUrl, ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') {
          return ok(page([makePlaylist({ name: 'Page one' })], { limit: 1, totalDocs: 2 }));
        }
        return secondPageFails
          ? new Response(null, { status: 502 })
          : ok(page([makePlaylist({ name: 'Page two' })], { page: 2, limit: 1, totalDocs: 2 }));
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Page one' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch playlists.');
    expect(screen.getByRole('link', { name: 'Page one' })).toBeInTheDocument();

    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Page two' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('opens New playlist in a dialog with Name focused; Cancel and Escape close it', async () => {
    server.use(http.get(listUrl, () => ok(page([]))));
    const { user } = renderPage();
    await screen.findByText('No playlists found. Create your first one above!');
    // No form on the page itself: the list is what the page shows.
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'New playlist' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'New playlist' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: /Private/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.type(screen.getByLabelText('Name'), 'Half typed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Each opening starts afresh.
    await user.click(open);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('alerts on an empty name and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.get(listUrl, () => ok(page([]))),
      http.post(createUrl, () => {
        posts += 1;
        return fail(400, 'unexpected');
      }),
    );
    const { user } = renderPage();
    await screen.findByText('No playlists found. Create your first one above!');
    await user.click(screen.getByRole('button', { name: 'New playlist' }));
    await user.type(screen.getByLabelText('Name'), '    ');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));
    expect(alertSpy).toHaveBeenCalledWith('Playlist name cannot be empty.');
    expect(posts).toBe(0);
    expect(screen.getByRole('dialog', { name: 'New playlist' })).toBeInTheDocument();
  });

  it('creates a private playlist with the trimmed name, closes the dialog and shows it first', async () => {
    const existing = makePlaylist({ name: 'Older list' });
    let body: PlaylistRequest | null = null;
    server.use(
      http.get(listUrl, () => ok(page([existing]))),
      http.post(createUrl, async ({ request }) => {
        body = (await request.json()) as PlaylistRequest;
        return ok(
          makePlaylist({
            name: body.name,
            description: body.description ?? '',
            isPrivate: body.isPrivate ?? true,
          }),
          201,
        );
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Older list' });
    expect(screen.getByRole('region', { name: 'Your playlists · 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New playlist' }));
    await user.type(screen.getByLabelText('Name'), '  Cooking  ');
    await user.type(screen.getByLabelText('Description'), 'Recipes');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    const created = await screen.findByRole('link', { name: 'Cooking' });
    expect(body).toEqual({ name: 'Cooking', description: 'Recipes', isPrivate: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Playlist "Cooking" created.')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Cooking')).toBeLessThan(links.indexOf('Older list'));
    expect(created.closest('article')).toHaveTextContent('• Private');
    expect(screen.getByRole('region', { name: 'Your playlists · 2' })).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('creates a public playlist when Private is unticked', async () => {
    let body: PlaylistRequest | null = null;
    server.use(
      http.get(listUrl, () => ok(page([]))),
      http.post(createUrl, async ({ request }) => {
        body = (await request.json()) as PlaylistRequest;
        return ok(makePlaylist({ name: body.name, isPrivate: body.isPrivate ?? true }), 201);
      }),
    );
    const { user } = renderPage();
    await screen.findByText('No playlists found. Create your first one above!');
    await user.click(screen.getByRole('button', { name: 'New playlist' }));
    await user.type(screen.getByLabelText('Name'), 'For everyone');
    await user.click(screen.getByRole('checkbox', { name: /Private/ }));
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    const link = await screen.findByRole('link', { name: 'For everyone' });
    expect(body).toEqual({ name: 'For everyone', description: '', isPrivate: false });
    expect(link.closest('article')).not.toHaveTextContent('Private');
    expect(
      screen.queryByText('No playlists found. Create your first one above!'),
    ).not.toBeInTheDocument();
  });

  it("alerts the server's message, else the generic one, when creation fails", async () => {
    let answer: 'message' | 'bare' = 'message';
    server.use(
      http.get(listUrl, () => ok(page([]))),
      http.post(createUrl, () =>
        answer === 'message'
          ? fail(400, 'name must be at most 120 characters')
          : new Response(null, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await screen.findByText('No playlists found. Create your first one above!');
    await user.click(screen.getByRole('button', { name: 'New playlist' }));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('name must be at most 120 characters'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Mine');
    expect(screen.getByRole('dialog', { name: 'New playlist' })).toBeInTheDocument();

    answer = 'bare';
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to create playlist.'));
  });
});
