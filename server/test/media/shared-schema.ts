import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/create-database';
import { generateSecrets } from '../../src/lib/secrets';
import { createSchemaOn, releaseSchema } from '../helpers/schemas';
import type { FastifyInstance } from 'fastify';

export interface SharedSchema {
  dataDir: string;
  /** Another app on the same schema, data folder and secrets; `env` goes to `loadConfig`. */
  start: (env?: Record<string, string>) => Promise<FastifyInstance>;
  /** Closes one app early (a worker leaving); `close` skips it then. */
  stop: (app: FastifyInstance) => Promise<void>;
  /** Closes every app still open, drops the schema (and the queue's) and the data folder. */
  close: () => Promise<void>;
}

/**
 * Several app instances in this process on one fresh PostgreSQL schema and one media folder, as
 * separate machines would share them. Needs DATABASE_URL.
 */
export async function createSharedSchema(): Promise<SharedSchema> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Instances can only share a PostgreSQL: set DATABASE_URL.');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-shared-'));
  await createSchemaOn(url, schema);
  const secrets = generateSecrets();
  const open = new Set<FastifyInstance>();
  return {
    dataDir,
    async start(env = {}) {
      const config = loadConfig({
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'silent',
        SEED: 'false',
        ...env,
        DATA_DIR: dataDir,
        DATABASE_URL: url,
      });
      const database = await createDatabase({ databaseUrl: url, pgliteDir: null, schema });
      const app = await buildApp(config, { database, secrets, logger: false });
      await app.ready();
      open.add(app);
      return app;
    },
    async stop(app) {
      open.delete(app);
      await app.close();
    },
    async close() {
      for (const app of open) await app.close();
      open.clear();
      await releaseSchema(schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
