import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { generateSecrets } from '../../src/lib/secrets';
import { API, type TestUser } from './app';
import { createSchemaOn, releaseSchema } from './schemas';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the login-limit tests share, whichever store keeps the counters. */

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export const DEVICE_COOKIE = 'kinora-device';

export function loginWith(inject: Inject) {
  return (
    email: string,
    password: string,
    options: { ip?: string; cookies?: Record<string, string> } = {},
  ) =>
    inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email, password },
      remoteAddress: options.ip ?? '10.9.0.1',
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
}

export const deviceCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

/** 29 wrong passwords and the right one, all at once; returns the statuses. */
export async function burst(login: ReturnType<typeof loginWith>, victim: TestUser, ip: string) {
  const passwords = Array.from({ length: 30 }, (_, i) =>
    i === 17 ? victim.password : `guess-${i}`,
  );
  const results = await Promise.all(
    passwords.map((password) => login(victim.user.email, password, { ip })),
  );
  return results.map((r) => r.statusCode);
}

/** A database that outlives an app: a PGlite folder, or a schema on the PostgreSQL of the run. */
export async function durableDatabase() {
  const url = process.env.DATABASE_URL;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-restart-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (url) await createSchemaOn(url, schema);
  return {
    dir,
    open: (): Promise<DatabaseHandle> =>
      url
        ? createDatabase({ databaseUrl: url, pgliteDir: null, schema, poolSize: 3 })
        : createDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'db') }),
    drop: async () => {
      if (url) {
        await releaseSchema(schema);
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Locks an account with 10 failures on one app, restarts (a new app on the same storage) and
 * checks the lock is still there. `env` picks the store (the database, or Redis).
 */
export async function expectLockSurvivesRestart(env: Record<string, string>) {
  const storage = await durableDatabase();
  const secrets = generateSecrets();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED: 'false',
    RATE_LIMITS: 'on',
    ...env,
    DATA_DIR: storage.dir,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const start = async () => {
    const app = await buildApp(config, { database: await storage.open(), secrets, logger: false });
    await app.ready();
    return app;
  };
  try {
    const first = await start();
    const email = `restart-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await first.inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: {
        username: `r${randomBytes(3).toString('hex')}`,
        email,
        fullName: 'R',
        password: 'right-password',
      },
    });
    expect(registered.statusCode).toBe(201);
    const login = loginWith((options) => first.inject(options));
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong-${i}`, { ip: `10.8.0.${i}` })).statusCode).toBe(401);
    }
    await first.close();

    const second = await start();
    try {
      const again = await loginWith((options) => second.inject(options))(email, 'right-password', {
        ip: '10.8.1.1',
      });
      expect(again.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  } finally {
    await storage.drop();
  }
}
