import { screen, within } from '@testing-library/react';
import { delay, http as mock } from 'msw';
import {
  apiUrl,
  fail,
  makeChannel,
  makePublicUser,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { ChannelHeader } from './channel-header';
import type { ChannelProfile, User } from '@kinora/shared';

const owner = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const channel: ChannelProfile = makeChannel({
  ...owner,
  subscribersCount: 41,
  videosCount: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const server = setupApiServer();

function renderHeader(session: User | null, profile: ChannelProfile = channel) {
  return renderWithProviders(
    <ChannelHeader
      channel={profile}
      ownerActions={<a href="/my-videos">Manage My Videos</a>}
      menu={<button type="button">More actions for this channel</button>}
    />,
    { route: '/channel/ann', path: '/channel/:username', session },
  );
}

describe('ChannelHeader', () => {
  it('shows the avatar, the name, @username, the subscriber count and the number of videos', () => {
    const { container } = renderHeader(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('@ann')).toBeInTheDocument();
    expect(screen.getByText('41 subscribers')).toBeInTheDocument();
    expect(screen.getByText('7 videos')).toBeInTheDocument();
    const avatar = container.querySelector('img');
    expect(avatar).toHaveAttribute('width', '112');
  });

  it('shows the banner and the description when the channel has them', () => {
    renderHeader(null, {
      ...channel,
      coverImage: '/api/v1/media/covers/ann.webp',
      description: 'Films about trains.',
    });
    expect(screen.getByTestId('channel-banner')).toHaveAttribute(
      'src',
      '/api/v1/media/covers/ann.webp',
    );
    expect(screen.getByText('Films about trains.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  });

  it('draws no banner without a cover image', () => {
    renderHeader(null);
    expect(screen.queryByTestId('channel-banner')).not.toBeInTheDocument();
  });

  it('folds a long description to two lines, with more and less', async () => {
    const long = `${'Trains, '.repeat(30)}and more trains.`;
    const { user } = renderHeader(null, { ...channel, description: long });
    const more = screen.getByRole('button', { name: 'more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('falls back to the username when the full name is blank', () => {
    renderHeader(null, { ...channel, fullName: '  ' });
    expect(screen.getByRole('heading', { level: 1, name: 'ann' })).toBeInTheDocument();
  });

  it('links every section, the current one marked', () => {
    renderHeader(null);
    const sections = screen.getByRole('navigation', { name: 'Channel sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Videos', 'Playlists', 'Community', 'About']);
    expect(within(sections).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/channel/ann/about',
    );
    expect(within(sections).getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/channel/ann/community',
    );
  });

  it('offers anonymous visitors Subscribe beside the page’s menu, and no owner’s action', () => {
    renderHeader(null);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'title',
      'Subscribe to Ann Lee',
    );
    expect(screen.queryByRole('link', { name: 'Manage My Videos' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'More actions for this channel' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor’s Subscribe to /login, remembering the channel, as the watch page does', async () => {
    let called = false;
    server.use(
      mock.post(apiUrl(`/subscriptions/c/${owner._id}`), () => {
        called = true;
        return ok({ isSubscribed: true, subscribersCount: 42 });
      }),
    );
    const { user, router } = renderHeader(null);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please log in to subscribe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/channel/ann', search: '', hash: '' },
    });
    expect(called).toBe(false);
  });

  it('puts the page’s menu beside Subscribe for others, and shows its owner none', () => {
    const { unmount } = renderHeader(makeUser());
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'More actions for this channel' }),
    ).toBeInTheDocument();
    unmount();
    renderHeader(makeUser({ _id: owner._id, username: 'ann' }));
    expect(
      screen.queryByRole('button', { name: 'More actions for this channel' }),
    ).not.toBeInTheDocument();
  });

  it('shows the owner Customize channel and their tab’s actions instead of Subscribe', () => {
    renderHeader(makeUser({ _id: owner._id, username: 'ann' }));
    expect(screen.getByRole('link', { name: 'Customize channel' })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    expect(screen.getByRole('link', { name: 'Manage My Videos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('subscribes a signed-in viewer at once, toasts Subscribed! and keeps the new count', async () => {
    server.use(
      mock.post(apiUrl(`/subscriptions/c/${owner._id}`), async () => {
        await delay(50);
        return ok({ isSubscribed: true, subscribersCount: 42 });
      }),
    );
    const { user } = renderHeader(makeUser({ username: 'bob' }));
    expect(screen.queryByRole('link', { name: 'Manage My Videos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.getByText('42 subscribers')).toBeInTheDocument();
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
  });

  it('unsubscribes with Unsubscribed! and the lower count', async () => {
    server.use(
      mock.post(apiUrl(`/subscriptions/c/${owner._id}`), () =>
        ok({ isSubscribed: false, subscribersCount: 40 }),
      ),
    );
    const { user } = renderHeader(makeUser({ username: 'bob' }), {
      ...channel,
      isSubscribed: true,
    });
    await user.click(screen.getByRole('button', { name: 'Subscribed' }));
    expect(await screen.findByText('Unsubscribed!')).toBeInTheDocument();
    expect(screen.getByText('40 subscribers')).toBeInTheDocument();
  });

  it('puts the button and count back when subscribing fails', async () => {
    server.use(mock.post(apiUrl(`/subscriptions/c/${owner._id}`), () => fail(500, 'Boom')));
    const { user } = renderHeader(makeUser({ username: 'bob' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to toggle subscription.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByText('41 subscribers')).toBeInTheDocument();
  });
});
