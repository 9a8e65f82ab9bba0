import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { RegisterPage } from './register-page';

const server = setupApiServer();

async function fill(user: ReturnType<typeof renderWithProviders>['user'], password: string) {
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

test('blocks a password shorter than 6 characters without calling the server', async () => {
  let called = false;
  server.use(
    http.post(apiUrl('/users/register'), () => {
      called = true;
      return ok({ user: makeUser(), accessToken: 'a' }, 201);
    }),
  );
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
  await fill(user, '12345');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(
    await screen.findByText('Password must be at least 6 characters long.'),
  ).toBeInTheDocument();
  expect(called).toBe(false);
});

test('registers with a multipart form and welcomes the person to Kinora', async () => {
  let fields: Record<string, FormDataEntryValue> = {};
  server.use(
    http.post(apiUrl('/users/register'), async ({ request }) => {
      fields = Object.fromEntries((await request.formData()).entries());
      return ok(
        { user: makeUser({ username: 'ada', fullName: 'Ada Lovelace' }), accessToken: 'a' },
        201,
      );
    }),
  );
  const { user, router } = renderWithProviders(<RegisterPage />, { route: '/register' });
  await fill(user, 'secret1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Welcome to Kinora, Ada Lovelace!')).toBeInTheDocument();
  expect(fields).toMatchObject({
    username: 'ada',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
  });
  expect(router.state.location.pathname).toBe('/');
});

test("shows the server's message, else the generic one", async () => {
  server.use(http.post(apiUrl('/users/register'), () => fail(409, 'That username is taken.')));
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
  await fill(user, 'secret1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findAllByText('That username is taken.')).toHaveLength(2);

  server.use(http.post(apiUrl('/users/register'), () => new Response('oops', { status: 502 })));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findAllByText('Registration failed. Please try again.')).toHaveLength(2);
});

test('refuses an avatar that is not an image', () => {
  renderWithProviders(<RegisterPage />, { route: '/register' });
  const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  // The picker's accept filter can be bypassed (drag and drop, "All files"): the form checks too.
  fireEvent.change(screen.getByLabelText('Avatar (optional)'), { target: { files: [text] } });
  expect(screen.getByText('The avatar must be an image file.')).toBeInTheDocument();
});
