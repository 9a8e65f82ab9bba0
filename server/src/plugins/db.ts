import path from 'node:path';
import fp from 'fastify-plugin';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { withStartUpLock } from '../db/start-up-lock';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
    /**
     * Where the public lists (catalogue, search) read: the read replica of DATABASE_READ_URL,
     * which may be a moment behind, else `db` itself. Never for a read that must see a write the
     * same person just made.
     */
    readDb: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already opened database (tests); the app still migrates it and closes it on close. */
  database?: DatabaseHandle;
  /** An already opened read replica (tests); closed with the app. */
  readDatabase?: DatabaseHandle;
  /** Called once the lock on the embedded database's data folder is lost, after logging it. */
  onLockLost?: () => void;
}

/**
 * A little longer than a dead process's lock on the embedded database takes to go stale, so a
 * supervisor restarting a server right after it was killed (`kill -9`, out of memory) succeeds.
 */
const LOCK_WAIT_MS = 15_000;

async function dbPlugin(
  app: FastifyInstance,
  { config, database, readDatabase, onLockLost }: DbPluginOptions,
) {
  const handle =
    database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      lockWaitMs: LOCK_WAIT_MS,
      // Another process may now be writing to the same files: this one should stop writing, so it
      // shuts down (a supervisor restarts it, and it waits for the lock again).
      onLockCompromised: (error) => {
        app.log.error({ err: error }, 'lost the lock on the embedded database: shutting down');
        onLockLost?.();
      },
      onConnectionLost: (error) =>
        app.log.warn({ err: error }, 'a PostgreSQL connection was lost; the next query reconnects'),
    }));
  app.addHook('onClose', () => handle.close());
  const applied = await withStartUpLock(handle, () => migrateToLatest(handle)).catch(
    async (error: unknown) => {
      await handle.close();
      throw error;
    },
  );
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  app.decorate('db', handle.db);
  app.decorate('database', handle);
  // The replica has the primary's tables (replication copies the migrations), in the same schema.
  const replica =
    readDatabase ??
    (config.databaseReadUrl
      ? await createDatabase({
          databaseUrl: config.databaseReadUrl,
          pgliteDir: null,
          ...(handle.schema ? { schema: handle.schema } : {}),
          onConnectionLost: (error) =>
            app.log.warn(
              { err: error },
              'a replica connection was lost; the next query reconnects',
            ),
        })
      : null);
  if (replica) app.addHook('onClose', () => replica.close());
  app.decorate('readDb', replica?.db ?? handle.db);
}

export default fp(dbPlugin, { name: 'db' });
