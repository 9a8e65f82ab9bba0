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
import type { EmailPreferences, NotificationPreferences } from '@kinora/shared';

// What the server answers a new account: new videos in a digest, replies at once, the rest none.
const emailDefaults: EmailPreferences = {
  new_video: 'daily',
  video_comment: 'none',
  comment_reply: 'immediate',
  new_subscriber: 'none',
  post_liked: 'none',
  post_reply: 'immediate',
};

const server = setupApiServer(
  http.get(apiUrl('/users/email-preferences'), () => ok(emailDefaults)),
);

const allOn: NotificationPreferences = {
  new_video: true,
  video_comment: true,
  comment_reply: true,
  new_subscriber: true,
  post_liked: true,
  post_reply: true,
};

function renderPage(preferences: NotificationPreferences = allOn) {
  const saved: NotificationPreferences[] = [];
  const savedEmail: EmailPreferences[] = [];
  server.use(
    http.put(apiUrl('/users/email-preferences'), async ({ request }) => {
      const body = (await request.json()) as EmailPreferences;
      savedEmail.push(body);
      return ok(body);
    }),
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
  return { ...view, saved, savedEmail };
}

const emailKinds = () => screen.findByRole('list', { name: 'Email notification kinds' });

describe('NotificationSettingsPage', () => {
  it('shows a switch per kind under the settings tabs, as the account has them', async () => {
    renderPage({ ...allOn, post_liked: false, post_reply: false });
    expect(screen.getByText('Loading your notification settings...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notification kinds' });
    const switches = within(list).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label'))).toEqual([
      'New videos',
      'Comments on my videos',
      'Replies to my comments',
      'New subscribers',
      'Likes on my posts',
      'Replies to my posts',
    ]);
    expect(screen.getByRole('switch', { name: 'New videos' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Likes on my posts' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Replies to my posts' })).not.toBeChecked();
    expect(
      screen.getByText('Someone replies to one of your community posts or replies.'),
    ).toBeInTheDocument();
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
    await user.click(screen.getByRole('switch', { name: 'Replies to my posts' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ ...allOn, new_subscriber: false, post_reply: false });
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

describe('NotificationSettingsPage: email', () => {
  it('shows under the switches how often each kind comes by mail, as the server answers', async () => {
    renderPage();
    expect(await screen.findByText('Loading your email settings...')).toBeInTheDocument();
    const list = await emailKinds();
    const selects = within(list).getAllByRole('combobox');
    expect(selects).toHaveLength(6);
    expect(within(list).getByRole('combobox', { name: 'New videos' })).toHaveValue('daily');
    expect(within(list).getByRole('combobox', { name: 'Replies to my comments' })).toHaveValue(
      'immediate',
    );
    expect(within(list).getByRole('combobox', { name: 'Likes on my posts' })).toHaveValue('none');
    expect(within(list).getByRole('combobox', { name: 'Replies to my posts' })).toHaveValue(
      'immediate',
    );
    expect(
      within(within(list).getByRole('combobox', { name: 'New videos' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Immediately', 'Daily digest']);
    // Below the bell's switches, in the page's order.
    const switches = await screen.findByRole('list', { name: 'Notification kinds' });
    expect(switches.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves a frequency at once, with every other kind as it was', async () => {
    const { user, savedEmail } = renderPage();
    const list = await emailKinds();
    await user.selectOptions(
      within(list).getByRole('combobox', { name: 'New subscribers' }),
      'Immediately',
    );
    await waitFor(() => expect(savedEmail).toHaveLength(1));
    expect(savedEmail[0]).toEqual({ ...emailDefaults, new_subscriber: 'immediate' });
    await user.selectOptions(within(list).getByRole('combobox', { name: 'New videos' }), 'None');
    await waitFor(() => expect(savedEmail).toHaveLength(2));
    expect(savedEmail[1]).toEqual({
      ...emailDefaults,
      new_subscriber: 'immediate',
      new_video: 'none',
    });
    expect(within(list).getByRole('combobox', { name: 'New videos' })).toHaveValue('none');
  });

  it('puts the choice back and says so when the save fails', async () => {
    const { user } = renderPage();
    server.use(
      http.put(apiUrl('/users/email-preferences'), () =>
        fail(400, 'Choose none, immediate or daily for each kind.'),
      ),
    );
    const list = await emailKinds();
    await user.selectOptions(
      within(list).getByRole('combobox', { name: 'Comments on my videos' }),
      'Daily digest',
    );
    expect(
      await screen.findByText('Choose none, immediate or daily for each kind.'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Comments on my videos' })).toHaveValue(
      'none',
    );
  });

  it('keeps the switches usable when the email settings cannot be loaded, and retries', async () => {
    server.use(http.get(apiUrl('/users/email-preferences'), () => fail(500, 'Server error')));
    const { user } = renderPage();
    expect(await screen.findByText('Could not load your email settings.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'New videos' })).toBeEnabled();
    server.use(http.get(apiUrl('/users/email-preferences'), () => ok(emailDefaults)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await emailKinds()).toBeInTheDocument();
  });
});
