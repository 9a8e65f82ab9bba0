import { screen, waitFor, within } from '@testing-library/react';
import { http as mock } from 'msw';
import {
  apiUrl,
  fail,
  makeChannel,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { channelReportMenu, ReportMenu, type ReportMenuBlock } from './report-menu';
import type { BlockRequest, ChannelProfile, User } from '@kinora/shared';

const me = makeUser({ username: 'bob' });
const troll = { _id: 'a'.repeat(24), username: 'troll' };
const server = setupApiServer();
const MENU = 'More actions for this comment';

/** Answers the block calls and keeps each one: `POST … { scope }` or `DELETE`. */
function answerBlocks() {
  const calls: string[] = [];
  server.use(
    mock.post(apiUrl('/users/blocks/:userId'), async ({ params, request }) => {
      const { scope = 'everywhere' } = (await request.json()) as BlockRequest;
      calls.push(`block ${String(params.userId)} ${scope}`);
      return ok({ user: { ...troll, fullName: '', avatar: '' }, scope, createdAt: '' });
    }),
    mock.delete(apiUrl('/users/blocks/:userId'), ({ params }) => {
      calls.push(`unblock ${String(params.userId)}`);
      return ok({ userId: String(params.userId), unblocked: true });
    }),
  );
  return calls;
}

function renderMenu(block: ReportMenuBlock, session: User | null = me) {
  return renderWithProviders(
    <ReportMenu
      target={{ kind: 'comment', id: 'c1', ownerId: block.user._id }}
      block={block}
      label={MENU}
    />,
    { route: '/watch/v1', path: '/watch/:videoId', session },
  );
}

async function openMenu(user: ReturnType<typeof renderMenu>['user'], name = MENU) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('menu', { name });
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());

describe('Block user in the "…" menu', () => {
  it('is offered to a signed-in viewer on someone else’s item, before Report', async () => {
    const { user } = renderMenu({ user: troll });
    expect(itemNames(await openMenu(user))).toEqual(['Block user', 'Report']);
  });

  it('is not offered to a visitor, nor on one’s own item', async () => {
    const { user, unmount } = renderMenu({ user: troll }, null);
    expect(itemNames(await openMenu(user))).toEqual(['Sign in to report']);
    unmount();

    renderMenu({ user: { _id: me._id, username: 'bob' } });
    expect(screen.queryByRole('button', { name: MENU })).not.toBeInTheDocument();
  });

  it('offers Hide user from channel too on a comment on the viewer’s own video', async () => {
    const { user } = renderMenu({ user: troll, canHide: true });
    expect(itemNames(await openMenu(user))).toEqual([
      'Hide user from channel',
      'Block user',
      'Report',
    ]);
  });

  it('asks first, and sends nothing when the viewer cancels', async () => {
    const calls = answerBlocks();
    const { user } = renderMenu({ user: troll });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Block user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block @troll?' });
    expect(dialog).toHaveAccessibleDescription(
      "You won't see their videos, comments or posts, and they won't be able to comment on your videos or reply to you. You can unblock them in Settings.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MENU })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('blocks everywhere once confirmed, and says so', async () => {
    const calls = answerBlocks();
    const { user } = renderMenu({ user: troll });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Block user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block @troll?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked @troll')).toBeInTheDocument();
    expect(calls).toEqual([`block ${troll._id} everywhere`]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('hides the user from the viewer’s channel once confirmed', async () => {
    const calls = answerBlocks();
    const { user } = renderMenu({ user: troll, canHide: true });
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Hide user from channel' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Hide @troll from your channel?' });
    expect(dialog).toHaveAccessibleDescription(
      "They won't be able to comment on your videos or reply to you, and their comments on your videos will be hidden from everyone but them.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide user' }));
    expect(await screen.findByText('Hid @troll from your channel')).toBeInTheDocument();
    expect(calls).toEqual([`block ${troll._id} channel`]);
  });

  it('tells the server’s reason when the block fails', async () => {
    server.use(mock.post(apiUrl('/users/blocks/:userId'), () => fail(404, 'User not found.')));
    const { user } = renderMenu({ user: troll });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Block user' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByText('Blocked @troll')).not.toBeInTheDocument();
  });
});

describe('The channel’s "…" menu', () => {
  const channel: ChannelProfile = makeChannel({ ...troll, fullName: 'Troll' });
  const CHANNEL_MENU = 'More actions for this channel';
  const renderChannelMenu = (profile: ChannelProfile) =>
    renderWithProviders(channelReportMenu(profile), { route: '/channel/troll', session: me });

  it('offers Block user on a channel the viewer has not blocked', async () => {
    const { user } = renderChannelMenu(channel);
    expect(itemNames(await openMenu(user, CHANNEL_MENU))).toEqual(['Block user', 'Report']);
  });

  it('offers Unblock on a blocked channel, which lifts the block at once', async () => {
    const calls = answerBlocks();
    const { user } = renderChannelMenu({ ...channel, blockScope: 'everywhere' });
    const menu = await openMenu(user, CHANNEL_MENU);
    expect(itemNames(menu)).toEqual(['Unblock', 'Report']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked @troll')).toBeInTheDocument();
    expect(calls).toEqual([`unblock ${troll._id}`]);
  });

  it('offers both Block user and Unblock on a channel only hidden from the viewer’s own', async () => {
    const { user } = renderChannelMenu({ ...channel, blockScope: 'channel' });
    expect(itemNames(await openMenu(user, CHANNEL_MENU))).toEqual([
      'Block user',
      'Unblock',
      'Report',
    ]);
  });
});
