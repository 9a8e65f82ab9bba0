import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/create-database';
import { generateSecrets } from '../../src/lib/secrets';
import { API, dataOf } from './app';
import { createSchemaOn, releaseSchema } from './schemas';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse } from '@kinora/contract';

/** Two instances sharing the PostgreSQL of `DATABASE_URL`, for the session revocation tests. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Two instances need DATABASE_URL (a PostgreSQL to share).');
  return url;
}

/** Two app instances on one fresh schema; `env` adds to their configuration. */
export async function twoInstances(env: Record<string, string>) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-two-sessions-'));
  await createSchemaOn(databaseUrl(), schema);
  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(),
  });
  const secrets = generateSecrets();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const database = await createDatabase({
      databaseUrl: databaseUrl(),
      pgliteDir: null,
      schema,
      poolSize: 3,
    });
    const app = await buildApp(config, { database, secrets, logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    /** The data folder both share (as instances on one network disk would). */
    dataDir,
    close: async () => {
      for (const app of apps) await app.close();
      await releaseSchema(schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up on `a`, logs out there, and measures how long `b` still accepts the access token. */
export async function logoutSeenAfter(a: FastifyInstance, b: FastifyInstance): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const registered = await a.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username: `two${tag}`,
      email: `two${tag}@example.com`,
      fullName: 'Two',
      password: 'secret-password',
    },
  });
  expect(registered.statusCode).toBe(201);
  const headers = { authorization: `Bearer ${dataOf<RegisterResponse>(registered).accessToken}` };
  const cookies = Object.fromEntries(registered.cookies.map((c) => [c.name, c.value]));
  const me = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: `${API}/users/current-user`, headers });
  expect((await me(b)).statusCode).toBe(200);

  const logout = await a.inject({
    method: 'POST',
    url: `${API}/users/logout`,
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
  });
  expect(logout.statusCode).toBe(200);
  const loggedOutAt = Date.now();
  // The same instance: at once.
  expect((await me(a)).statusCode).toBe(401);
  for (;;) {
    if ((await me(b)).statusCode === 401) return Date.now() - loggedOutAt;
    if (Date.now() - loggedOutAt > 10_000)
      throw new Error('the other instance still accepts the token');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
