import { act, fireEvent, screen } from '@testing-library/react';
import { useSession, type ApplicationRequest, type SiteInfo } from '@kinora/shared';
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

const site: SiteInfo = {
  name: 'Trainspotters',
  description: 'Videos of trains.',
  rules: 'Be kind.',
  registration: 'open',
  sensitiveContent: 'blur',
  requireEmailVerification: false,
};
const server = setupApiServer(http.get(apiUrl('/site'), () => ok(site)));

function serveRegistration(registration: SiteInfo['registration']) {
  server.use(http.get(apiUrl('/site'), () => ok<SiteInfo>({ ...site, registration })));
}

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

test('says under the form that registering means agreeing to the rules, linked to /about', async () => {
  renderWithProviders(<RegisterPage />, { route: '/register' });
  expect(screen.getByText(/By registering you agree to/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the rules' })).toHaveAttribute('href', '/about');
  // Open registration keeps today's form.
  expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByLabelText('Avatar (optional)')).toBeInTheDocument();
  expect(screen.queryByLabelText('Why do you want to join?')).not.toBeInTheDocument();
});

test('where registration is closed, says so with the way to sign in and no form', async () => {
  serveRegistration('closed');
  renderWithProviders(<RegisterPage />, { route: '/register' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Registration is closed' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/not taking new accounts/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('where accounts need approval, applies with a reason and thanks the person, signed out', async () => {
  serveRegistration('approval');
  let sent: ApplicationRequest | null = null;
  let registered = false;
  server.use(
    http.post(apiUrl('/users/applications'), async ({ request }) => {
      sent = (await request.json()) as ApplicationRequest;
      return ok({ status: 'pending' }, 201);
    }),
    http.post(apiUrl('/users/register'), () => {
      registered = true;
      return ok({ user: makeUser(), accessToken: 'a' }, 201);
    }),
  );
  const { user, router } = renderWithProviders(<RegisterPage />, { route: '/register' });
  const reason = await screen.findByLabelText('Why do you want to join?');
  expect(reason).toBeRequired();
  expect(reason).toHaveAttribute('maxLength', '1000');
  expect(screen.getByText('0 / 1000')).toBeInTheDocument();
  expect(screen.queryByLabelText('Avatar (optional)')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the rules' })).toHaveAttribute('href', '/about');
  await fill(user, 'secret1');
  await user.type(reason, '  I film the night trains.  ');
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(
    await screen.findByText(
      'Thanks for applying. An admin will review your application; you can sign in once it is approved.',
    ),
  ).toBeInTheDocument();
  expect(sent).toEqual({
    username: 'ada',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
    reason: 'I film the night trains.',
  });
  expect(registered).toBe(false);
  expect(useSession.getState().user).toBeNull();
  expect(router.state.location.pathname).toBe('/register');
});

test('shows why an application was refused by the server, and keeps the form', async () => {
  serveRegistration('approval');
  server.use(http.post(apiUrl('/users/applications'), () => fail(409, 'That username is taken.')));
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
  const reason = await screen.findByLabelText('Why do you want to join?');
  await fill(user, 'secret1');
  await user.type(reason, 'Trains.');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findAllByText('That username is taken.')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
});

test('behaves as open when the site cannot say how it takes accounts', async () => {
  let asked = false;
  server.use(
    http.get(apiUrl('/site'), () => {
      asked = true;
      return fail(500, 'Internal Server Error');
    }),
  );
  renderWithProviders(<RegisterPage />, { route: '/register' });
  // The failure changes nothing on screen: wait for it to have come and gone.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(true);
  expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByLabelText('Avatar (optional)')).toBeInTheDocument();
});
