import { screen } from '@testing-library/react';
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

const server = setupApiServer();

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
