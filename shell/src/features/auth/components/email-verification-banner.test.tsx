import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { EmailVerificationBanner } from './email-verification-banner';
import type { SiteInfo, User } from '@kinora/shared';

const site: SiteInfo = {
  name: 'Kinora',
  description: '',
  rules: '',
  registration: 'open',
  sensitiveContent: 'blur',
  requireEmailVerification: false,
};
const unverified = makeUser({ email: 'ada@example.com', emailVerified: false });

const server = setupApiServer();

function serveSite(requireEmailVerification: boolean) {
  server.use(http.get(apiUrl('/site'), () => ok<SiteInfo>({ ...site, requireEmailVerification })));
}

function renderBanner(session: User | null, route = '/') {
  return renderWithProviders(<EmailVerificationBanner />, { route, session });
}

/** Gives a request the test expects not to happen the time to be made. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('asks an unverified account to verify its address, naming where the link went', async () => {
  serveSite(false);
  renderBanner(unverified);
  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Verify your email address. We sent a link to ada@example.com.');
  expect(banner).not.toHaveTextContent(/Until then/);
  expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
});

test('says what waits for verification where the site requires it', async () => {
  serveSite(true);
  renderBanner(unverified);
  expect(await screen.findByRole('status')).toHaveTextContent(
    "Until then you can't upload, comment or post.",
  );
});

test('still asks, without the requirement, when the site cannot say', async () => {
  server.use(http.get(apiUrl('/site'), () => fail(503, 'Unavailable')));
  renderBanner(unverified);
  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Verify your email address.');
  expect(banner).not.toHaveTextContent(/Until then/);
});

test('sends a new link and says so', async () => {
  serveSite(false);
  let sent = 0;
  server.use(
    http.post(apiUrl('/users/email-verification'), () => {
      sent += 1;
      return ok({});
    }),
  );
  const { user } = renderBanner(unverified);
  await user.click(await screen.findByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
  expect(sent).toBe(1);
  expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
});

test("shows the server's reason when no link could be sent", async () => {
  serveSite(false);
  server.use(
    http.post(apiUrl('/users/email-verification'), () =>
      fail(429, 'A link was sent a moment ago. Please wait a minute.'),
    ),
  );
  const { user } = renderBanner(unverified);
  await user.click(await screen.findByRole('button', { name: 'Resend' }));
  expect(
    await screen.findByText('A link was sent a moment ago. Please wait a minute.'),
  ).toBeInTheDocument();
});

test.each<[string, User | null, string]>([
  ['a verified account', makeUser({ emailVerified: true }), '/'],
  [
    'a verified account whose change of address waits',
    makeUser({ emailVerified: true, pendingEmail: 'new@example.com' }),
    '/',
  ],
  ['a visitor', null, '/'],
  ['the page that confirms the address', unverified, '/verify-email?token=abc'],
])('shows nothing, and asks nothing, for %s', async (_, session, route) => {
  let asked = false;
  server.use(
    http.get(apiUrl('/site'), () => {
      asked = true;
      return ok(site);
    }),
  );
  renderBanner(session, route);
  await settle();
  expect(asked).toBe(false);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByText(/Verify your email address/)).not.toBeInTheDocument();
});
