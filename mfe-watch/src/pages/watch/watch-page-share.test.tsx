import {
  makeExternalVideo,
  makeUser,
  makeVideo,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  COPY_BY_HAND,
  EMBED_COPIED,
  LINK_COPIED,
} from '../../features/share/components/share-dialog';
import { externalVideoHandlers, ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const video = makeVideo({ title: 'Kites & "knots" <live>' });
const server = setupApiServer();
const origin = window.location.origin;

const renderWatch = (id: string, session = makeUser()) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId', session });

/**
 * What the browser's clipboard received; `refuse` makes it fail as without permission. Call it
 * after rendering: user-event's setup puts its own clipboard in place.
 */
function mockClipboard({ refuse = false } = {}) {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refuse) return Promise.reject(new Error('denied'));
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return written;
}

/** Plays the native player up to `seconds`, as its timeupdate events would report. */
function playTo(seconds: number) {
  const player = screen.getByLabelText(`Video player: ${video.title}`);
  Object.defineProperty(player, 'currentTime', { configurable: true, value: seconds });
  fireEvent(player, new Event('timeupdate'));
}

describe('Share', () => {
  it('copies the link, or the link at the current time, with a confirmation', async () => {
    server.use(...ownVideoHandlers(video));
    const { user } = renderWatch(video._id);
    const written = mockClipboard();
    await screen.findByRole('heading', { level: 1, name: video.title });
    playTo(83.6);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    const link = within(dialog).getByLabelText('Link');
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveValue(`${origin}/watch/${video._id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    expect(written).toEqual([`${origin}/watch/${video._id}`]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Start at 1:23' }));
    expect(link).toHaveValue(`${origin}/watch/${video._id}?t=83`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(written.at(-1)).toBe(`${origin}/watch/${video._id}?t=83`);
  });

  it('offers the embed code of an own video, escaped, following the start time', async () => {
    server.use(...ownVideoHandlers(video));
    const { user } = renderWatch(video._id);
    const written = mockClipboard();
    await screen.findByRole('heading', { level: 1, name: video.title });
    playTo(5);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    const code = within(dialog).getByLabelText('Embed');
    expect(code).toHaveValue(
      `<iframe width="560" height="315" src="${origin}/embed/${video._id}" title="Kites &amp; &quot;knots&quot; &lt;live&gt;" frameborder="0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Start at 0:05' }));
    expect((code as HTMLTextAreaElement).value).toContain(`src="${origin}/embed/${video._id}?t=5"`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText(EMBED_COPIED)).toBeInTheDocument();
    expect(written).toEqual([(code as HTMLTextAreaElement).value]);
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    server.use(...ownVideoHandlers(video));
    const { user } = renderWatch(video._id);
    mockClipboard({ refuse: true });
    await screen.findByRole('heading', { level: 1, name: video.title });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    // At the very start there is no time worth offering.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(COPY_BY_HAND)).toBeInTheDocument();
    const link = within(dialog).getByLabelText<HTMLInputElement>('Link');
    expect(link).toHaveFocus();
    expect(link.selectionStart).toBe(0);
    expect(link.selectionEnd).toBe(link.value.length);
  });

  it('shares a YouTube video by its link, without an embed code', async () => {
    const external = { ...makeExternalVideo({ videoId: 'dQw4w9WgXcQ' }), likes: 1 };
    server.use(...externalVideoHandlers(external));
    const { user } = renderWatch(external.videoId);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByLabelText('Link')).toHaveValue(`${origin}/watch/dQw4w9WgXcQ`);
    expect(within(dialog).queryByLabelText('Embed')).not.toBeInTheDocument();
  });
});
