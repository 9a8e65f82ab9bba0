import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';

/** PostgreSQL type oids whose default parsing does not suit JSON answers. */
const INT8_OID = 20;
const DATE_OID = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Runs a multi-statement SQL script (migrations) on the connection `db` is using. */
  runScript: (db: Kysely<unknown>, script: string) => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** The schema tables live in when not the default one (tests on PostgreSQL). */
  schema: string | null;
  close: () => Promise<void>;
  /**
   * PGlite only: runs `work` with the client while no Kysely query or transaction is on it. PGlite
   * has one session, so anything else talking to it (the job queue) must take turns with Kysely.
   */
  withPglite: (<T>(work: (client: PGlite) => Promise<T>) => Promise<T>) | null;
  /** PostgreSQL only: the connection string, for clients that open their own pool. */
  url: string | null;
  /** Tells `observer` of every query `db` runs, once it ends; answers the way to stop. */
  observeQueries: (observer: QueryObserver) => () => void;
  /** PostgreSQL only: the pool's connections now (PGlite has one session and no pool). */
  poolUse: (() => PoolUse) | null;
}

/** A query `db` ran: how long it took, and whether it failed. */
export interface QueryOutcome {
  seconds: number;
  failed: boolean;
  /** The statement with its placeholders (`$1`): the values are never part of it. */
  sql: string;
}

export type QueryObserver = (outcome: QueryOutcome) => void;

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/**
 * Kysely's query log, handed to whoever observes (the metrics). Kysely times a query only when a
 * log is set; with no observer the callback returns at once.
 */
function queryLog() {
  const observers = new Set<QueryObserver>();
  return {
    log: (event: LogEvent) => {
      if (observers.size === 0) return;
      const outcome = {
        seconds: event.queryDurationMillis / 1000,
        failed: event.level === 'error',
        sql: event.query.sql,
      };
      for (const observer of observers) observer(outcome);
    },
    observeQueries: (observer: QueryObserver) => {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

export interface DatabaseOptions {
  /** `postgres://…`; null means embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; null keeps PGlite in memory (tests). */
  pgliteDir: string | null;
  /** Schema to work in on PostgreSQL (tests use one fresh schema per file). */
  schema?: string;
  poolSize?: number;
  /**
   * PGlite only: a data folder dumped by `dumpDataDir` to start from instead of a fresh initdb
   * (several seconds of WebAssembly work), e.g. one already migrated for every test file.
   */
  pgliteImage?: Blob;
  /**
   * PGlite on a data folder: how long to wait while another process holds it (a server restarted
   * right after a crash waits out the dead one's lock); by default it fails at once.
   */
  lockWaitMs?: number;
  /**
   * PGlite on a data folder: the lock on it was lost (removed, or taken over by another process
   * after this one could not refresh it). By default it is written to stderr.
   */
  onLockCompromised?: (error: Error) => void;
  /**
   * PostgreSQL: an idle pooled connection was ended under it (the server restarting or failing
   * over, a proxy closing it). The pool drops that connection and the next query opens a new
   * one; by default a line on stderr says so.
   */
  onConnectionLost?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  const dir = options.pgliteDir;
  if (!dir) return createPglite(null, options.pgliteImage);
  await fs.mkdir(path.dirname(dir), { recursive: true });
  // One process at a time on the data folder: a second one (a command, another server) would run
  // its own PostgreSQL on the same files.
  const release = await lockDataDir(dir, {
    waitMs: options.lockWaitMs ?? 0,
    onCompromised: options.onLockCompromised ?? reportLostLock(dir),
  });
  try {
    const handle = await createPglite(dir, options.pgliteImage);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

function reportLostLock(dir: string) {
  return (error: Error) => {
    process.stderr.write(
      `The lock on the embedded database in ${dir} was lost: ${error.message}\n`,
    );
  };
}

async function createPglite(dir: string | null, image?: Blob): Promise<DatabaseHandle> {
  // The options-only form: with an explicit `undefined` data dir PGlite ignores the options.
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's defaults size a server of its own. PGlite lives inside this process and its
    // WebAssembly memory never shrinks: the default 128 MB buffer pool kept the resting server
    // about 150 MiB larger than 16 MB does. A page the pool does not hold is a read from the
    // operating system's file cache.
    postgresqlconf: ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB'],
    // Counts and views are bigint: JSON wants numbers. Days stay `YYYY-MM-DD` strings.
    parsers: { [INT8_OID]: (value: string) => Number(value), [DATE_OID]: (value: string) => value },
  });
  const queries = queryLog();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), log: queries.log });
  return {
    db,
    kind: 'pglite',
    schema: null,
    url: null,
    observeQueries: queries.observeQueries,
    poolUse: null,
    // Kysely's PGlite dialect hands its single connection to one caller at a time.
    withPglite: (work) => db.connection().execute(() => work(client)),
    // PGlite's extended-protocol `query` takes one statement; `exec` runs a script in the same
    // session, so it joins the transaction the migrator opened on that session.
    runScript: async (_db, script) => {
      await client.exec(script);
    },
    close: () => db.destroy(),
  };
}

function createPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => Number(value));
  types.setTypeParser(DATE_OID, (value: string) => value);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    types,
  });
  // An unheard 'error' event would end the process: a restart of PostgreSQL would take every
  // instance down with it instead of costing the requests of a few seconds. The pool hears its
  // idle connections; a connection checked out (a transaction between two statements) is heard
  // here, and its holder's next statement fails, which answers 503, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on(
    'error',
    options.onConnectionLost ??
      ((error) => process.stderr.write(`A PostgreSQL connection was lost: ${error.message}\n`)),
  );
  const queries = queryLog();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    log: queries.log,
  });
  return {
    db,
    kind: 'postgres',
    schema: options.schema ?? null,
    url,
    observeQueries: queries.observeQueries,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withPglite: null,
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    runScript: async (conn, script) => {
      await sql.raw(script).execute(conn);
    },
    close: () => db.destroy(),
  };
}
