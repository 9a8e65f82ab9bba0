import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { MODERATION_TEST_ENV, setSuspended } from './helpers/moderation';
import type { LoginResponse } from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

/**
 * A suspended account cannot sign in, refresh or use an access token it still holds, and is told
 * why and until when; once the suspension ends (or is lifted) everything works again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: MODERATION_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const cookiesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

const login = (u: TestUser, password = u.password) =>
  t.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email: u.user.email, password },
  });

const refresh = (cookies: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/users/refresh-token',
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
  });

const me = (headers: { authorization: string }) =>
  t.inject({ method: 'GET', url: '/users/current-user', headers });

describe('a suspension for a time', () => {
  it('refuses sign-in, refresh and access tokens with the reason and end, until it ends', async () => {
    const u = await t.registerUser();
    const until = new Date(Date.now() + 3000);
    await setSuspended(t, u.user._id, until, 'Spamming the comments');
    const message = `Your account is suspended until ${until.toISOString()}: Spamming the comments`;

    const signIn = await login(u);
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn).message).toBe(message);
    const refreshed = await refresh(u.cookies);
    expect(refreshed.statusCode).toBe(401);
    expect(errorOf(refreshed).message).toBe(message);
    // Any request with a token it still holds, not only those that need an account.
    for (const url of ['/users/current-user', '/videos', '/notifications']) {
      const res = await t.inject({ method: 'GET', url, headers: u.headers });
      expect(res.statusCode, url).toBe(401);
      expect(errorOf(res).message).toBe(message);
    }
    // A wrong password learns nothing of the suspension.
    const guess = await login(u, 'not-the-password');
    expect(guess.statusCode).toBe(401);
    expect(errorOf(guess).message).toBe('Invalid email or password.');

    await new Promise((resolve) => setTimeout(resolve, until.getTime() - Date.now() + 50));
    expect((await me(u.headers)).statusCode).toBe(200);
    const again = await login(u);
    expect(again.statusCode).toBe(200);
    expect((await refresh(cookiesOf(again))).statusCode).toBe(200);
  });
});

describe('a suspension for good', () => {
  it('says so without an end, and lets the device sign out', async () => {
    const u = await t.registerUser();
    await setSuspended(t, u.user._id, 'infinity', 'Ban evasion');
    const message = 'Your account is suspended: Ban evasion';
    expect(errorOf(await login(u)).message).toBe(message);
    expect(errorOf(await me(u.headers)).message).toBe(message);
    const logout = await t.inject({
      method: 'POST',
      url: '/users/logout',
      cookies: u.cookies,
      headers: { ...u.headers, 'x-xsrf-token': u.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(logout.statusCode).toBe(200);

    await setSuspended(t, u.user._id, null);
    const signIn = await login(u);
    expect(signIn.statusCode).toBe(200);
    const { accessToken } = dataOf<LoginResponse>(signIn);
    expect((await me({ authorization: `Bearer ${accessToken}` })).statusCode).toBe(200);
  });

  it('leaves other accounts alone', async () => {
    const [suspended, other] = await Promise.all([t.registerUser(), t.registerUser()]);
    await setSuspended(t, suspended.user._id, 'infinity');
    expect((await me(other.headers)).statusCode).toBe(200);
    expect((await login(other)).statusCode).toBe(200);
  });
});
