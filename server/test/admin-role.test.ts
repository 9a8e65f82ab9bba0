import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command';
import { ConfigError, loadConfig } from '../src/config';
import {
  createTestApp,
  dataOf,
  errorOf,
  markEmailVerified,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { latestOutboxMail, tokenIn } from './helpers/mail-server';
import type { DeployRecord, PlatformDeployments, User } from '@kinora/contract';

/**
 * The admin role is stored on the account and granted only by the operator (`kinora admin`);
 * admin-only routes refuse everybody else in the envelope.
 */
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
  t = await createTestApp({ env: { WEB_DEPLOY_DIR: deployDir } });
});

afterAll(async () => {
  await t.close();
  await fs.rm(deployDir, { recursive: true, force: true });
});

const deployments = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/platform/deployments', headers: user.headers });
const currentUser = async (user: TestUser) =>
  dataOf<User>(
    await t.inject({ method: 'GET', url: '/users/current-user', headers: user.headers }),
  );

describe('ADMIN_EMAILS', () => {
  it('stops the start with an error that names the admin command', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com' })).toThrow(
      /ADMIN_EMAILS.*pnpm kinora admin grant <username>/,
    );
    expect(() => loadConfig({ ADMIN_EMAILS: ' ' })).not.toThrow();
  });

  it('grants nothing to whoever registers an address: a new account is a plain user', async () => {
    const stranger = await t.registerUser({ email: 'ops@example.com' });
    expect(stranger.user).toMatchObject({ role: 'user', isAdmin: false });
    expect((await currentUser(stranger)).role).toBe('user');
    const refused = await deployments(stranger);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ statusCode: 403, success: false });
    const loads = await t.inject({
      method: 'GET',
      url: '/platform/remote-loads',
      headers: stranger.headers,
    });
    expect(loads.statusCode).toBe(403);
  });
});

/** An account whose address is verified: admins come from verified addresses only. */
async function registerVerified(): Promise<TestUser> {
  const user = await t.registerUser();
  await markEmailVerified(t.app.db, user.user._id);
  return user;
}

describe('kinora admin', () => {
  it('grant gives the account the platform API at once, with the tokens it already has', async () => {
    const lead = await registerVerified();
    expect((await deployments(lead)).statusCode).toBe(403);
    await t.admin('grant', lead.user.username.toUpperCase());
    expect(await currentUser(lead)).toMatchObject({ role: 'admin', isAdmin: true });
    const res = await deployments(lead);
    expect(res.statusCode).toBe(200);
    const body = dataOf<PlatformDeployments>(res);
    expect(body.remotes.studio).toBe(record.entry);
    expect(body.remotes.watch).toMatchObject({ percent: 10 });
    expect(body.history).toEqual([record]);
  });

  it('revoke takes the role away at once from every session of the account', async () => {
    const lead = await registerVerified();
    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: lead.user.username, password: lead.password },
    });
    const second = {
      ...lead,
      headers: { authorization: `Bearer ${dataOf<{ accessToken: string }>(login).accessToken}` },
    };
    await t.admin('grant', lead.user.username);
    expect((await deployments(lead)).statusCode).toBe(200);
    expect((await deployments(second)).statusCode).toBe(200);

    await t.admin('revoke', lead.user.username);
    expect((await deployments(lead)).statusCode).toBe(403);
    expect((await deployments(second)).statusCode).toBe(403);
    expect(await currentUser(second)).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('list names the admins; an unknown account or a wrong command changes nothing', async () => {
    const lead = await registerVerified();
    await t.admin('grant', lead.user.username);
    const listed = await runAdminCommand(t.app.db, ['list']);
    expect(listed.ok).toBe(true);
    expect(listed.output).toContain(`${lead.user.username}\t${lead.user.email}`);

    const unknown = await runAdminCommand(t.app.db, ['grant', 'nobody-here']);
    expect(unknown).toEqual({ ok: false, output: 'No account is named "nobody-here".' });
    for (const args of [[], ['promote', lead.user.username], ['grant'], ['list', 'extra']]) {
      const wrong = await runAdminCommand(t.app.db, args);
      expect(wrong.ok, args.join(' ')).toBe(false);
      expect(wrong.output).toContain('pnpm kinora admin grant <username>');
    }
  });
});

describe('admin-only routes', () => {
  it('answer 401 to a visitor and 403 to an account that is not an admin', async () => {
    const visitor = await t.inject({ method: 'GET', url: '/platform/deployments' });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).success).toBe(false);
    const other = await t.registerUser();
    const refused = await deployments(other);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ statusCode: 403, success: false });
  });

  it('keep the role when the admin changes their email: it follows the account, not an address', async () => {
    const lead = await registerVerified();
    await t.admin('grant', lead.user.username);
    const moved = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: lead.headers,
      payload: { email: 'elsewhere@example.com', currentPassword: lead.password },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(dataOf<User>(moved)).toMatchObject({ role: 'admin', isAdmin: true });
    const mail = await latestOutboxMail(t.config.mail.outboxDir, 'elsewhere@example.com');
    const confirmed = await t.inject({
      method: 'POST',
      url: '/users/email-verification/confirm',
      payload: { token: tokenIn(mail, 'http://localhost') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await currentUser(lead)).toMatchObject({
      email: 'elsewhere@example.com',
      role: 'admin',
      isAdmin: true,
    });
    expect((await deployments(lead)).statusCode).toBe(200);
  });
});
