import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import { generateSecrets } from '../src/lib/secrets';
import { API, createTestApp, type TestApp, type TestUser } from './helpers/app';
import { dropRedisKeys, findTestRedis } from './helpers/redis';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Login brute force (issue 15, H1 and M6): attempts are counted before the password is checked,
 * so parallel guesses cannot all slip past the limit; a browser the owner signed in from before
 * is not locked out by a stranger's guesses; counters are shared and survive restarts.
 */

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const DEVICE_COOKIE = 'kinora-device';

function loginWith(inject: Inject) {
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

const deviceCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

/** 29 wrong passwords and the right one, all at once; returns the statuses. */
async function burst(login: ReturnType<typeof loginWith>, victim: TestUser, ip: string) {
  const passwords = Array.from({ length: 30 }, (_, i) =>
    i === 17 ? victim.password : `guess-${i}`,
  );
  const results = await Promise.all(
    passwords.map((password) => login(victim.user.email, password, { ip })),
  );
  return results.map((r) => r.statusCode);
}

describe('login attempts in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const login = () => loginWith((options) => t.app.inject(options));

  it('evaluates at most 10 of 30 parallel attempts on one account; the rest are refused unchecked', async () => {
    const victim = await t.registerUser();
    const statuses = await burst(login(), victim, '10.9.1.1');
    const evaluated = statuses.filter((s) => s !== 429);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the owner’s browser signing in while a stranger has locked the account', async () => {
    const victim = await t.registerUser();
    // The owner signed in from this browser before: it carries a signed device cookie.
    const earlier = await login()(victim.user.email, victim.password, { ip: '10.9.2.1' });
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(device).toBeTruthy();
    expect(earlier.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });

    // A stranger uses up the account's attempts from elsewhere.
    for (let i = 0; i < 10; i += 1) {
      const res = await login()(victim.user.email, `guess-${i}`, { ip: `10.9.3.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login()(victim.user.email, victim.password, { ip: '10.9.4.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, success: false });

    // The right password from the owner's browser still works.
    const owner = await login()(victim.user.email, victim.password, {
      ip: '10.9.2.1',
      cookies: { [DEVICE_COOKIE]: device ?? '' },
    });
    expect(owner.statusCode).toBe(200);

    // A cookie the server did not sign, or one of another account, counts for nothing.
    const other = await t.registerUser();
    const otherDevice = deviceCookieOf(
      await login()(other.user.email, other.password, { ip: '10.9.5.1' }),
    );
    for (const forged of [`${victim.user._id}.0123456789abcdef`, otherDevice ?? '']) {
      const res = await login()(victim.user.email, victim.password, {
        ip: '10.9.5.1',
        cookies: { [DEVICE_COOKIE]: forged },
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('limits a trusted device on its own counter', async () => {
    const u = await t.registerUser();
    const device =
      deviceCookieOf(await login()(u.user.email, u.password, { ip: '10.9.6.1' })) ?? '';
    const cookies = { [DEVICE_COOKIE]: device };
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login()(u.user.email, `nope-${i}`, { ip: '10.9.6.1', cookies })).statusCode,
      ).toBe(401);
    }
    expect((await login()(u.user.email, u.password, { ip: '10.9.6.1', cookies })).statusCode).toBe(
      429,
    );
  });

  it('counts IPv6 addresses per /64', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login()(`nobody-v6-${i}@example.com`, 'x', { ip: `2001:db8:1:2::${(i + 1).toString(16)}` }),
      ),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual(statuses.map(() => 401));
    // Another address in the same /64 (written out in full) is the same subscriber.
    const sameSubnet = await login()('nobody-v6-x@example.com', 'x', {
      ip: '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
    });
    expect(sameSubnet.statusCode).toBe(429);
    const nextSubnet = await login()('nobody-v6-x@example.com', 'x', { ip: '2001:db8:1:3::1' });
    expect(nextSubnet.statusCode).toBe(401);
  });
});

/** A database that outlives an app: a PGlite folder, or a schema on the PostgreSQL of the run. */
async function durableDatabase() {
  const url = process.env.DATABASE_URL;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-restart-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (url) {
    await admin('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
    await admin(`CREATE SCHEMA ${schema}`);
  }
  return {
    dir,
    open: (): Promise<DatabaseHandle> =>
      url
        ? createDatabase({ databaseUrl: url, pgliteDir: null, schema, poolSize: 3 })
        : createDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'db') }),
    drop: async () => {
      if (url) {
        await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Locks an account with 10 failures on one app, restarts (a new app on the same storage) and
 * checks the lock is still there. `env` picks the store (the database, or Redis).
 */
async function expectLockSurvivesRestart(env: Record<string, string>) {
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

describe('login counters survive a restart', () => {
  it('in the database', async () => {
    await expectLockSurvivesRestart({});
  }, 120_000);
});

// Redis is used when REDIS_URL is set, or when one answers on 127.0.0.1:6379; else these are
// skipped, and their name says so.
const redis = await findTestRedis();

describe.skipIf(!redis)(
  `login attempts in Redis (${redis ? redis.url : 'skipped: no REDIS_URL and no Redis on 127.0.0.1:6379'})`,
  () => {
    let t: TestApp;
    beforeAll(async () => {
      if (!redis) return;
      t = await createTestApp({
        env: { RATE_LIMITS: 'on', REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix },
      });
    });
    afterAll(async () => {
      await t.close();
      if (redis) await dropRedisKeys(redis.url, redis.keyPrefix);
    });

    it('evaluates at most 10 of 30 parallel attempts, counting in Redis and not in the database', async () => {
      const victim = await t.registerUser();
      const statuses = await burst(
        loginWith((options) => t.app.inject(options)),
        victim,
        '10.7.0.1',
      );
      expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
      if (!redis) return;
      const keys = await t.app.redis?.keys(`${redis.keyPrefix}login-attempts:*`);
      expect(keys).toContain(`${redis.keyPrefix}login-attempts:account:${victim.user._id}`);
      const rows = await t.app.db.selectFrom('login_attempts').select('key').execute();
      expect(rows).toEqual([]);
    });

    it('keeps the counters across a restart', async () => {
      if (!redis) return;
      await expectLockSurvivesRestart({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix });
    }, 120_000);
  },
);
