import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OVERRIDE_MAX_AGE_SECONDS } from '../src/lib/remote-override';
import {
  createTestApp,
  dataOf,
  errorOf,
  markEmailVerified,
  type TestApp,
  type TestUser,
} from './helpers/app';

/**
 * A remote override loads one remote from another URL in one admin's browser: only an admin can
 * set it, only for a remote of the deployment file (never the API) from an origin the file
 * allows, only a cookie this server signed carries it, and it holds only for that admin's session
 * in that browser, for a few hours, while they are an admin. The shell page's CSP admits the
 * override's origin for that browser alone.
 */
let t: TestApp;
let shellDir: string;
const PREVIEW = 'https://preview.example.org';
const OVERRIDE = `${PREVIEW}/studio/mf-manifest.json`;
const DEPLOYMENT = {
  studio: '/remotes/studio/mf-manifest.json',
  watch: '/w.json',
  overrideOrigins: [PREVIEW, 'not an origin'],
};

const writeDeployment = (deployment: object) =>
  fs.writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify(deployment));

beforeAll(async () => {
  shellDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-override-'));
  await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Kinora</title>');
  await writeDeployment(DEPLOYMENT);
  t = await createTestApp({ env: { WEB_SHELL_DIR: shellDir } });
});

afterAll(async () => {
  await t.close();
  await fs.rm(shellDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

async function newAdmin(): Promise<TestUser> {
  const admin = await t.registerUser();
  await markEmailVerified(t.app.db, admin.user._id);
  await t.admin('grant', admin.user.username);
  return admin;
}

/** The admin's browser: the device cookie registration left there. */
const deviceOf = (user: TestUser) => ({ 'kinora-device': user.cookies['kinora-device'] ?? '' });

const setOverride = (
  user: TestUser | null,
  payload: object,
  cookies = user ? deviceOf(user) : {},
) =>
  t.inject({
    method: 'PUT',
    url: '/platform/override',
    headers: user?.headers ?? {},
    cookies,
    payload,
  });

async function overrideCookie(admin: TestUser): Promise<string> {
  const res = await setOverride(admin, { remote: 'studio', url: OVERRIDE });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'kinora-remote-override');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookie?.maxAge).toBeLessThanOrEqual(OVERRIDE_MAX_AGE_SECONDS);
  return cookie?.value ?? '';
}

const scriptSrc = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];

/** What the browser with these cookies is given: its deployment file and its page's script-src. */
async function seenWith(cookies: Record<string, string>) {
  const file = await t.app.inject({ url: '/remotes.json', cookies });
  const page = await t.app.inject({ url: '/', cookies, headers: { accept: 'text/html' } });
  const cleared = [file, page].every(
    (res) => res.cookies.find((c) => c.name === 'kinora-remote-override')?.value === '',
  );
  return {
    overridden: 'overrides' in file.json<Record<string, unknown>>(),
    scriptSrc: scriptSrc(page.headers['content-security-policy']),
    cleared,
  };
}

const withOverride = (admin: TestUser, value: string) => ({
  ...deviceOf(admin),
  'kinora-remote-override': value,
});

const REFUSED = { overridden: false, scriptSrc: "'self'", cleared: true };

describe('setting a remote override', () => {
  it('is refused to visitors and accounts that are not admins, and to a URL that is not http(s)', async () => {
    const admin = await newAdmin();
    expect((await setOverride(null, { remote: 'studio', url: OVERRIDE })).statusCode).toBe(401);
    const other = await t.registerUser();
    const refused = await setOverride(other, { remote: 'studio', url: OVERRIDE });
    expect(refused.statusCode).toBe(403);
    expect(refused.cookies).toEqual([]);
    const script = await setOverride(admin, { remote: 'studio', url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
  });

  it('never redirects the API entry, nor a name the deployment file does not have', async () => {
    const admin = await newAdmin();
    for (const remote of ['api', 'nothing']) {
      const res = await setOverride(admin, { remote, url: `${PREVIEW}/api` });
      expect(res.statusCode, remote).toBe(400);
      expect(errorOf(res).errors).toEqual([
        { field: 'remote', message: 'not a remote of the deployment file' },
      ]);
      expect(res.cookies).toEqual([]);
    }
  });

  it('takes only an origin the deployment file allows, or a build deployed on the site itself', async () => {
    const admin = await newAdmin();
    const elsewhere = await setOverride(admin, {
      remote: 'studio',
      url: 'https://evil.example.org/studio/mf-manifest.json',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toMatch(/overrideOrigins/);
    expect(elsewhere.cookies).toEqual([]);
    const ownBuild = await setOverride(admin, {
      remote: 'studio',
      url: 'http://localhost:80/remotes/studio/1.0.0-abc/mf-manifest.json',
    });
    expect(ownBuild.statusCode, ownBuild.body).toBe(200);
    const ownPage = await setOverride(admin, {
      remote: 'studio',
      url: 'http://localhost:80/x.json',
    });
    expect(ownPage.statusCode).toBe(400);
  });

  it('is for a browser signed in to the account: none without its device cookie', async () => {
    const admin = await newAdmin();
    const res = await setOverride(admin, { remote: 'studio', url: OVERRIDE }, {});
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('a remote override', () => {
  it('changes the deployment file and the CSP of the browser that carries it, and no other', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    const file = await t.app.inject({ url: '/remotes.json', cookies: withOverride(admin, value) });
    expect(file.json()).toEqual({
      ...DEPLOYMENT,
      studio: OVERRIDE,
      overrides: { studio: OVERRIDE },
    });
    expect(await seenWith(withOverride(admin, value))).toEqual({
      overridden: true,
      scriptSrc: `'self' ${PREVIEW}`,
      cleared: false,
    });

    const plain = await t.app.inject({ url: '/remotes.json' });
    expect(plain.json()).toEqual(DEPLOYMENT);
    expect(await seenWith({})).toEqual({ overridden: false, scriptSrc: "'self'", cleared: false });
  });

  it('is ignored when the cookie was not signed by the server', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    const forged = value.replace('preview.example.org', 'evil.example.org');
    const unsigned = JSON.stringify({ remote: 'studio', url: 'https://evil.example.org/m.json' });
    for (const cookie of [forged, unsigned])
      expect(await seenWith(withOverride(admin, cookie))).toEqual(REFUSED);
  });

  it('is refused in another person’s browser, or one without the admin’s device cookie', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    const someone = await t.registerUser();
    expect(await seenWith({ ...deviceOf(someone), 'kinora-remote-override': value })).toEqual(
      REFUSED,
    );
    expect(await seenWith({ 'kinora-remote-override': value })).toEqual(REFUSED);
  });

  it('ends with the session it was set in', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    const out = await t.inject({
      method: 'POST',
      url: '/users/logout',
      cookies: admin.cookies,
      headers: { 'x-xsrf-token': admin.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(out.statusCode).toBe(200);
    expect(await seenWith(withOverride(admin, value))).toEqual(REFUSED);
  });

  it('expires after a few hours, whatever the browser keeps', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (OVERRIDE_MAX_AGE_SECONDS + 60) * 1000);
    expect(await seenWith(withOverride(admin, value))).toEqual(REFUSED);
  });

  it('is refused, and cleared, once its account is no longer an admin', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    await t.admin('revoke', admin.user.username);
    expect(await seenWith(withOverride(admin, value))).toEqual(REFUSED);
  });

  it('is refused once the deployment file no longer allows its origin', async () => {
    const admin = await newAdmin();
    const value = await overrideCookie(admin);
    await writeDeployment({ ...DEPLOYMENT, overrideOrigins: [] });
    try {
      expect(await seenWith(withOverride(admin, value))).toEqual(REFUSED);
    } finally {
      await writeDeployment(DEPLOYMENT);
    }
  });

  it('ends with one request, which anyone may send', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/platform/override' });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({});
    const cleared = res.cookies.find((c) => c.name === 'kinora-remote-override');
    expect(cleared?.value).toBe('');
  });
});
