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
import { LoginPage } from './login-page';

// The browser's WebAuthn is the edge of a passkey: the test decides what the browser answers.
let webAuthn = false;
const startAuthentication = jest.fn<Promise<unknown>, [unknown]>();
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webAuthn,
  startAuthentication: (options: unknown) => startAuthentication(options),
}));

const server = setupApiServer();

beforeEach(() => {
  webAuthn = false;
});

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login' });
}

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  identifier = 'ada@example.com',
) {
  await user.type(screen.getByLabelText('Email or username'), identifier);
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('shows the Welcome Back heading, both required fields and a link to register', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email or username')).toBeRequired();
  expect(screen.getByLabelText('Password')).toBeRequired();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('links to the page that sends a password reset link', () => {
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('signs in by email, greets the person and goes home, keeping no token on disk', async () => {
  const ada = makeUser({ fullName: 'Ada Lovelace' });
  let body: unknown;
  server.use(
    http.post(apiUrl('/users/login'), async ({ request }) => {
      body = await request.json();
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  const { user, router } = renderLogin();
  await fillAndSubmit(user);
  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(body).toEqual({ email: 'ada@example.com', password: 'secret-password' });
  expect(useSession.getState().user).toEqual(ada);
  expect(localStorage.length).toBe(0);
});

test('signs in by username when the field holds no @', async () => {
  const ada = makeUser({ username: 'ada', fullName: 'Ada Lovelace' });
  let body: unknown;
  server.use(
    http.post(apiUrl('/users/login'), async ({ request }) => {
      body = await request.json();
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  const { user } = renderLogin();
  await fillAndSubmit(user, 'ada');
  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(body).toEqual({ username: 'ada', password: 'secret-password' });
});

test("shows the server's message inline and as a toast", async () => {
  server.use(http.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password.')));
  const { user } = renderLogin();
  await fillAndSubmit(user);
  expect(await screen.findAllByText('Invalid email or password.')).toHaveLength(2);
});

test('tells an applicant what became of their application, as the server words it', async () => {
  server.use(
    http.post(apiUrl('/users/login'), () =>
      fail(403, 'Your application is waiting for an admin’s review.'),
    ),
  );
  const { user } = renderLogin();
  await fillAndSubmit(user, 'ada');
  const shown = await screen.findAllByText('Your application is waiting for an admin’s review.');
  // In the form, under its fields (and in a toast).
  expect(shown.some((element) => element.closest('form') !== null)).toBe(true);
  expect(useSession.getState().user).toBeNull();
});

test('falls back to the generic message when the server gives none', async () => {
  server.use(http.post(apiUrl('/users/login'), () => new Response(null, { status: 500 })));
  const { user } = renderLogin();
  await fillAndSubmit(user);
  expect(await screen.findAllByText('Login failed. Please check your credentials.')).toHaveLength(
    2,
  );
});

test.each([
  ['offers to sign in with a passkey where the browser can', true],
  ['offers no passkey where the browser has no WebAuthn', false],
])('%s', (_, supported) => {
  webAuthn = supported;
  renderLogin();
  expect(screen.queryAllByRole('button', { name: 'Sign in with a passkey' })).toHaveLength(
    supported ? 1 : 0,
  );
});

test('signs in with a passkey alone: a challenge without a token, then the passkey’s answer', async () => {
  webAuthn = true;
  const ada = makeUser({ fullName: 'Ada Lovelace' });
  const asked: unknown[] = [];
  let answered: unknown;
  server.use(
    http.post(apiUrl('/users/passkeys/authentication-options'), async ({ request }) => {
      asked.push(await request.json());
      return ok({ challengeId: 'c9', options: { challenge: 'xyz' } });
    }),
    http.post(apiUrl('/users/login/passkey'), async ({ request }) => {
      answered = await request.json();
      return ok({ user: ada, accessToken: 'access' });
    }),
  );
  startAuthentication.mockResolvedValue({ id: 'cred-9' });
  const { user, router } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(asked).toEqual([{}]);
  expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
  expect(answered).toEqual({ challengeId: 'c9', response: { id: 'cred-9' } });
  expect(router.state.location.pathname).toBe('/');
  expect(useSession.getState().user).toEqual(ada);
});

test('does nothing more when the person closes the passkey prompt', async () => {
  webAuthn = true;
  let answered = false;
  server.use(
    http.post(apiUrl('/users/passkeys/authentication-options'), () =>
      ok({ challengeId: 'c9', options: { challenge: 'xyz' } }),
    ),
    http.post(apiUrl('/users/login/passkey'), () => {
      answered = true;
      return fail(401, 'Unknown passkey.');
    }),
  );
  startAuthentication.mockRejectedValue(
    Object.assign(new Error('Cancelled'), { name: 'AbortError' }),
  );
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled(),
  );
  expect(startAuthentication).toHaveBeenCalledTimes(1);
  expect(answered).toBe(false);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows why a passkey did not sign in, inline and as a toast', async () => {
  webAuthn = true;
  server.use(
    http.post(apiUrl('/users/passkeys/authentication-options'), () =>
      ok({ challengeId: 'c9', options: { challenge: 'xyz' } }),
    ),
    http.post(apiUrl('/users/login/passkey'), () => fail(401, 'This passkey is not known here.')),
  );
  startAuthentication.mockResolvedValue({ id: 'cred-9' });
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  await waitFor(() =>
    expect(screen.getAllByText('This passkey is not known here.')).toHaveLength(2),
  );
  expect(useSession.getState().user).toBeNull();
});
