import { useState } from 'react';
import {
  apiUrl,
  fail,
  makePlaylist,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import ExposedSaveToPlaylistDialog from './save-to-playlist-dialog';
import type { Playlist, PlaylistRequest } from '@kinora/shared';

const me = makeUser({ username: 'saver' });
const videoId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const server = setupApiServer();
const listUrl = apiUrl(`/playlist/user/${me._id}`);

/** The watch page's side: a Save button that opens the exposed dialog. */
function WatchPageStub({ id = videoId }: { id?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <ExposedSaveToPlaylistDialog videoId={id} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const renderDialog = (session: typeof me | null = me, id = videoId) =>
  renderWithProviders(<WatchPageStub id={id} />, {
    route: `/watch/${id}`,
    path: '/watch/:id',
    session,
  });

const openDialog = async (user: ReturnType<typeof renderDialog>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.getByRole('dialog', { name: 'Save to playlist' });
};

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

describe('SaveToPlaylistDialog', () => {
  it('asks for the video, then shows Add or Remove by containsCurrentVideo', async () => {
    let asked: string | null = null;
    server.use(
      http.get(listUrl, async ({ request }) => {
        asked = new URL(request.url).searchParams.get('videoId');
        await delay(50);
        return ok(
          page([
            makePlaylist({ name: 'Later', containsCurrentVideo: false }),
            makePlaylist({ name: 'Loved', containsCurrentVideo: true, totalVideos: 4 }),
          ]),
        );
      }),
    );
    const { user } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);

    expect(await within(dialog).findByText('Loading playlists...')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Add: Later' })).toHaveTextContent(
      'Add',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove: Loved' })).toHaveTextContent(
      'Remove',
    );
    expect(within(dialog).getByText('4 videos')).toBeInTheDocument();
    expect(asked).toBe(videoId);
  });

  it('adds with a loading toast replaced by success, and the button flips', async () => {
    const later = makePlaylist({ name: 'Later', containsCurrentVideo: false });
    let added: string | null = null;
    server.use(
      http.get(listUrl, () => ok(page([later]))),
      http.patch(apiUrl('/playlist/add/:videoId/:playlistId'), async ({ params }) => {
        await delay(50);
        added = `${String(params.videoId)}/${String(params.playlistId)}`;
        return ok(later);
      }),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Add: Later' }));
    expect(await screen.findByText('Adding video...')).toBeInTheDocument();
    expect(await screen.findByText('Video added successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Adding video...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove: Later' })).toBeEnabled();
    expect(added).toBe(`${videoId}/${later._id}`);
  });

  it('removes with its toasts and flips back to Add', async () => {
    const loved = makePlaylist({ name: 'Loved', containsCurrentVideo: true, totalVideos: 1 });
    server.use(
      http.get(listUrl, () => ok(page([loved]))),
      http.patch(apiUrl('/playlist/remove/:videoId/:playlistId'), async () => {
        await delay(50);
        return ok(loved);
      }),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove: Loved' }));
    expect(await screen.findByText('Removing video...')).toBeInTheDocument();
    expect(await screen.findByText('Video removed successfully!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add: Loved' })).toBeInTheDocument();
    expect(within(dialog).getByText('0 videos')).toBeInTheDocument();
  });

  it('keeps the state on failure: server message, else the fallback', async () => {
    const later = makePlaylist({ name: 'Later', containsCurrentVideo: false });
    const loved = makePlaylist({ name: 'Loved', containsCurrentVideo: true });
    server.use(
      http.get(listUrl, () => ok(page([later, loved]))),
      http.patch(apiUrl('/playlist/add/:videoId/:playlistId'), () =>
        fail(409, 'Video is already in this playlist.'),
      ),
      http.patch(
        apiUrl('/playlist/remove/:videoId/:playlistId'),
        () => new Response(null, { status: 500 }),
      ),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Add: Later' }));
    expect(await screen.findByText('Video is already in this playlist.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add: Later' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove: Loved' }));
    expect(await screen.findByText('Failed to remove video.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove: Loved' })).toBeInTheDocument();
  });

  it('says "Failed to add video." when the server gives no message', async () => {
    server.use(
      http.get(listUrl, () =>
        ok(page([makePlaylist({ name: 'Later', containsCurrentVideo: false })])),
      ),
      http.patch(
        apiUrl('/playlist/add/:videoId/:playlistId'),
        () => new Response(null, { status: 500 }),
      ),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Add: Later' }));
    expect(await screen.findByText('Failed to add video.')).toBeInTheDocument();
  });

  it('creates a playlist inside the dialog and adds the video to it', async () => {
    let body: PlaylistRequest | null = null;
    let addedTo: string | null = null;
    const made: Playlist = makePlaylist({ name: 'Fresh', description: '', totalVideos: 0 });
    server.use(
      http.get(listUrl, () => ok(page([]))),
      http.post(apiUrl('/playlist'), async ({ request }) => {
        body = (await request.json()) as PlaylistRequest;
        return ok(made, 201);
      }),
      http.patch(apiUrl('/playlist/add/:videoId/:playlistId'), ({ params }) => {
        addedTo = String(params.playlistId);
        return ok(made);
      }),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText('You have no playlists yet. Create one below.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New playlist' }));
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Create Playlist' }));
    expect(alertSpy).toHaveBeenCalledWith('Playlist name cannot be empty.');

    await user.type(name, ' Fresh ');
    expect(within(dialog).getByLabelText('Add this video to the new playlist')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create Playlist' }));

    expect(await screen.findByText('Video added successfully!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Fresh', description: '', isPrivate: true });
    expect(addedTo).toBe(made._id);
    expect(within(dialog).getByRole('button', { name: 'Remove: Fresh' })).toBeInTheDocument();
    expect(within(dialog).getByText(/1 video$/)).toBeInTheDocument();
  });

  it('can create a playlist without adding the video, and alerts a failed creation', async () => {
    let posts = 0;
    server.use(
      http.get(listUrl, () => ok(page([]))),
      http.post(apiUrl('/playlist'), () => {
        posts += 1;
        return posts === 1
          ? fail(400, 'name is too long')
          : ok(makePlaylist({ name: 'Quiet' }), 201);
      }),
    );
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'New playlist' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Quiet');
    await user.click(within(dialog).getByLabelText('Add this video to the new playlist'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Playlist' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('name is too long'));

    await user.click(within(dialog).getByRole('button', { name: 'Create Playlist' }));
    expect(await within(dialog).findByRole('button', { name: 'Add: Quiet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New playlist' })).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to Save', async () => {
    server.use(http.get(listUrl, () => ok(page([makePlaylist({ name: 'Later' })]))));
    const { user } = renderDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    await openDialog(user);
    await screen.findByRole('button', { name: 'Add: Later' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveFocus();
  });

  it('keeps focus on the toggled button, so Escape still closes the dialog', async () => {
    const later = makePlaylist({ name: 'Later', containsCurrentVideo: false });
    let adds = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(listUrl, () => ok(page([later]))),
      http.patch(apiUrl('/playlist/add/:videoId/:playlistId'), async () => {
        adds += 1;
        await answered;
        return ok(later);
      }),
    );
    const { user } = renderDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    const dialog = await openDialog(user);
    const add = await within(dialog).findByRole('button', { name: 'Add: Later' });
    await user.click(add);

    // While the change is under way the button says so, yet stays focusable: a browser moves
    // focus off a disabled button to the page's body, out of the dialog.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toBeDisabled();
    expect(add).toHaveFocus();
    await user.click(add);
    answer();
    expect(await within(dialog).findByRole('button', { name: 'Remove: Later' })).toBe(add);
    expect(add).toHaveAttribute('aria-disabled', 'false');
    expect(add).toHaveFocus();
    expect(adds).toBe(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveFocus();
  });

  it('fetches afresh each time it opens', async () => {
    let calls = 0;
    server.use(
      http.get(listUrl, () => {
        calls += 1;
        return ok(page([makePlaylist({ name: 'Later', containsCurrentVideo: calls > 1 })]));
      }),
    );
    const { user } = renderDialog();
    let dialog = await openDialog(user);
    await within(dialog).findByRole('button', { name: 'Add: Later' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    dialog = await openDialog(user);
    expect(
      await within(dialog).findByRole('button', { name: 'Remove: Later' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the list failure with Retry', async () => {
    server.use(http.get(listUrl, () => fail(500, 'Database unavailable')));
    const { user } = renderDialog();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in, remembering the page', async () => {
    const { user } = renderDialog(null);
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText('Log in to save videos to your playlists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('saves a YouTube video too, with Watch later listed first as the server gives it', async () => {
    const youtubeId = 'dQw4w9WgXcQ';
    const later = makePlaylist({
      name: 'Watch later',
      isWatchLater: true,
      isPrivate: true,
      containsCurrentVideo: false,
    });
    const mine = makePlaylist({ name: 'Mine', containsCurrentVideo: false });
    let asked: string | null = null;
    let added: string | null = null;
    server.use(
      http.get(listUrl, ({ request }) => {
        asked = new URL(request.url).searchParams.get('videoId');
        return ok(page([later, mine]));
      }),
      http.patch(apiUrl('/playlist/add/:videoId/:playlistId'), ({ params }) => {
        added = `${String(params.videoId)}/${String(params.playlistId)}`;
        return ok(later);
      }),
    );
    const { user } = renderDialog(me, youtubeId);
    const dialog = await openDialog(user);
    const list = await within(dialog).findByRole('list', { name: 'Your playlists' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add', 'Add']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Watch later');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Private');
    await user.click(within(dialog).getByRole('button', { name: 'Add: Watch later' }));
    expect(await screen.findByText('Video added successfully!')).toBeInTheDocument();
    expect(asked).toBe(youtubeId);
    expect(added).toBe(`${youtubeId}/${later._id}`);
  });
});
