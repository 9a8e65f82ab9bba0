import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@kinora/shared';
import { http } from 'msw';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => false,
  startAuthentication: jest.fn(),
}));

const TOKEN = 'reset-token-0123456789abcdef';
const ada = makeUser({ fullName: 'Ada Lovelace', email: 'ada@example.com' });

const server = setupApiServer();

/** A reset link that still works, for Ada's address; keeps the tokens it was asked about. */
function serveWorkingLink() {
  const checked: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/password-reset/check'), async ({ request }) => {
      checked.push(await request.json());
      return ok({ email: 'ada@example.com', expiresAt: '2030-01-01T00:00:00.000Z' });
    }),
  );
  return checked;
}

function renderPage(route = `/reset-password?token=${TOKEN}`) {
  return renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
}

async function setPassword(
  user: ReturnType<typeof renderPage>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('checks the link, then sets the new password for the address shown, signs in and goes home', async () => {
  const checked = serveWorkingLink();
  let confirmed: unknown;
  server.use(
    http.post(apiUrl('/users/password-reset/confirm'), async ({ request }) => {
      confirmed = await request.json();
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  const { user, router } = renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
  ).toBeInTheDocument();
  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  expect(checked).toContainEqual({ token: TOKEN });
  expect(screen.getByLabelText('New password')).toHaveAttribute('autoComplete', 'new-password');

  await setPassword(user, 'new-secret');

  expect(
    await screen.findByText('Your new password is set. Welcome back, Ada Lovelace!'),
  ).toBeInTheDocument();
  expect(confirmed).toEqual({ token: TOKEN, newPassword: 'new-secret' });
  expect(router.state.location.pathname).toBe('/');
  expect(useSession.getState().user).toEqual(ada);
});

test('refuses a short password and two that differ, without calling the server', async () => {
  serveWorkingLink();
  let called = false;
  server.use(
    http.post(apiUrl('/users/password-reset/confirm'), () => {
      called = true;
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  const { user } = renderPage();
  await setPassword(user, '12345');
  expect(
    await screen.findByText('Password must be at least 6 characters long.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    /Password must be at least 6 characters long\./,
  );

  await user.clear(screen.getByLabelText('New password'));
  await user.clear(screen.getByLabelText('Confirm new password'));
  await setPassword(user, 'new-secret', 'new-secreT');
  expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
  expect(
    screen.queryByText('Password must be at least 6 characters long.'),
  ).not.toBeInTheDocument();
  expect(called).toBe(false);
});

test('asks for the second factor of an account that has one, then signs in', async () => {
  serveWorkingLink();
  let answered: unknown;
  server.use(
    http.post(apiUrl('/users/password-reset/confirm'), () =>
      ok({
        secondFactor: {
          token: 'challenge-token',
          methods: ['totp', 'recovery_code'],
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      }),
    ),
    http.post(apiUrl('/users/login/second-factor'), async ({ request }) => {
      answered = await request.json();
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  const { user, router } = renderPage();
  await setPassword(user, 'new-secret');

  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(useSession.getState().user).toBeNull();
  await user.type(screen.getByLabelText('Authentication code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  expect(
    await screen.findByText('Your new password is set. Welcome back, Ada Lovelace!'),
  ).toBeInTheDocument();
  expect(answered).toEqual({ token: 'challenge-token', code: '654321' });
  expect(router.state.location.pathname).toBe('/');
});

test('sends the person to sign in when the second step expired', async () => {
  serveWorkingLink();
  const expired = 'Your sign-in expired. Enter your password again.';
  server.use(
    http.post(apiUrl('/users/password-reset/confirm'), () =>
      ok({
        secondFactor: {
          token: 'challenge-token',
          methods: ['totp'],
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      }),
    ),
    // The server blames the token when the sign-in expired, in whatever language it speaks.
    http.post(apiUrl('/users/login/second-factor'), () =>
      fail(401, expired, [{ field: 'token', message: expired }]),
    ),
  );
  const { user, router } = renderPage();
  await setPassword(user, 'new-secret');
  await user.type(await screen.findByLabelText('Authentication code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(expired)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test.each([
  ['an expired or used link', () => fail(400, 'This link has expired or was already used.')],
  ['an altered link', () => fail(400, 'body/token must match pattern "^[A-Za-z0-9._~-]+$"')],
])('says plainly that %s does not work, and offers a new one', async (_, answer) => {
  let confirmCalled = false;
  server.use(
    http.post(apiUrl('/users/password-reset/check'), answer),
    http.post(apiUrl('/users/password-reset/confirm'), () => {
      confirmCalled = true;
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  renderPage();
  expect(
    await screen.findByRole('heading', { name: "This link doesn't work anymore" }),
  ).toBeInTheDocument();
  expect(screen.getByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(confirmCalled).toBe(false);
});

test('says the same, without asking the server, of a link without its token', () => {
  renderPage('/reset-password');
  expect(
    screen.getByRole('heading', { name: "This link doesn't work anymore" }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('offers a retry when the link could not be checked', async () => {
  let attempts = 0;
  server.use(
    http.post(apiUrl('/users/password-reset/check'), () => {
      attempts += 1;
      return attempts === 1
        ? fail(429, 'Too many requests. Please wait a minute.')
        : ok({ email: 'ada@example.com', expiresAt: '2030-01-01T00:00:00.000Z' });
    }),
  );
  const { user } = renderPage();
  expect(await screen.findByText('Too many requests. Please wait a minute.')).toBeInTheDocument();
  expect(screen.queryByText("This link doesn't work anymore")).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
});
