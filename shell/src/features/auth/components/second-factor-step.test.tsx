import { screen, waitFor } from '@testing-library/react';
import { useSession, type LoginResult, type SecondFactorMethod } from '@kinora/shared';
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

const ada = makeUser({ fullName: 'Ada Lovelace' });
const EXPIRED = 'Your sign-in expired. Enter your password again.';

function challenge(
  methods: SecondFactorMethod[],
  expiresAt = new Date(Date.now() + 5 * 60_000).toISOString(),
): LoginResult {
  return { secondFactor: { token: 'challenge-token', methods, expiresAt } };
}

const server = setupApiServer();

beforeEach(() => {
  webAuthn = false;
});

/** The login page, its password answered with a challenge; resolves at the second step. */
async function reachSecondStep(answer: LoginResult = challenge(['totp', 'recovery_code'])) {
  server.use(http.post(apiUrl('/users/login'), () => ok(answer)));
  const rendered = renderWithProviders(<LoginPage />, { route: '/login' });
  await rendered.user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
  await rendered.user.type(screen.getByLabelText('Password'), 'secret-password');
  await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-factor sign-in' });
  return rendered;
}

/** Answers the second step with `answer` and keeps what each request sent. */
function serveSecondFactor(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/login/second-factor'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

test('asks for the code from the authenticator app in the same card, and signs in with it', async () => {
  const sent = serveSecondFactor(() => ok({ user: ada, accessToken: 'access' }));
  const { user, router } = await reachSecondStep();
  expect(screen.getByText('Enter the code from your authenticator app.')).toBeInTheDocument();
  expect(useSession.getState().user).toBeNull();
  const code = screen.getByLabelText('Authentication code');
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('inputMode', 'numeric');
  expect(code).toHaveAttribute('autoComplete', 'one-time-code');
  expect(screen.getByRole('region', { name: 'Two-factor sign-in' })).toContainElement(code);

  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(sent).toEqual([{ token: 'challenge-token', code: '123456' }]);
  expect(router.state.location.pathname).toBe('/');
  expect(useSession.getState().user).toEqual(ada);
});

test('says what a code looks like before sending one that cannot be right', async () => {
  const sent = serveSecondFactor(() => ok({ user: ada, accessToken: 'access' }));
  const { user } = await reachSecondStep();
  await user.type(screen.getByLabelText('Authentication code'), '12345');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter the 6-digit code your app shows.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test("shows a wrong code's message inline and as a toast, and stays on the step", async () => {
  serveSecondFactor(() => fail(401, 'That code is not right.'));
  const { user } = await reachSecondStep();
  await user.type(screen.getByLabelText('Authentication code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getAllByText('That code is not right.')).toHaveLength(2));
  expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  expect(useSession.getState().user).toBeNull();
});

test('takes a recovery code instead, and goes back to the app', async () => {
  const sent = serveSecondFactor(() => ok({ user: ada, accessToken: 'access' }));
  const { user } = await reachSecondStep();
  await user.type(screen.getByLabelText('Authentication code'), '12');
  await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

  const field = screen.getByLabelText('Recovery code');
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  expect(screen.getByText(/Enter one of the recovery codes/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
  expect(screen.getByLabelText('Authentication code')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

  await user.type(screen.getByLabelText('Recovery code'), ' abcd-efgh-2345 ');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(sent).toEqual([{ token: 'challenge-token', recoveryCode: 'abcd-efgh-2345' }]);
});

test('offers no switch to a method the account does not have', async () => {
  await reachSecondStep(challenge(['recovery_code']));
  expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /instead/ })).not.toBeInTheDocument();
});

test('goes back to the password step with the server’s message when the sign-in expired', async () => {
  // The server blames the token, in whatever language its message is in.
  serveSecondFactor(() => fail(401, EXPIRED, [{ field: 'token', message: EXPIRED }]));
  const { user } = await reachSecondStep();
  await user.type(screen.getByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText(EXPIRED)).toHaveLength(2));
  expect(screen.getByLabelText('Email or username')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('knows a challenge past its time as expired, whatever the words of the 401', async () => {
  serveSecondFactor(() => fail(401, 'Sign in again.'));
  const { user } = await reachSecondStep(
    challenge(['totp'], new Date(Date.now() - 1000).toISOString()),
  );
  await user.type(screen.getByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getAllByText('Sign in again.')).toHaveLength(2);
});

test.each<[string, SecondFactorMethod[], boolean, boolean]>([
  [
    'offers a passkey where the account has one and the browser can use it',
    ['totp', 'passkey'],
    true,
    true,
  ],
  ['offers none where the account has none', ['totp', 'recovery_code'], true, false],
  ['offers none where the browser has no WebAuthn', ['totp', 'passkey'], false, false],
])('%s', async (_, methods, supported, offered) => {
  webAuthn = supported;
  await reachSecondStep(challenge(methods));
  expect(screen.queryAllByRole('button', { name: 'Use a passkey' })).toHaveLength(offered ? 1 : 0);
});

test('signs in with a passkey, its challenge asked for with the token', async () => {
  webAuthn = true;
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/passkeys/authentication-options'), async ({ request }) => {
      asked.push(await request.json());
      return ok({ challengeId: 'c1', options: { challenge: 'abc', allowCredentials: [] } });
    }),
  );
  startAuthentication.mockResolvedValue({ id: 'cred-1', type: 'public-key' });
  const sent = serveSecondFactor(() => ok({ user: ada, accessToken: 'access' }));
  const { user, router } = await reachSecondStep(challenge(['totp', 'passkey']));

  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

  expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
  expect(asked).toEqual([{ token: 'challenge-token' }]);
  expect(startAuthentication).toHaveBeenCalledWith({
    optionsJSON: { challenge: 'abc', allowCredentials: [] },
  });
  expect(sent).toEqual([
    {
      token: 'challenge-token',
      passkey: { challengeId: 'c1', response: { id: 'cred-1', type: 'public-key' } },
    },
  ]);
  expect(router.state.location.pathname).toBe('/');
});

test('takes a closed passkey prompt as a change of mind, not an error', async () => {
  webAuthn = true;
  server.use(
    http.post(apiUrl('/users/passkeys/authentication-options'), () =>
      ok({ challengeId: 'c1', options: { challenge: 'abc' } }),
    ),
  );
  startAuthentication.mockRejectedValue(
    Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    }),
  );
  const sent = serveSecondFactor(() => ok({ user: ada, accessToken: 'access' }));
  const { user } = await reachSecondStep(challenge(['totp', 'passkey']));
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled());
  expect(startAuthentication).toHaveBeenCalledTimes(1);
  expect(sent).toEqual([]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/timed out/)).not.toBeInTheDocument();
});
