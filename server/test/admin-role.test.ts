import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, dataOf, errorOf, type TestApp } from './helpers/app';
import type { DeployRecord, PlatformDeployments, User } from '@kinora/contract';

/** `ADMIN_EMAILS` names the admins; admin-only routes refuse everybody else in the envelope. */
let t: TestApp;
let deployDir: string;
const record: DeployRecord = {
  remote: 'studio',
  action: 'deploy',
  version: '1.0.0-0123456789ab',
  entry: '/remotes/studio/1.0.0-0123456789ab/mf-manifest.json',
  from: null,
  by: 'ops',
  at: '2026-11-20T10:00:00.000Z',
};

beforeAll(async () => {
  deployDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-deploy-'));
  await fs.writeFile(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({
      studio: record.entry,
      watch: { stable: '/remotes/watch/a/mf-manifest.json', canary: '/c.json', percent: 10 },
    }),
  );
  await fs.writeFile(path.join(deployDir, 'remotes.history.json'), JSON.stringify([record]));
  t = await createTestApp({
    env: {
      ADMIN_EMAILS: ' Boss@Example.com , second@example.com,third@example.com',
      WEB_DEPLOY_DIR: deployDir,
    },
  });
});

afterAll(async () => {
  await t.close();
  await fs.rm(deployDir, { recursive: true, force: true });
});

describe('ADMIN_EMAILS', () => {
  it('is read lower-cased, and a malformed address stops the start naming the variable', () => {
    expect(loadConfig({ ADMIN_EMAILS: 'A@B.org,,c@d.org' }).adminEmails).toEqual([
      'a@b.org',
      'c@d.org',
    ]);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@b.org; c@d.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAILS: 'nobody' })).toThrow(/ADMIN_EMAILS/);
  });

  it('marks the session user of a listed email as admin, whatever its case', async () => {
    const boss = await t.registerUser({ email: 'boss@EXAMPLE.com' });
    const other = await t.registerUser();
    expect(boss.user.isAdmin).toBe(true);
    expect(other.user.isAdmin).toBe(false);
    const current = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: boss.headers,
    });
    expect(dataOf<User>(current).isAdmin).toBe(true);
    const plain = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: other.headers,
    });
    expect(dataOf<User>(plain).isAdmin).toBe(false);
  });
});

describe('admin-only routes', () => {
  it('answer 401 to a visitor and 403 to an account that is not an admin', async () => {
    const visitor = await t.inject({ method: 'GET', url: '/platform/deployments' });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).success).toBe(false);
    const other = await t.registerUser();
    const refused = await t.inject({
      method: 'GET',
      url: '/platform/deployments',
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ statusCode: 403, success: false });
  });

  it('show an admin the live deployment and its history', async () => {
    const admin = await t.registerUser({ email: 'second@example.com' });
    const res = await t.inject({
      method: 'GET',
      url: '/platform/deployments',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = dataOf<PlatformDeployments>(res);
    expect(body.remotes.studio).toBe(record.entry);
    expect(body.remotes.watch).toMatchObject({ percent: 10 });
    expect(body.history).toEqual([record]);
  });

  it('take the role away at once when the account moves to an address that is not listed', async () => {
    const admin = await t.registerUser({ email: 'third@example.com' });
    const moved = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: admin.headers,
      payload: { email: 'former@example.com', currentPassword: admin.password },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(dataOf<User>(moved).isAdmin).toBe(false);
    const res = await t.inject({
      method: 'GET',
      url: '/platform/deployments',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
