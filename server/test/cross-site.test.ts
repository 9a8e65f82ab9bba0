import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, errorOf } from './helpers/app';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Sign-in and registration refuse other sites (L4); cookies are Secure with prefixed names over
 * HTTPS (L8); the CORS preflight allows the API's methods to the configured origins.
 */

const ALLOWED = 'https://app.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGINS: ALLOWED, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const fresh = () => {
  counter += 1;
  return {
    username: `xsite${counter}`,
    email: `xsite${counter}@example.com`,
    fullName: 'Cross Site',
    password: 'secret-password',
  };
};

const register = (headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/users/register', headers, payload: fresh() });

const cookie = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

describe('cross-site sign-in and registration', () => {
  it('refuses requests another site sends, in the error envelope', async () => {
    const u = await t.registerUser();
    const login = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/users/login',
        headers,
        payload: { email: u.user.email, password: u.password },
      });
    const refused: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      // Same host name, another port: another origin.
      { origin: 'http://localhost:8080' },
    ];
    for (const headers of refused) {
      for (const res of [await login(headers), await register(headers)]) {
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(errorOf(res)).toEqual({
          statusCode: 403,
          message: 'Cross-site requests cannot sign in or register.',
          errors: [],
          success: false,
        });
        expect(res.cookies).toEqual([]);
      }
    }
  });

  it('lets the site itself, the origins of WEB_ORIGINS and non-browser clients through', async () => {
    const u = await t.registerUser();
    const login = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/users/login',
        headers,
        payload: { email: u.user.email, password: u.password },
      });
    const allowed: Array<Record<string, string>> = [
      {},
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      { host: 'kinora.example', origin: 'https://kinora.example', 'x-forwarded-proto': 'https' },
      { origin: ALLOWED, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of allowed) {
      expect((await login(headers)).statusCode, JSON.stringify(headers)).toBe(200);
      expect((await register(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    }
  });
});

describe('behind a proxy that sends the upstream as Host', () => {
  /** What Vite's `changeOrigin` or a plain `proxy_pass` forwards: its own upstream as `Host`. */
  const UPSTREAM = { host: '127.0.0.1:3000' };
  const SITE = 'https://kinora.example';

  /** Register, sign in and refresh on `app` with `headers`; the three statuses. */
  async function signInWith(app: TestApp, headers: Record<string, string>) {
    const fields = fresh();
    const registered = await app.inject({
      method: 'POST',
      url: '/users/register',
      headers,
      payload: fields,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/users/login',
      headers,
      payload: { email: fields.email, password: fields.password },
    });
    const xsrf = cookie(login, 'XSRF-TOKEN')?.value ?? '';
    const refreshed = await app.inject({
      method: 'POST',
      url: '/users/refresh-token',
      headers: { ...headers, 'x-xsrf-token': xsrf },
      cookies: { refreshToken: cookie(login, 'refreshToken')?.value ?? '', 'XSRF-TOKEN': xsrf },
    });
    for (const [res, message] of [
      [registered, 'Cross-site requests cannot sign in or register.'],
      [login, 'Cross-site requests cannot sign in or register.'],
      [refreshed, 'Cross-site requests cannot use the session cookie.'],
    ] as const) {
      if (res.statusCode === 403) {
        expect(errorOf(res)).toEqual({ statusCode: 403, message, errors: [], success: false });
      }
    }
    return [registered.statusCode, login.statusCode, refreshed.statusCode];
  }

  let publicSite: TestApp;
  beforeAll(async () => {
    publicSite = await createTestApp({ env: { PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await publicSite.close();
  });

  it('lets a browser’s Sec-Fetch-Site: same-origin (or none) through, whatever the Host', async () => {
    for (const fetchSite of ['same-origin', 'none']) {
      const headers = {
        ...UPSTREAM,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': fetchSite,
      };
      expect(await signInWith(publicSite, headers), fetchSite).toEqual([201, 200, 200]);
    }
  });

  it('still refuses Sec-Fetch-Site: cross-site and same-site from an origin not the site’s', async () => {
    for (const fetchSite of ['cross-site', 'same-site']) {
      const headers = { ...UPSTREAM, origin: 'https://evil.example', 'sec-fetch-site': fetchSite };
      expect(await signInWith(publicSite, headers), fetchSite).toEqual([403, 403, 403]);
    }
  });

  it('takes PUBLIC_URL’s origin as the site’s own', async () => {
    expect(await signInWith(publicSite, { ...UPSTREAM, origin: SITE })).toEqual([201, 200, 200]);
    expect(await signInWith(publicSite, { ...UPSTREAM, origin: 'https://evil.example' })).toEqual([
      403, 403, 403,
    ]);
  });

  it('reads X-Forwarded-Host from a trusted proxy only', async () => {
    const forwarded = {
      ...UPSTREAM,
      origin: 'https://site.example',
      'x-forwarded-host': 'site.example',
    };
    // `t` trusts the proxy (TRUST_PROXY); `publicSite` does not.
    expect(await signInWith(t, forwarded)).toEqual([201, 200, 200]);
    expect(await signInWith(publicSite, forwarded)).toEqual([403, 403, 403]);
  });
});

describe('session cookies', () => {
  it('are Secure with __Secure-/__Host- names when the request came over HTTPS (through a trusted proxy), and the session restores from them', async () => {
    const res = await register({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(201);
    expect(cookie(res, '__Secure-refreshToken')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/users',
    });
    expect(cookie(res, '__Host-kinora-device')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    expect(cookie(res, '__Host-kinora-device')?.domain).toBeUndefined();
    expect(cookie(res, 'XSRF-TOKEN')).toMatchObject({ secure: true, path: '/' });
    expect(cookie(res, 'refreshToken')).toBeUndefined();

    // The page reloads: the refresh cookie restores the session.
    const xsrf = cookie(res, 'XSRF-TOKEN')?.value ?? '';
    const restored = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      headers: { 'x-forwarded-proto': 'https', 'x-xsrf-token': xsrf },
      cookies: {
        '__Secure-refreshToken': cookie(res, '__Secure-refreshToken')?.value ?? '',
        'XSRF-TOKEN': xsrf,
      },
    });
    expect(restored.statusCode).toBe(200);
    expect(cookie(restored, '__Secure-refreshToken')?.secure).toBe(true);
  });

  it('are plain over HTTP', async () => {
    const res = await register({});
    expect(cookie(res, 'refreshToken')?.secure).toBeFalsy();
    expect(cookie(res, 'kinora-device')?.secure).toBeFalsy();
    expect(cookie(res, 'XSRF-TOKEN')?.secure).toBeFalsy();
  });

  it('ignore X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
    const direct = await createTestApp();
    try {
      const res = await direct.inject({
        method: 'POST',
        url: '/users/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: fresh(),
      });
      expect(res.statusCode).toBe(201);
      expect(cookie(res, 'refreshToken')?.secure).toBeFalsy();
      expect(cookie(res, '__Secure-refreshToken')).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});

describe('CORS', () => {
  it('allows the API’s methods with credentials to configured origins only', async () => {
    const preflight = (origin: string, method: string) =>
      t.inject({
        method: 'OPTIONS',
        url: '/users/sessions',
        headers: { origin, 'access-control-request-method': method },
      });
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await preflight(ALLOWED, method);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    }
    const stranger = await preflight('https://evil.example', 'DELETE');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a web client on a configured origin speak tus to the uploads and read the answers', async () => {
    const upload = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/uploads/0123456789abcdef0123456789abcdef',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
      },
    });
    expect(upload.statusCode).toBe(204);
    expect(upload.headers['access-control-allow-origin']).toBe(ALLOWED);
    const allowed = String(upload.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset'])
      expect(allowed).toContain(header);

    const user = await t.registerUser();
    const created = await t.inject({
      method: 'POST',
      url: '/uploads',
      headers: {
        ...user.headers,
        origin: ALLOWED,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
      },
    });
    expect(created.statusCode).toBe(201);
    // The app's CORS answer, not tus's own wildcard.
    expect(created.headers['access-control-allow-origin']).toBe(ALLOWED);
    const exposed = String(created.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['location', 'upload-offset', 'upload-expires', 'kinora-video-id'])
      expect(exposed).toContain(header);
  });
});
