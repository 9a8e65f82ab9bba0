import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { NotificationSettingsPage } from './notification-settings-page';
import type { NotificationPreferences } from '@kinora/shared';

const server = setupApiServer();

const allOn: NotificationPreferences = {
  new_video: true,
  video_comment: true,
  comment_reply: true,
  new_subscriber: true,
  post_liked: true,
};

function renderPage(preferences: NotificationPreferences = allOn) {
  const saved: NotificationPreferences[] = [];
  server.use(
    http.get(apiUrl('/users/notification-preferences'), () => ok(preferences)),
    http.put(apiUrl('/users/notification-preferences'), async ({ request }) => {
      const body = (await request.json()) as NotificationPreferences;
      saved.push(body);
      return ok(body);
    }),
  );
  const view = renderWithProviders(<NotificationSettingsPage />, {
    route: '/settings/notifications',
    session: makeUser({ username: 'ann' }),
  });
  return { ...view, saved };
}

describe('NotificationSettingsPage', () => {
  it('shows a switch per kind under the settings tabs, as the account has them', async () => {
    renderPage({ ...allOn, post_liked: false });
    expect(screen.getByText('Loading your notification settings...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notification kinds' });
    const switches = within(list).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label'))).toEqual([
      'New videos',
      'Comments on my videos',
      'Replies to my comments',
      'New subscribers',
      'Likes on my posts',
    ]);
    expect(screen.getByRole('switch', { name: 'New videos' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Likes on my posts' })).not.toBeChecked();
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('saves a kind turned off at once, with every other kind as it was', async () => {
    const { user, saved } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'New subscribers' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ ...allOn, new_subscriber: false });
    expect(screen.getByRole('switch', { name: 'New subscribers' })).not.toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'New subscribers' })).toBeEnabled(),
    );
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { user } = renderPage();
    server.use(
      http.put(apiUrl('/users/notification-preferences'), () =>
        fail(503, 'The server is busy; try again in a minute.'),
      ),
    );
    await user.click(await screen.findByRole('switch', { name: 'New videos' }));
    expect(
      await screen.findByText('The server is busy; try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New videos' })).toBeChecked();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/users/notification-preferences'), () => fail(500, 'Server error')),
    );
    const { user } = renderWithProviders(<NotificationSettingsPage />, {
      route: '/settings/notifications',
      session: makeUser(),
    });
    expect(
      await screen.findByText('Could not load your notification settings.'),
    ).toBeInTheDocument();
    server.use(http.get(apiUrl('/users/notification-preferences'), () => ok(allOn)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Notification kinds' })).toBeInTheDocument();
  });
});
