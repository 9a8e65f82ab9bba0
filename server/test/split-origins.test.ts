import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from './helpers/app';
import type { LightMyRequestResponse } from 'fastify';

/**
 * The web on one origin, the API on another: the preflight allows what the client sends, the
 * client learns the XSRF token from a header it may read, and the cookie-authenticated endpoints
 * (refresh, logout) accept only the web origins and the API's own.
 */

const WEB = 'https://web.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGINS: WEB } });
});
afterAll(async () => {
  await t.close();
});

const cookie = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

/** Signs in from the web origin; answers what the browser there would hold. */
async function signInFromWeb() {
  const u = await t.registerUser();
  const res = await t.inject({
    method: 'POST',
    url: '/users/login',
    headers: { origin: WEB, 'sec-fetch-site': 'cross-site' },
    payload: { email: u.user.email, password: u.password },
  });
  expect(res.statusCode).toBe(200);
  return {
    xsrf: String(res.headers['x-xsrf-token']),
    cookies: {
      refreshToken: cookie(res, 'refreshToken')?.value ?? '',
      'XSRF-TOKEN': cookie(res, 'XSRF-TOKEN')?.value ?? '',
    },
    res,
  };
}

describe('the preflight', () => {
  it('allows every method and header the web client uses, with credentials, to web origins only', async () => {
    const headers = 'authorization,content-type,x-xsrf-token,range';
    for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await t.inject({
        method: 'OPTIONS',
        url: '/videos/0123456789abcdef01234567',
        headers: {
          origin: WEB,
          'access-control-request-method': method,
          'access-control-request-headers': headers,
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(WEB);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      const allowed = String(res.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/,\s*/);
      for (const header of headers.split(',')) expect(allowed).toContain(header);
    }
    const stranger = await t.inject({
      method: 'OPTIONS',
      url: '/videos',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the XSRF token across origins', () => {
  it('comes in a header the web origin may read, equal to the cookie', async () => {
    const { xsrf, cookies, res } = await signInFromWeb();
    expect(xsrf).toMatch(/^[\w-]{32}$/);
    expect(xsrf).toBe(cookies['XSRF-TOKEN']);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain(
      'x-xsrf-token',
    );
  });

  it('refreshes from the web origin with the header, and rotates the token', async () => {
    const { xsrf, cookies } = await signInFromWeb();
    const res = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      headers: { origin: WEB, 'sec-fetch-site': 'same-site', 'x-xsrf-token': xsrf },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    const next = String(res.headers['x-xsrf-token']);
    expect(next).not.toBe(xsrf);
    expect(cookie(res, 'XSRF-TOKEN')?.value).toBe(next);
  });

  it('refuses refresh and logout from another origin even with the right token', async () => {
    const { xsrf, cookies } = await signInFromWeb();
    for (const url of ['/users/refresh-token', '/users/logout']) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await t.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'x-xsrf-token': xsrf },
          cookies,
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(errorOf(res).message).toBe('Cross-site requests cannot use the session cookie.');
      }
    }
    // The session is still there for the web origin.
    const res = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      headers: { origin: WEB, 'x-xsrf-token': xsrf },
      cookies,
    });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses a refresh without the header', async () => {
    const { cookies } = await signInFromWeb();
    const res = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      headers: { origin: WEB },
      cookies,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Missing XSRF token.');
  });
});

describe('cookies for a web app on another site', () => {
  it('are SameSite=None and Secure with COOKIE_SAME_SITE=none', async () => {
    const other = await createTestApp({
      env: { WEB_ORIGINS: 'https://kinora-web.example', COOKIE_SAME_SITE: 'none' },
    });
    try {
      const u = await other.registerUser();
      const res = await other.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: u.user.email, password: u.password },
      });
      for (const name of ['__Secure-refreshToken', 'XSRF-TOKEN', '__Host-kinora-device']) {
        expect(cookie(res, name), name).toMatchObject({ sameSite: 'None', secure: true });
      }
    } finally {
      await other.close();
    }
  });

  it('are SameSite=Lax with COOKIE_SAME_SITE=lax', async () => {
    const other = await createTestApp({ env: { COOKIE_SAME_SITE: 'lax' } });
    try {
      const u = await other.registerUser();
      const res = await other.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: u.user.email, password: u.password },
      });
      expect(cookie(res, 'refreshToken')).toMatchObject({ sameSite: 'Lax' });
      expect(cookie(res, 'refreshToken')?.secure).toBeFalsy();
    } finally {
      await other.close();
    }
  });
});
