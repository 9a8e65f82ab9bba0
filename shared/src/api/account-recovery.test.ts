import { http as mock } from 'msw';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import {
  checkPasswordResetLink,
  confirmEmail,
  confirmPasswordReset,
  getPasskeySignInOptions,
  requestPasswordReset,
  resendVerificationEmail,
  signInWithPasskey,
  submitSecondFactor,
} from './account-recovery';
import { onSessionExpired } from './session-expired';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';

let refreshCalls = 0;
const server = setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), () => {
    refreshCalls += 1;
    return fail(401, 'Refresh token expired');
  }),
);

beforeEach(() => {
  refreshCalls = 0;
  clearAccessToken();
});

/** Answers `data` on `path` and keeps what each request sent there. */
function record(path: string, data: unknown) {
  const bodies: unknown[] = [];
  server.use(
    mock.post(apiUrl(path), async ({ request }) => {
      const text = await request.text();
      bodies.push(text === '' ? null : (JSON.parse(text) as unknown));
      return ok(data);
    }),
  );
  return bodies;
}

const TOKEN = 'a-link-token-of-twenty-characters';

describe('account recovery calls', () => {
  it('send a password reset request, check its link and set the new password', async () => {
    const requested = record('/users/password-reset', {});
    await expect(requestPasswordReset({ email: 'ada@example.com' })).resolves.toBeUndefined();
    expect(requested).toEqual([{ email: 'ada@example.com' }]);

    const link = { email: 'ada@example.com', expiresAt: '2030-01-01T00:00:00.000Z' };
    const checked = record('/users/password-reset/check', link);
    await expect(checkPasswordResetLink(TOKEN)).resolves.toEqual(link);
    expect(checked).toEqual([{ token: TOKEN }]);

    const signedIn = { user: makeUser(), accessToken: 'access' };
    const confirmed = record('/users/password-reset/confirm', signedIn);
    await expect(confirmPasswordReset({ token: TOKEN, newPassword: 'secret1' })).resolves.toEqual(
      signedIn,
    );
    expect(confirmed).toEqual([{ token: TOKEN, newPassword: 'secret1' }]);
  });

  it('resend a verification link and confirm one', async () => {
    const resent = record('/users/email-verification', {});
    await expect(resendVerificationEmail()).resolves.toBeUndefined();
    expect(resent).toEqual([null]);

    const outcome = { outcome: 'changed', email: 'new@example.com' };
    const confirmed = record('/users/email-verification/confirm', outcome);
    await expect(confirmEmail(TOKEN)).resolves.toEqual(outcome);
    expect(confirmed).toEqual([{ token: TOKEN }]);
  });

  it('answer a second factor, and sign in with a passkey with or without a challenge', async () => {
    const challenge = {
      secondFactor: { token: 't', methods: ['totp'], expiresAt: '2030-01-01T00:00:00.000Z' },
    };
    const answered = record('/users/login/second-factor', challenge);
    await expect(submitSecondFactor({ token: 't', code: '123456' })).resolves.toEqual(challenge);
    expect(answered).toEqual([{ token: 't', code: '123456' }]);

    const ceremony = { challengeId: 'c1', options: { challenge: 'abc' } };
    const asked = record('/users/passkeys/authentication-options', ceremony);
    await expect(getPasskeySignInOptions()).resolves.toEqual(ceremony);
    await expect(getPasskeySignInOptions({ token: 't' })).resolves.toEqual(ceremony);
    expect(asked).toEqual([{}, { token: 't' }]);

    const signedIn = { user: makeUser(), accessToken: 'access' };
    const passkey = record('/users/login/passkey', signedIn);
    const assertion = { challengeId: 'c1', response: { id: 'cred' } };
    await expect(signInWithPasskey(assertion)).resolves.toEqual(signedIn);
    expect(passkey).toEqual([assertion]);
  });

  it.each([
    ['/users/login/second-factor', () => submitSecondFactor({ token: 't', code: '000000' })],
    ['/users/login/passkey', () => signInWithPasskey({ challengeId: 'c', response: {} })],
    ['/users/passkeys/authentication-options', () => getPasskeySignInOptions({ token: 't' })],
  ])('take a 401 of %s as the answer, not as the end of the session', async (path, call) => {
    // Someone is signed in on this browser while another account signs in.
    setAccessToken('current');
    server.use(mock.post(apiUrl(path), () => fail(401, 'That code is not right.')));
    const expired = jest.fn();
    const unregister = onSessionExpired(expired);
    await expect(call()).rejects.toMatchObject({
      status: 401,
      serverMessage: 'That code is not right.',
    });
    unregister();
    expect(refreshCalls).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('current');
  });
});
