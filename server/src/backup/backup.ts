import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { BackupError, createArchive, formatBytes, listFiles, runTool, sha256Of } from './archive';
import {
  kinoraVersion,
  MANIFEST,
  MEDIA_DIR,
  PG_DUMP_FILE,
  SECRETS_FILE,
  TABLES_DIR,
  type BackupManifest,
} from './manifest';
import { dumpTables } from './table-dump';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

export type Print = (line: string) => void;

type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'jwtSecret' | 'media'>;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The last migration applied and the counts the manifest reports, read in `db`'s snapshot. */
async function describeDatabase(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  const lastMigration = rows[0]?.name;
  if (!lastMigration)
    throw new BackupError('The database has no migrations applied: nothing to back up.');
  const count = async (table: 'users' | 'videos' | 'comments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    lastMigration,
    counts: {
      users: await count('users'),
      videos: await count('videos'),
      comments: await count('comments'),
    },
  };
}

/**
 * `pg_dump`'s arguments and environment for `url`: the password goes in PGPASSWORD, not on the
 * command line where every user of the machine could read it.
 */
export function pgToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Opening a data folder without a database would make an empty one: there must be one. */
async function checkEmbeddedDatabase(config: BackupConfig) {
  const dir = path.join(config.dataDir, 'db');
  const exists = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!exists)
    throw new BackupError(`There is no embedded database in ${dir}: nothing to back up.`);
}

/** The embedded database's tables, dumped as rows from `db`. */
async function dumpPglite(db: Kysely<Database>, staging: string, print: Print) {
  const described = await describeDatabase(db);
  const index = await dumpTables(db, path.join(staging, TABLES_DIR), () => undefined);
  const bytes = await sizeOf(path.join(staging, TABLES_DIR));
  const rows = index.tables.reduce((sum, table) => sum + table.rows, 0);
  print(`Database: ${index.tables.length} tables, ${rows} rows (${formatBytes(bytes)}).`);
  return described;
}

/**
 * The embedded database of a stopped site. PGlite belongs to the process that opened it: while the
 * server runs, its lock on the data folder makes this fail at once, and the command asks the
 * running server instead (live-backup).
 */
async function backUpPglite(config: BackupConfig, staging: string, print: Print) {
  const dir = path.join(config.dataDir, 'db');
  const handle = await createDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    print('Database (embedded): dumping the tables…');
    return await dumpPglite(handle.db, staging, print);
  } finally {
    await handle.close();
  }
}

/**
 * The embedded database of the running site, by the server that has it open. PGlite has one
 * session: the dump's transaction holds it, so requests wait for the dump (they are not refused)
 * and the tables are read at one point in time.
 */
async function backUpRunningPglite(handle: DatabaseHandle, staging: string, print: Print) {
  print('Database (embedded, site running): dumping the tables; requests wait meanwhile…');
  const started = performance.now();
  const described = await handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => dumpPglite(trx, staging, print));
  print(`The site waited ${((performance.now() - started) / 1000).toFixed(1)} s for the dump.`);
  return described;
}

/**
 * PostgreSQL, through the system's `pg_dump`, while the site runs: the manifest's figures and the
 * dump read the same snapshot, exported from a transaction held open meanwhile.
 */
async function backUpPostgres(handle: DatabaseHandle, url: string, staging: string, print: Print) {
  const file = path.join(staging, PG_DUMP_FILE);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const { dbname, env } = pgToolConnection(url);
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`
        SELECT pg_export_snapshot() AS snapshot`.execute(trx);
      const described = await describeDatabase(trx);
      print('Database (PostgreSQL): running pg_dump…');
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]?.snapshot ?? ''}`,
          '--file',
          file,
          '--dbname',
          dbname,
        ],
        "Dumping the PostgreSQL database (install the PostgreSQL client tools, the server's major version or newer)",
        env,
      );
      const { size } = await fs.stat(file);
      print(`Database: pg_dump wrote ${formatBytes(size)}.`);
      return described;
    });
}

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const file of await listFiles(dir)) total += (await fs.stat(path.join(dir, file))).size;
  return total;
}

/**
 * The local media, linked into the staging folder: keys are never rewritten, so a link is the
 * file as it is now, for nothing. Files still being written (`.partial`) are not media yet.
 */
async function backUpLocalMedia(config: BackupConfig, staging: string, print: Print) {
  const root = path.join(config.dataDir, 'media');
  const files = await listFiles(root, (relative) => relative === '.partial').catch(
    (error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    },
  );
  let bytes = 0;
  for (const file of files) {
    const source = path.join(root, ...file.split('/'));
    const target = path.join(staging, MEDIA_DIR, ...file.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.link(source, target);
    } catch (error) {
      // A media file removed since the database was read went with its video: not an error.
      if (isMissing(error)) continue;
      await fs.copyFile(source, target);
    }
    bytes += (await fs.stat(target)).size;
  }
  print(`Media: ${files.length} files (${formatBytes(bytes)}).`);
}

/**
 * `kinora backup <file>`: the database, the media (local storage) and the site's secrets, with a
 * manifest of checksums, in one gzipped tar. The file appears only once complete. `running` is
 * the embedded database of the server this runs in (a backup of the running site).
 */
export async function runBackup(
  config: BackupConfig,
  file: string,
  print: Print,
  running?: { database: DatabaseHandle },
): Promise<BackupManifest> {
  const target = path.resolve(file);
  if (await fs.stat(target).catch(() => null)) {
    throw new BackupError(`${target} already exists: choose a new file name for the backup.`);
  }
  if (!config.databaseUrl) await checkEmbeddedDatabase(config);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Beside the media, so linking them costs nothing.
  const staging = path.join(config.dataDir, 'tmp', `backup-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(staging, { recursive: true });
  const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
  try {
    let described: Awaited<ReturnType<typeof describeDatabase>>;
    if (config.databaseUrl) {
      const handle = await createDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: null,
        poolSize: 1,
      });
      try {
        described = await backUpPostgres(handle, config.databaseUrl, staging, print);
      } finally {
        await handle.close();
      }
    } else if (running) {
      described = await backUpRunningPglite(running.database, staging, print);
    } else {
      described = await backUpPglite(config, staging, print);
    }

    const driver = config.media.driver;
    if (driver === 'local') await backUpLocalMedia(config, staging, print);
    else
      print(
        `Media: on S3 (bucket ${config.media.s3.bucket ?? ''}): not copied, the bucket is backed up on its own.`,
      );

    let secrets: BackupManifest['secrets'] = 'environment';
    if (!config.jwtSecret) {
      secrets = 'file';
      await fs
        .copyFile(path.join(config.dataDir, SECRETS_FILE), path.join(staging, SECRETS_FILE))
        .catch((error: unknown) => {
          // A site that never started has no secrets yet: the restored one makes its own.
          if (!isMissing(error)) throw error;
        });
    }

    print('Checksums: computing SHA-256 of every file…');
    const files: BackupManifest['files'] = [];
    for (const relative of await listFiles(staging)) {
      const full = path.join(staging, ...relative.split('/'));
      files.push({
        path: relative,
        bytes: (await fs.stat(full)).size,
        sha256: await sha256Of(full),
      });
    }
    const manifest: BackupManifest = {
      format: 1,
      kinora: await kinoraVersion(),
      createdAt: new Date().toISOString(),
      database: {
        kind: config.databaseUrl ? 'postgres' : 'pglite',
        lastMigration: described.lastMigration,
      },
      counts: described.counts,
      storage: {
        driver,
        bucket: driver === 's3' ? config.media.s3.bucket : null,
        note:
          driver === 's3'
            ? "The media are in the S3 bucket, which is not copied into this archive: back up the bucket with the storage provider's own tools."
            : null,
      },
      secrets,
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    print('Archive: compressing…');
    await createArchive(staging, partial);
    await fs.rename(partial, target);
    const { size } = await fs.stat(target);
    print(
      `Backup written: ${target} (${formatBytes(size)}; ${manifest.counts.users} users, ${manifest.counts.videos} videos, ${manifest.counts.comments} comments; migration ${manifest.database.lastMigration}).`,
    );
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}
