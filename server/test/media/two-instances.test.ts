import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/create-database';
import { generateSecrets } from '../../src/lib/secrets';
import { API, dataOf } from '../helpers/app';
import { createSchemaOn, releaseSchema } from '../helpers/schemas';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse, Video } from '@kinora/contract';

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
const url = process.env.DATABASE_URL ?? '';
if (!url) throw new Error('two-instances.test.ts needs DATABASE_URL (a PostgreSQL to share)');
const schema = `test_${randomBytes(6).toString('hex')}`;
const VIDEOS = 4;

let dataDir: string;
let fx: MediaFixtures;
const apps: FastifyInstance[] = [];

/** Two app instances (each with its own worker) on one PostgreSQL schema and one media folder. */
beforeAll(async () => {
  fx = await createMediaFixtures();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-two-'));
  await createSchemaOn(url, schema);
  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
  });
  const secrets = generateSecrets();
  for (let i = 0; i < 2; i += 1) {
    const database = await createDatabase({
      databaseUrl: url,
      pgliteDir: null,
      schema,
      poolSize: 3,
    });
    const app = await buildApp(config, { database, secrets, logger: false });
    await app.ready();
    apps.push(app);
  }
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await releaseSchema(schema);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fx.cleanup();
});

describe('two instances on one PostgreSQL', () => {
  it('transcode every video exactly once between them', async () => {
    const [first] = apps;
    if (!first) throw new Error('no app');
    const registered = await first.inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: {
        username: `two${randomBytes(3).toString('hex')}`,
        email: `two${randomBytes(3).toString('hex')}@example.com`,
        fullName: 'Two',
        password: 'secret-password',
      },
    });
    const headers = { authorization: `Bearer ${dataOf<RegisterResponse>(registered).accessToken}` };
    const ids: string[] = [];
    for (let i = 0; i < VIDEOS; i += 1) {
      const res = await first.inject({
        method: 'POST',
        url: `${API}/videos`,
        headers,
        payload: buildForm(
          { title: `Shared ${i}`, description: 'Either instance' },
          {
            videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
            thumbnail: [fx.png, 'cover.png', 'image/png'],
          },
        ),
      });
      expect(res.statusCode).toBe(201);
      ids.push(dataOf<Video>(res)._id);
    }
    const deadline = Date.now() + 120_000;
    for (;;) {
      const rows = await first.db
        .selectFrom('videos')
        .select(['id', 'status', 'transcode_runs'])
        .where('id', 'in', ids)
        .execute();
      if (rows.every((r) => r.status !== 'processing')) {
        expect(rows.map((r) => [r.status, r.transcode_runs])).toEqual(ids.map(() => ['ready', 1]));
        return;
      }
      if (Date.now() > deadline) throw new Error('videos still processing');
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 180_000);
});
