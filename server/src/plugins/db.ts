import path from 'node:path';
import fp from 'fastify-plugin';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already opened database (tests); the app still migrates it and closes it on close. */
  database?: DatabaseHandle;
}

async function dbPlugin(app: FastifyInstance, { config, database }: DbPluginOptions) {
  const handle =
    database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    }));
  app.addHook('onClose', () => handle.close());
  const applied = await migrateToLatest(handle).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  app.decorate('db', handle.db);
  app.decorate('database', handle);
}

export default fp(dbPlugin, { name: 'db' });
