import {
  apiUrl,
  makeExternalVideo,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { externalVideoHandlers, ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';
import type { BlockRequest, CreateReportRequest, User } from '@kinora/shared';

const video = makeVideo({ title: 'Kites at dusk' });
const server = setupApiServer();

const renderWatch = (id: string, session: User | null = makeUser()) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId', session });

describe('Reporting a video', () => {
  it('reports the video, at the moment the player is at when asked to', async () => {
    const sent: CreateReportRequest[] = [];
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl('/reports'), async ({ request }) => {
        sent.push((await request.json()) as CreateReportRequest);
        return ok({ reportId: 'r1' }, 201);
      }),
    );
    const { user } = renderWatch(video._id);
    await screen.findByRole('heading', { level: 1, name: video.title });
    const player = screen.getByLabelText(`Video player: ${video.title}`);
    Object.defineProperty(player, 'currentTime', { configurable: true, value: 83.6 });
    fireEvent(player, new Event('timeupdate'));

    await user.click(screen.getByRole('button', { name: 'More actions for this video' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report video' });
    await user.click(within(dialog).getByRole('radio', { name: 'Violence or dangerous acts' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'At 1:23 in the video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thanks for reporting')).toBeInTheDocument();
    expect(sent).toEqual([
      { itemKind: 'video', itemId: video._id, reason: 'violence', startAt: 83 },
    ]);
  });

  it('asks visitors to sign in to report', async () => {
    server.use(...ownVideoHandlers(video));
    const { user } = renderWatch(video._id, null);
    await screen.findByRole('heading', { level: 1, name: video.title });
    await user.click(screen.getByRole('button', { name: 'More actions for this video' }));
    expect(screen.getByRole('menuitem', { name: 'Sign in to report' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('is not offered on one’s own video, nor on a YouTube video', async () => {
    server.use(...ownVideoHandlers(video));
    const { unmount } = renderWatch(video._id, makeUser({ _id: video.owner._id }));
    await screen.findByRole('heading', { level: 1, name: video.title });
    expect(
      screen.queryByRole('button', { name: 'More actions for this video' }),
    ).not.toBeInTheDocument();
    unmount();

    const external = { ...makeExternalVideo({ videoId: 'dQw4w9WgXcQ' }), likes: 1 };
    server.use(
      ...externalVideoHandlers(external),
      // A signed-in viewer's watch goes into their history.
      mock.post(apiUrl(`/users/history/external/${external.videoId}`), () => ok({})),
    );
    renderWatch(external.videoId);
    await screen.findByRole('heading', { level: 1, name: external.title });
    expect(
      screen.queryByRole('button', { name: 'More actions for this video' }),
    ).not.toBeInTheDocument();
  });
});

describe('Blocking a video’s owner', () => {
  it('is offered in the video’s menu, and blocks its owner once confirmed', async () => {
    const sent: { userId: string; body: BlockRequest }[] = [];
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl('/users/blocks/:userId'), async ({ params, request }) => {
        sent.push({ userId: String(params.userId), body: (await request.json()) as BlockRequest });
        return ok({ user: video.owner, scope: 'everywhere', createdAt: video.createdAt });
      }),
    );
    const { user } = renderWatch(video._id);
    await screen.findByRole('heading', { level: 1, name: video.title });
    await user.click(screen.getByRole('button', { name: 'More actions for this video' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Block user', 'Report']);
    await user.click(screen.getByRole('menuitem', { name: 'Block user' }));
    const dialog = screen.getByRole('alertdialog', { name: `Block @${video.owner.username}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(`Blocked @${video.owner.username}`)).toBeInTheDocument();
    expect(sent).toEqual([{ userId: video.owner._id, body: { scope: 'everywhere' } }]);
  });

  it('offers Unblock once the owner is blocked on the page, and Block user again after', async () => {
    const asked = { blocked: '', unblocked: '' };
    server.use(
      ...ownVideoHandlers(video),
      mock.post(apiUrl('/users/blocks/:userId'), ({ params }) => {
        asked.blocked = String(params.userId);
        return ok({ user: video.owner, scope: 'everywhere', createdAt: video.createdAt });
      }),
      mock.delete(apiUrl('/users/blocks/:userId'), ({ params }) => {
        asked.unblocked = String(params.userId);
        return ok({ userId: String(params.userId), unblocked: true });
      }),
    );
    const { user } = renderWatch(video._id);
    await screen.findByRole('heading', { level: 1, name: video.title });
    const menuItems = async () => {
      await user.click(screen.getByRole('button', { name: 'More actions for this video' }));
      return within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim());
    };

    await menuItems();
    await user.click(screen.getByRole('menuitem', { name: 'Block user' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText(`Blocked @${video.owner.username}`)).toBeInTheDocument();
    expect(await menuItems()).toEqual(['Unblock', 'Report']);

    await user.click(screen.getByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText(`Unblocked @${video.owner.username}`)).toBeInTheDocument();
    expect(await menuItems()).toEqual(['Block user', 'Report']);
    expect(asked).toEqual({ blocked: video.owner._id, unblocked: video.owner._id });
  });
});
