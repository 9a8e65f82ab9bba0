import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/app';

/**
 * A remote override loads one remote from another URL in one admin's browser: only an admin can
 * set it, only a cookie this server signed carries it, and the shell page's CSP admits the
 * override's origin for that browser alone.
 */
let t: TestApp;
let shellDir: string;
let admin: TestUser;
const OVERRIDE = 'https://preview.example.org/studio/mf-manifest.json';

beforeAll(async () => {
  shellDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-override-'));
  await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Kinora</title>');
  await fs.writeFile(
    path.join(shellDir, 'remotes.json'),
    JSON.stringify({ studio: '/remotes/studio/mf-manifest.json', watch: '/w.json' }),
  );
  t = await createTestApp({ env: { WEB_SHELL_DIR: shellDir } });
  admin = await t.registerUser();
  await t.admin('grant', admin.user.username);
});

afterAll(async () => {
  await t.close();
  await fs.rm(shellDir, { recursive: true, force: true });
});

const setOverride = (headers: Record<string, string>, payload: object) =>
  t.inject({ method: 'PUT', url: '/platform/override', headers, payload });

const cookieHeader = (value: string) => ({ cookie: `kinora-remote-override=${value}` });

async function overrideCookie(): Promise<string> {
  const res = await setOverride(admin.headers, { remote: 'studio', url: OVERRIDE });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'kinora-remote-override');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  return cookie?.value ?? '';
}

const scriptSrc = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];

describe('a remote override', () => {
  it('is refused to visitors and accounts that are not admins, and to a URL that is not http(s)', async () => {
    expect((await setOverride({}, { remote: 'studio', url: OVERRIDE })).statusCode).toBe(401);
    const other = await t.registerUser();
    const refused = await setOverride(other.headers, { remote: 'studio', url: OVERRIDE });
    expect(refused.statusCode).toBe(403);
    expect(refused.cookies).toEqual([]);
    const script = await setOverride(admin.headers, {
      remote: 'studio',
      url: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
  });

  it('changes the deployment file and the CSP of the browser that carries it, and no other', async () => {
    const value = await overrideCookie();
    const withOverride = await t.app.inject({ url: '/remotes.json', headers: cookieHeader(value) });
    expect(withOverride.json()).toEqual({
      studio: OVERRIDE,
      watch: '/w.json',
      overrides: { studio: OVERRIDE },
    });
    const page = await t.app.inject({
      url: '/',
      headers: { ...cookieHeader(value), accept: 'text/html' },
    });
    expect(scriptSrc(page.headers['content-security-policy'])).toBe(
      "'self' https://preview.example.org",
    );

    const plain = await t.app.inject({ url: '/remotes.json' });
    expect(plain.json()).toEqual({ studio: '/remotes/studio/mf-manifest.json', watch: '/w.json' });
    const plainPage = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(scriptSrc(plainPage.headers['content-security-policy'])).toBe("'self'");
  });

  it('is ignored when the cookie was not signed by the server', async () => {
    const value = await overrideCookie();
    const forged = value.replace('preview.example.org', 'evil.example.org');
    const unsigned = encodeURIComponent(
      JSON.stringify({ remote: 'studio', url: 'https://evil.example.org/m.json' }),
    );
    for (const cookie of [forged, unsigned]) {
      const res = await t.app.inject({ url: '/remotes.json', headers: cookieHeader(cookie) });
      expect(res.json()).not.toHaveProperty('overrides');
      const page = await t.app.inject({
        url: '/',
        headers: { ...cookieHeader(cookie), accept: 'text/html' },
      });
      expect(scriptSrc(page.headers['content-security-policy'])).toBe("'self'");
    }
  });

  it('ends with one request, which anyone may send', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/platform/override' });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'kinora-remote-override');
    expect(cleared?.value).toBe('');
  });
});
