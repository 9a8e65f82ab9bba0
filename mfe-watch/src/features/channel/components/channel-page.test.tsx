import {
  apiUrl,
  fail,
  makePublicUser,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { delay, http as mock } from 'msw';
import { ChannelPage } from './channel-page';
import type { ChannelProfile } from '@kinora/shared';

const owner = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const channel: ChannelProfile = {
  ...owner,
  subscribersCount: 41,
  isSubscribed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
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
    // Anonymous visitors get no subscribe button here.
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(document.title).toBe('Ann Lee · Kinora');
  });

  it('says when the channel has no videos', async () => {
    answerChannel([]);
    renderChannel();
    expect(await screen.findByText('No videos uploaded by this channel yet.')).toBeInTheDocument();
  });

  it('says Channel not found. for an unknown username', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => fail(404, 'Channel not found')));
    renderChannel();
    expect(await screen.findByText('Channel not found.')).toBeInTheDocument();
  });

  it('toasts Failed to load channel data. on other failures', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => fail(500, 'Boom')));
    renderChannel();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load channel data.')).toHaveLength(2),
    );
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

  it('subscribes a signed-in viewer at once, toasts Subscribed! and keeps the new count', async () => {
    answerChannel();
    server.use(
      mock.post(apiUrl(`/subscriptions/c/${owner._id}`), async () => {
        await delay(50);
        return ok({ isSubscribed: true, subscribersCount: 42 });
      }),
    );
    const { user } = renderChannel({ session: makeUser({ username: 'bob' }) });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.getByText('42 subscribers')).toBeInTheDocument();
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
  });

  it('unsubscribes with Unsubscribed!', async () => {
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, isSubscribed: true })),
      mock.get(apiUrl('/videos'), () => ok(page([]))),
      mock.post(apiUrl(`/subscriptions/c/${owner._id}`), () =>
        ok({ isSubscribed: false, subscribersCount: 40 }),
      ),
    );
    const { user } = renderChannel({ session: makeUser({ username: 'bob' }) });
    await user.click(await screen.findByRole('button', { name: 'Subscribed' }));
    expect(await screen.findByText('Unsubscribed!')).toBeInTheDocument();
    expect(screen.getByText('40 subscribers')).toBeInTheDocument();
  });

  it('puts the button and count back when subscribing fails', async () => {
    answerChannel();
    server.use(mock.post(apiUrl(`/subscriptions/c/${owner._id}`), () => fail(500, 'Boom')));
    const { user } = renderChannel({ session: makeUser({ username: 'bob' }) });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to toggle subscription.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByText('41 subscribers')).toBeInTheDocument();
  });
});
