import {
  apiUrl,
  fail,
  makeChannel,
  makePublicUser,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ChannelPage } from './channel-page';
import type { ChannelProfile } from '@kinora/shared';

const owner = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const channel: ChannelProfile = makeChannel({
  ...owner,
  subscribersCount: 41,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const server = setupApiServer();
const renderChannel = (session: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<ChannelPage />, {
    route: '/channel/ann',
    path: '/channel/:username',
    ...session,
  });

function answerChannel(videos = [makeVideo({ title: 'Ann cooks', owner: { ...owner } })]) {
  let videoQuery = '';
  server.use(
    mock.get(apiUrl('/users/c/ann'), () => ok(channel)),
    mock.get(apiUrl('/videos'), ({ request }) => {
      videoQuery = new URL(request.url).searchParams.get('userId') ?? '';
      return ok(page(videos));
    }),
  );
  return () => videoQuery;
}

describe('ChannelPage', () => {
  it('shows Loading channel..., then the profile, its videos and a link to its community posts', async () => {
    const videoQuery = answerChannel();
    renderChannel();
    expect(screen.getByText('Loading channel...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('@ann')).toBeInTheDocument();
    expect(screen.getByText('41 subscribers')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ann cooks' })).toBeInTheDocument();
    expect(videoQuery()).toBe(owner._id);
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/channel/ann/community',
    );
    // Anonymous visitors are offered Subscribe too (it asks them to sign in).
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(document.title).toBe('Ann Lee · Kinora');
  });

  it('says when the channel has no videos', async () => {
    answerChannel([]);
    renderChannel();
    expect(await screen.findByText('No videos uploaded by this channel yet.')).toBeInTheDocument();
  });

  it('shows the owner Manage My Videos instead of Subscribe', async () => {
    answerChannel();
    renderChannel({ session: makeUser({ _id: owner._id, username: 'ann' }) });
    expect(await screen.findByRole('link', { name: 'Manage My Videos' })).toHaveAttribute(
      'href',
      '/my-videos',
    );
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('pages through the videos, and says Failed to load channel data. when a page fails', async () => {
    let secondPageFails = true;
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok(channel)),
      mock.get(apiUrl('/videos'), ({ request }) =>
        new URL(request.url).searchParams.get('page') !== '2'
          ? ok(page([makeVideo({ title: 'Newest' })], { totalDocs: 2, limit: 1 }))
          : secondPageFails
            ? fail(500, 'Boom')
            : ok(page([makeVideo({ title: 'Oldest' })], { page: 2, totalDocs: 2, limit: 1 })),
      ),
    );
    const { user } = renderChannel();
    expect(await screen.findByRole('link', { name: 'Newest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Failed to load channel data.')).toBeInTheDocument();
    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Oldest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows a signed-in viewer Subscribe and the Videos tab as the current one', async () => {
    answerChannel();
    renderChannel({ session: makeUser({ username: 'bob' }) });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Manage My Videos' })).not.toBeInTheDocument();
  });

  it('sorts the videos latest, popular or oldest first', async () => {
    const orders: string[] = [];
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, videosCount: 2 })),
      mock.get(apiUrl('/videos'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const order = `${params.get('sortBy')}/${params.get('sortType')}`;
        orders.push(order);
        return ok(page([makeVideo({ title: `Sorted ${order}`, owner: { ...owner } })]));
      }),
    );
    const { user, router } = renderChannel();
    expect(await screen.findByRole('link', { name: 'Sorted createdAt/desc' })).toBeInTheDocument();
    const sort = screen.getByRole('radiogroup', { name: 'Sort videos' });
    expect(
      within(sort)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Latest', 'Popular', 'Oldest']);
    await user.click(within(sort).getByRole('radio', { name: 'Popular' }));
    expect(await screen.findByRole('link', { name: 'Sorted views/desc' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=popular');
    await user.click(within(sort).getByRole('radio', { name: 'Oldest' }));
    expect(await screen.findByRole('link', { name: 'Sorted createdAt/asc' })).toBeInTheDocument();
    expect(orders).toEqual(['createdAt/desc', 'views/desc', 'createdAt/asc']);
  });
});

describe('ChannelPage of a blocked channel', () => {
  const bob = makeUser({ username: 'bob' });

  /** The channel as blocked (or not) by the viewer; counts the videos asked for. */
  function answerBlockedChannel(blockScope: ChannelProfile['blockScope']) {
    const asked = { videos: 0, unblocked: '', blocked: '' };
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope })),
      mock.get(apiUrl('/videos'), () => {
        asked.videos += 1;
        return ok(page([makeVideo({ title: 'Ann cooks', owner: { ...owner } })]));
      }),
      mock.post(apiUrl('/users/blocks/:userId'), ({ params }) => {
        asked.blocked = String(params.userId);
        return ok({ user: owner, scope: 'everywhere', createdAt: '2026-11-20T10:00:00.000Z' });
      }),
      mock.delete(apiUrl('/users/blocks/:userId'), ({ params }) => {
        asked.unblocked = String(params.userId);
        return ok({ userId: String(params.userId), unblocked: true });
      }),
    );
    return asked;
  }

  it('says so in place of the videos, under the header, with Unblock', async () => {
    const asked = answerBlockedChannel('everywhere');
    renderChannel({ session: bob });
    expect(await screen.findByRole('heading', { name: 'You blocked this channel.' })).toBeVisible();
    expect(
      screen.getByText('Its videos, posts and comments are hidden from you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ann cooks' })).not.toBeInTheDocument();
    expect(asked.videos).toBe(0);
  });

  it('brings the videos back once unblocked', async () => {
    const asked = answerBlockedChannel('everywhere');
    const { user } = renderChannel({ session: bob });
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked @ann')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ann cooks' })).toBeInTheDocument();
    expect(screen.queryByText('You blocked this channel.')).not.toBeInTheDocument();
    expect(asked.unblocked).toBe(owner._id);
  });

  it('shows the notice as soon as the viewer blocks the channel from its menu', async () => {
    const asked = answerBlockedChannel(null);
    const { user } = renderChannel({ session: bob });
    expect(await screen.findByRole('link', { name: 'Ann cooks' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for this channel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block user' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked @ann')).toBeInTheDocument();
    expect(await screen.findByText('You blocked this channel.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ann cooks' })).not.toBeInTheDocument();
    expect(asked.blocked).toBe(owner._id);

    await user.click(screen.getByRole('button', { name: 'More actions for this channel' }));
    expect(screen.getByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block user' })).not.toBeInTheDocument();
  });
});
