import { screen } from '@testing-library/react';
import { useSession, type User } from '@kinora/shared';
import { http } from 'msw';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { VerifyEmailPage } from './verify-email-page';

const server = setupApiServer();

let tokens = 0;
/** Each test its own link: a link that worked is not confirmed again for the page's life. */
const nextToken = () => `verify-token-${++tokens}-0123456789`;

function renderPage(token: string | null, session: User | null = null) {
  const route = token === null ? '/verify-email' : `/verify-email?token=${token}`;
  return renderWithProviders(<VerifyEmailPage />, { route, path: '/verify-email', session });
}

/** Confirms links with `answer`, keeping the bodies it was sent. */
function serveConfirmation(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/email-verification/confirm'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

test('confirms the address from the page, once, and shows the account as verified', async () => {
  const token = nextToken();
  const ada = makeUser({ email: 'ada@example.com', emailVerified: false });
  const sent = serveConfirmation(() => ok({ outcome: 'verified', email: 'ada@example.com' }));
  server.use(http.get(apiUrl('/users/current-user'), () => ok({ ...ada, emailVerified: true })));
  const { unmount } = renderPage(token, ada);

  expect(screen.getByText('Confirming your email address...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Your email address is verified' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for confirming ada@example.com.');
  expect(sent).toEqual([{ token }]);
  await screen.findByRole('link', { name: 'Go to Home' });
  expect(useSession.getState().user?.emailVerified).toBe(true);

  // Opened again (back and forward in the history): the link is not spent twice.
  unmount();
  renderPage(token, ada);
  expect(
    await screen.findByRole('heading', { name: 'Your email address is verified' }),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('names the new address a change of address confirmed', async () => {
  const token = nextToken();
  serveConfirmation(() => ok({ outcome: 'changed', email: 'new@example.com' }));
  renderPage(token);
  expect(
    await screen.findByRole('heading', { name: 'Your new address is confirmed: new@example.com' }),
  ).toBeInTheDocument();
  // Signed out: nothing to refresh (an unexpected request would fail the test), and a way in.
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('keeps the confirmation when the account cannot be read again', async () => {
  const token = nextToken();
  const ada = makeUser({ emailVerified: false });
  serveConfirmation(() => ok({ outcome: 'verified', email: ada.email }));
  server.use(http.get(apiUrl('/users/current-user'), () => fail(503, 'Try again later.')));
  renderPage(token, ada);
  expect(
    await screen.findByRole('heading', { name: 'Your email address is verified' }),
  ).toBeInTheDocument();
});

test('offers a signed-in account a new link in place of one that does not work', async () => {
  const token = nextToken();
  serveConfirmation(() => fail(400, 'This link has expired or was already used.'));
  let resent = 0;
  server.use(
    http.post(apiUrl('/users/email-verification'), () => {
      resent += 1;
      return ok({});
    }),
  );
  const { user } = renderPage(token, makeUser({ emailVerified: false }));
  expect(
    await screen.findByRole('heading', { name: "This link doesn't work anymore" }),
  ).toBeInTheDocument();
  expect(screen.getByText('This link has expired or was already used.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
  expect(resent).toBe(1);
});

test("shows the server's reason when a new link cannot be sent", async () => {
  serveConfirmation(() => fail(400, 'This link has expired or was already used.'));
  server.use(
    http.post(apiUrl('/users/email-verification'), () =>
      fail(429, 'A link was sent a moment ago. Please wait a minute.'),
    ),
  );
  const { user } = renderPage(nextToken(), makeUser({ emailVerified: false }));
  await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(
    await screen.findByText('A link was sent a moment ago. Please wait a minute.'),
  ).toBeInTheDocument();
});

test('asks a signed-out visitor to sign in first, and to come back here', async () => {
  const token = nextToken();
  serveConfirmation(() => fail(400, 'This link has expired or was already used.'));
  const { user, router } = renderPage(token);
  const signIn = await screen.findByRole('link', { name: 'Sign in to send a new link' });
  expect(signIn).toHaveAttribute('href', '/login');
  await user.click(signIn);
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.state).toEqual({
    from: { pathname: '/verify-email', search: `?token=${token}`, hash: '' },
  });
});

test('says a link without its token does not work, asking the server nothing', () => {
  renderPage(null);
  expect(
    screen.getByRole('heading', { name: "This link doesn't work anymore" }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to send a new link' })).toBeInTheDocument();
});

test('offers a retry when the confirmation failed for another reason', async () => {
  let attempts = 0;
  serveConfirmation(() => {
    attempts += 1;
    return attempts === 1
      ? fail(429, 'Too many requests. Please wait a minute.')
      : ok({ outcome: 'verified', email: 'ada@example.com' });
  });
  const { user } = renderPage(nextToken());
  expect(await screen.findByText('Too many requests. Please wait a minute.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('heading', { name: 'Your email address is verified' }),
  ).toBeInTheDocument();
  expect(attempts).toBe(2);
});
