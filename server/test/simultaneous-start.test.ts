import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/create-database';
import { generateSecrets } from '../src/lib/secrets';
import { createSchemaOn, releaseSchema } from './helpers/schemas';
import type { FastifyInstance } from 'fastify';

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
const url = process.env.DATABASE_URL ?? '';
if (!url) throw new Error('simultaneous-start.test.ts needs DATABASE_URL (a PostgreSQL to share)');

const INSTANCES = 3;
// Each round migrates a new schema three times over, about ten seconds on a loaded two-core
// machine. Four rounds give the start-up lock four fresh races in 40 % of the time ten took, and
// the limit leaves room for a slow machine: ten rounds took 92 of their 180 seconds beside
// another suite.
const ROUNDS = 4;

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-simultaneous-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `INSTANCES` apps started at the same moment on one empty schema; every start's outcome. */
async function startTogether(): Promise<PromiseSettledResult<FastifyInstance>[]> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await createSchemaOn(url, schema);
  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
  });
  // Web instances: the start-up is the same up to the worker, which only needs ffmpeg.
  config.role = 'web';
  const secrets = generateSecrets();
  const databases = await Promise.all(
    Array.from({ length: INSTANCES }, () =>
      createDatabase({ databaseUrl: url, pgliteDir: null, schema, poolSize: 3 }),
    ),
  );
  const starts = await Promise.allSettled(
    databases.map(async (database) => {
      try {
        const app = await buildApp(config, { database, secrets, logger: false });
        await app.ready();
        return app;
      } catch (error) {
        await database.close().catch(() => undefined);
        throw error;
      }
    }),
  );
  for (const start of starts) if (start.status === 'fulfilled') await start.value.close();
  await releaseSchema(schema);
  return starts;
}

describe('several instances starting at once on an empty database', () => {
  it(`all start, ${ROUNDS} rounds of ${INSTANCES}`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const starts = await startTogether();
      const failures = starts.flatMap((s) =>
        s.status === 'rejected' ? [String((s.reason as Error).message)] : [],
      );
      expect(failures, `round ${round}`).toEqual([]);
    }
  }, 300_000);
});
