import {
  apiUrl,
  fail,
  makeId,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { SessionsSettingsPage } from './sessions-settings-page';
import type { Session } from '@kinora/shared';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    _id: makeId(),
    browser: 'Chrome 130',
    os: 'Linux',
    deviceType: 'desktop',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: minutesAgo(1),
    current: false,
    signInMethod: 'password',
    ...overrides,
  };
}

const here = makeSession({ current: true, lastUsedAt: minutesAgo(0) });
const phone = makeSession({
  browser: 'Safari 17',
  os: 'iOS 17',
  deviceType: 'mobile',
  lastUsedAt: minutesAgo(180),
});
const laptop = makeSession({ browser: 'Firefox 128', os: 'Windows 10', lastUsedAt: minutesAgo(5) });

const server = setupApiServer();

function renderPage(sessions: Session[] = [here, laptop, phone]) {
  server.use(http.get(apiUrl('/users/sessions'), () => ok(page(sessions))));
  return renderWithProviders(<SessionsSettingsPage />, {
    route: '/settings/sessions',
    session: makeUser({ username: 'ann' }),
  });
}

const devices = () => screen.getByRole('list', { name: 'Signed-in devices' });

describe('SessionsSettingsPage', () => {
  it('lists every signed-in device with its browser, system and last use, this one marked', async () => {
    renderPage();
    expect(screen.getByText('Loading your devices...')).toBeInTheDocument();
    const rows = await within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    expect(first).toHaveAccessibleName('Chrome 130 on Linux, this device');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Last used just now');
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Firefox 128 on Windows 10');
    expect(second).toHaveTextContent('Last used 5 minutes ago');
    expect(third).toHaveTextContent('Last used 3 hours ago');
    expect(document.title).toBe('Signed-in devices · Kinora');
  });

  it('says how each device was signed in', async () => {
    renderPage([
      makeSession({ current: true, signInMethod: 'password_totp' }),
      makeSession({ browser: 'Safari 17', os: 'iOS 17', signInMethod: 'passkey' }),
      makeSession({ browser: 'Firefox 128', os: 'Windows 10', signInMethod: 'registration' }),
      makeSession({ browser: 'Edge 130', os: 'Windows 11', signInMethod: 'password_reset' }),
      makeSession({ browser: 'Opera 114', os: 'macOS', signInMethod: 'password_recovery_code' }),
      makeSession({ browser: 'Brave 1', os: 'Linux', signInMethod: 'password' }),
    ]);
    const rows = await within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).findAllByRole('listitem');
    const lines = [
      'Signed in with a password and an authenticator app',
      'Signed in with a passkey',
      'Signed in at registration',
      'Signed in after a password reset',
      'Signed in with a password and a recovery code',
      'Signed in with a password',
    ];
    expect(rows).toHaveLength(lines.length);
    rows.forEach((row, index) => {
      expect(within(row).getByText(lines[index] ?? '')).toBeInTheDocument();
    });
  });

  it('signs one device out and drops it from the list', async () => {
    let revoked = '';
    server.use(
      http.delete(apiUrl('/users/sessions/:sessionId'), ({ params }) => {
        revoked = String(params.sessionId);
        return ok({});
      }),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Sign out Firefox 128 on Windows 10' }),
    );
    expect(await screen.findByText('Signed out of Firefox 128 on Windows 10.')).toBeInTheDocument();
    expect(revoked).toBe(laptop._id);
    expect(within(devices()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the server’s message when a device cannot be signed out', async () => {
    server.use(
      http.delete(apiUrl('/users/sessions/:sessionId'), () => fail(404, 'Session not found.')),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17' }));
    expect(await screen.findByText('Session not found.')).toBeInTheDocument();
    expect(within(devices()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('signs out all other devices after asking', async () => {
    let asked = false;
    server.use(
      http.delete(apiUrl('/users/sessions'), () => {
        asked = true;
        return ok({ revoked: 2 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));
    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(asked).toBe(true);
    expect(within(devices()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  });

  it('says when the devices cannot be loaded', async () => {
    server.use(http.get(apiUrl('/users/sessions'), () => fail(500, 'Down')));
    renderWithProviders(<SessionsSettingsPage />, { session: makeUser() });
    expect(await screen.findByText('Could not load your devices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
