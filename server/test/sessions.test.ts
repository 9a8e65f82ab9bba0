import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import type { LoginResponse, Page, Session, SessionsRevoked } from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  accessToken: string;
  cookies: Record<string, string>;
  headers: { authorization: string };
}

const cookiesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

/** Signs `u` in from another device (user agent). */
async function signIn(u: TestUser, userAgent: string): Promise<Device> {
  const res = await t.inject({
    method: 'POST',
    url: '/users/login',
    headers: { 'user-agent': userAgent },
    payload: { email: u.user.email, password: u.password },
  });
  expect(res.statusCode).toBe(200);
  const { accessToken } = dataOf<LoginResponse>(res);
  return {
    accessToken,
    cookies: cookiesOf(res),
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

const me = (headers: { authorization: string }) =>
  t.inject({ method: 'GET', url: '/users/current-user', headers });

const refresh = (cookies: Record<string, string>, userAgent = 'lightMyRequest') =>
  t.inject({
    method: 'POST',
    url: '/users/refresh-token',
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '', 'user-agent': userAgent },
  });

async function listSessions(headers: { authorization: string }): Promise<Session[]> {
  const res = await t.inject({ method: 'GET', url: '/users/sessions', headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Session>>(res).docs;
}

describe('access tokens name their session', () => {
  it('carry the session id as `sid`, and a token without one is refused', async () => {
    const u = await t.registerUser();
    const claims = t.app.jwt.decode<{ sub: string; sid: string }>(u.accessToken);
    expect(claims?.sub).toBe(u.user._id);
    expect(claims?.sid).toMatch(/^[0-9a-f]{24}$/);
    const legacy = t.app.jwt.sign({ sub: u.user._id } as { sub: string; sid: string });
    expect((await me({ authorization: `Bearer ${legacy}` })).statusCode).toBe(401);
  });

  it('stop working at once when the session logs out, while other sessions go on', async () => {
    const u = await t.registerUser();
    const phone = await signIn(u, SAFARI_ON_IPHONE);
    const logout = await t.inject({
      method: 'POST',
      url: '/users/logout',
      cookies: u.cookies,
      headers: { 'x-xsrf-token': u.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await me(u.headers);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).message).toBe('Access token is invalid or expired.');
    expect((await me(phone.headers)).statusCode).toBe(200);
  });
});

describe('GET /users/sessions', () => {
  it('lists each signed-in device with browser, OS, times and which one is asking', async () => {
    const u = await t.registerUser();
    const laptop = await signIn(u, FIREFOX_ON_WINDOWS);
    const phone = await signIn(u, SAFARI_ON_IPHONE);
    const sessions = await listSessions(phone.headers);
    expect(sessions).toHaveLength(3);
    const [newest] = sessions;
    expect(newest).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17.5',
      deviceType: 'mobile',
      current: true,
      signInMethod: 'password',
    });
    expect(Object.keys(newest ?? {}).sort()).toEqual([
      '_id',
      'browser',
      'createdAt',
      'current',
      'deviceType',
      'lastUsedAt',
      'os',
      'signInMethod',
    ]);
    // The first session was opened by the registration itself.
    expect(sessions.at(-1)).toMatchObject({ signInMethod: 'registration' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.browser === 'Firefox 128')).toMatchObject({
      os: 'Windows 10',
      deviceType: 'desktop',
      current: false,
    });
    // The laptop sees itself as current.
    const fromLaptop = await listSessions(laptop.headers);
    expect(fromLaptop.find((s) => s.current)?.browser).toBe('Firefox 128');
    expect((await t.inject({ method: 'GET', url: '/users/sessions' })).statusCode).toBe(401);
  });

  it('records when a session was last used (refresh), and keeps its id through rotations', async () => {
    const u = await t.registerUser();
    const laptop = await signIn(u, FIREFOX_ON_WINDOWS);
    const before = (await listSessions(u.headers)).find((s) => s.browser === 'Firefox 128');
    await new Promise((r) => setTimeout(r, 20));
    // The browser updated itself meanwhile: the list shows what it is now.
    const refreshed = await refresh(laptop.cookies, FIREFOX_ON_WINDOWS.replaceAll('128', '129'));
    expect(refreshed.statusCode).toBe(200);
    const after = (await listSessions(u.headers)).find((s) => s.browser === 'Firefox 129');
    expect(after?._id).toBe(before?._id);
    expect(Date.parse(after?.lastUsedAt ?? '')).toBeGreaterThan(
      Date.parse(before?.lastUsedAt ?? ''),
    );
  });
});

describe('DELETE /users/sessions/:sessionId', () => {
  it('signs that device out at once (access and refresh), and answers 404 for anyone else’s session', async () => {
    const u = await t.registerUser();
    const stranger = await t.registerUser();
    const laptop = await signIn(u, FIREFOX_ON_WINDOWS);
    const laptopSession = (await listSessions(laptop.headers)).find((s) => s.current);
    if (!laptopSession) throw new Error('no current session');

    const foreign = await t.inject({
      method: 'DELETE',
      url: `/users/sessions/${laptopSession._id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('Session not found.');
    expect((await me(laptop.headers)).statusCode).toBe(200);

    const res = await t.inject({
      method: 'DELETE',
      url: `/users/sessions/${laptopSession._id}`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(laptop.headers)).statusCode).toBe(401);
    expect((await refresh(laptop.cookies)).statusCode).toBe(401);
    expect((await me(u.headers)).statusCode).toBe(200);
    const again = await t.inject({
      method: 'DELETE',
      url: `/users/sessions/${laptopSession._id}`,
      headers: u.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('DELETE /users/sessions', () => {
  it('signs out every other device and keeps this one', async () => {
    const u = await t.registerUser();
    const laptop = await signIn(u, FIREFOX_ON_WINDOWS);
    const phone = await signIn(u, SAFARI_ON_IPHONE);
    const res = await t.inject({
      method: 'DELETE',
      url: '/users/sessions',
      headers: phone.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<SessionsRevoked>(res)).toEqual({ revoked: 2 });
    expect((await me(phone.headers)).statusCode).toBe(200);
    expect((await refresh(phone.cookies)).statusCode).toBe(200);
    for (const device of [u, laptop]) {
      expect((await me(device.headers)).statusCode).toBe(401);
      expect((await refresh(device.cookies)).statusCode).toBe(401);
    }
    expect(await listSessions(phone.headers)).toHaveLength(1);
  });
});

describe('POST /users/change-password', () => {
  it('needs the old password, then signs out every other session and keeps this one', async () => {
    const u = await t.registerUser();
    const laptop = await signIn(u, FIREFOX_ON_WINDOWS);
    const wrong = await t.inject({
      method: 'POST',
      url: '/users/change-password',
      headers: u.headers,
      payload: { oldPassword: 'not-it', newPassword: 'brand-new-secret' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Old password is incorrect.');
    expect((await me(laptop.headers)).statusCode).toBe(200);

    const short = await t.inject({
      method: 'POST',
      url: '/users/change-password',
      headers: u.headers,
      payload: { oldPassword: u.password, newPassword: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).errors[0]).toMatchObject({
      field: 'newPassword',
      message: 'Password must be at least 6 characters long.',
    });

    const res = await t.inject({
      method: 'POST',
      url: '/users/change-password',
      headers: u.headers,
      payload: { oldPassword: u.password, newPassword: 'brand-new-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(u.headers)).statusCode).toBe(200);
    expect((await refresh(u.cookies)).statusCode).toBe(200);
    expect((await me(laptop.headers)).statusCode).toBe(401);
    expect((await refresh(laptop.cookies)).statusCode).toBe(401);

    const login = (password: string) =>
      t.inject({ method: 'POST', url: '/users/login', payload: { email: u.user.email, password } });
    expect((await login(u.password)).statusCode).toBe(401);
    expect((await login('brand-new-secret')).statusCode).toBe(200);
  });
});
