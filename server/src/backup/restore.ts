import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import mime from 'mime-types';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateTo, migrateToLatest, migrationNames } from '../db/migrate';
import { queueSchemaFor } from '../plugins/job-tables';
import { createStorage } from '../storage/create-storage';
import { isStorageKey, storageKindOf, streamContentType, STORAGE_KINDS } from '../storage/storage';
import { BackupError, extractArchive, formatBytes, listFiles, runTool, sha256Of } from './archive';
import { pgToolConnection, type Print } from './backup';
import {
  MANIFEST,
  MEDIA_DIR,
  PG_DUMP_FILE,
  readManifest,
  SECRETS_FILE,
  TABLES_DIR,
  type BackupManifest,
} from './manifest';
import { loadTables } from './table-dump';
import type { AppConfig } from '../config';
import type { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';

type RestoreConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'jwtSecret' | 'media'>;

/** The target already holds a site (or part of one): a restore never mixes two. */
export class TargetNotEmptyError extends BackupError {
  constructor(what: string) {
    super(
      `Nothing was restored: ${what} is not empty. A backup restores only into an empty data folder ` +
        '(a new DATA_DIR) and an empty database and bucket, so it never mixes with another site.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

async function hasEntries(dir: string, ignore: (name: string) => boolean = () => false) {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  return entries.some((name) => !ignore(name));
}

/** Refuses a data folder that holds anything of a site, before anything is written. */
async function checkDataDirEmpty(config: RestoreConfig) {
  if (!config.databaseUrl && (await hasEntries(path.join(config.dataDir, 'db')))) {
    throw new TargetNotEmptyError(`The embedded database in ${path.join(config.dataDir, 'db')}`);
  }
  if (
    !config.jwtSecret &&
    (await fs.stat(path.join(config.dataDir, SECRETS_FILE)).catch(() => null))
  ) {
    throw new TargetNotEmptyError(`The data folder ${config.dataDir} (it has a secrets.json)`);
  }
  if (config.media.driver === 'local') {
    const media = path.join(config.dataDir, 'media');
    const files = await listFiles(media, (relative) => relative === '.partial').catch(() => []);
    if (files.length > 0) throw new TargetNotEmptyError(`The media folder ${media}`);
  }
}

/**
 * Media going into a bucket must not mix with another site's. (A backup of a site on S3 carries
 * none: the restored site reads the bucket it names, which is then not empty.)
 */
async function checkBucketEmpty(storage: S3Storage) {
  // Loaded only for a bucket, as the driver itself is.
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const { client, bucket } = storage;
  for (const kind of STORAGE_KINDS) {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${kind}/`, MaxKeys: 1 }),
    );
    if ((listed.Contents ?? []).length > 0)
      throw new TargetNotEmptyError(`The S3 bucket ${bucket}`);
  }
}

async function checkDatabaseEmpty(handle: DatabaseHandle) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p')
      AND (n.nspname = current_schema() OR n.nspname = ${queueSchemaFor(handle)})`.execute(
    handle.db,
  );
  if ((rows[0]?.n ?? 0) > 0) {
    throw new TargetNotEmptyError(
      handle.kind === 'postgres'
        ? 'The PostgreSQL database of DATABASE_URL'
        : 'The embedded database',
    );
  }
}

/**
 * Every file the manifest lists is there with its size and checksum, and nothing else is: a
 * damaged or altered archive is refused before the target is touched.
 */
async function verifyFiles(dir: string, manifest: BackupManifest) {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const present = (await listFiles(dir)).filter((file) => file !== MANIFEST);
  for (const file of present) {
    if (!listed.has(file))
      throw new BackupError(`The archive is damaged: ${file} is not in its manifest.`);
  }
  for (const file of manifest.files) {
    const allowed =
      file.path === SECRETS_FILE ||
      file.path === PG_DUMP_FILE ||
      (file.path.startsWith(`${TABLES_DIR}/`) &&
        !file.path.slice(TABLES_DIR.length + 1).includes('/')) ||
      (file.path.startsWith(`${MEDIA_DIR}/`) &&
        isStorageKey(file.path.slice(MEDIA_DIR.length + 1)));
    if (!allowed) throw new BackupError(`The archive is damaged: its manifest lists ${file.path}.`);
    const full = path.join(dir, ...file.path.split('/'));
    const stats = await fs.stat(full).catch(() => null);
    if (!stats) throw new BackupError(`The archive is damaged: ${file.path} is missing.`);
    if (stats.size !== file.bytes || (await sha256Of(full)) !== file.sha256) {
      throw new BackupError(`The archive is damaged: ${file.path} does not match its checksum.`);
    }
  }
}

/**
 * Everyone signs in again: the restored sessions' refresh tokens go, and their access tokens,
 * which the restored secrets would still accept until they expire, are listed as ended.
 */
async function endSessions(handle: DatabaseHandle): Promise<number> {
  return handle.db.transaction().execute(async (trx) => {
    await sql`INSERT INTO session_revocations (session_id)
      SELECT id FROM sessions ON CONFLICT (session_id) DO UPDATE SET revoked_at = now()`.execute(
      trx,
    );
    const ended = await trx.deleteFrom('sessions').executeTakeFirst();
    await trx.deleteFrom('refresh_tokens').execute();
    await trx.deleteFrom('webauthn_challenges').execute();
    return Number(ended.numDeletedRows);
  });
}

function contentTypeOf(key: string): string {
  return storageKindOf(key) === 'streams'
    ? streamContentType(key)
    : mime.lookup(key) || 'application/octet-stream';
}

async function restoreDatabase(
  handle: DatabaseHandle,
  config: RestoreConfig,
  staging: string,
  manifest: BackupManifest,
  print: Print,
) {
  if (manifest.database.kind === 'pglite') {
    print(`Database: building the schema up to migration ${manifest.database.lastMigration}…`);
    await migrateTo(handle, manifest.database.lastMigration);
    let rows = 0;
    let tables = 0;
    await loadTables(handle.db, path.join(staging, TABLES_DIR), (_name, count) => {
      rows += count;
      tables += 1;
    });
    print(`Database: ${tables} tables, ${rows} rows loaded.`);
  } else {
    if (!config.databaseUrl) throw new Error('A PostgreSQL dump needs DATABASE_URL.');
    print('Database: running pg_restore…');
    const { dbname, env } = pgToolConnection(config.databaseUrl);
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '--dbname',
        dbname,
        path.join(staging, PG_DUMP_FILE),
      ],
      'Restoring the PostgreSQL dump (install the PostgreSQL client tools)',
      env,
    );
    print('Database: pg_restore done.');
  }
  const applied = await migrateToLatest(handle);
  print(
    applied.length > 0
      ? `Database: applied ${applied.length} newer migrations (${applied.join(', ')}).`
      : "Database: already at this build's latest migration.",
  );
  const ended = await endSessions(handle);
  print(`Sessions: ${ended} ended; everyone signs in again.`);
}

async function restoreMedia(storage: Storage, staging: string, print: Print) {
  const root = path.join(staging, MEDIA_DIR);
  const files = await listFiles(root).catch(() => [] as string[]);
  let bytes = 0;
  for (const key of files) {
    const file = path.join(root, ...key.split('/'));
    bytes += (await fs.stat(file)).size;
    // Moved into place on this disk, uploaded to a bucket.
    await storage.putFile(key, file, contentTypeOf(key));
  }
  print(
    `Media: ${files.length} files (${formatBytes(bytes)}) into ${storage.driver === 's3' ? 'the S3 bucket' : 'the media folder'}.`,
  );
}

async function restoreSecrets(
  config: RestoreConfig,
  staging: string,
  manifest: BackupManifest,
  print: Print,
) {
  const file = path.join(staging, SECRETS_FILE);
  const backedUp = await fs.readFile(file, 'utf8').catch(() => null);
  if (manifest.secrets === 'environment') {
    print(
      'Secrets: the backed-up site took its secret from JWT_SECRET: give the restored site the same JWT_SECRET, ' +
        'or two-factor sign-in codes and links already mailed stop working.',
    );
    return;
  }
  if (backedUp === null) return;
  if (!config.jwtSecret) {
    await fs.writeFile(path.join(config.dataDir, SECRETS_FILE), backedUp, { mode: 0o600 });
    print(`Secrets: restored to ${path.join(config.dataDir, SECRETS_FILE)}.`);
    return;
  }
  const { jwtSecret } = JSON.parse(backedUp) as { jwtSecret?: string };
  if (jwtSecret !== config.jwtSecret) {
    print(
      "Secrets: JWT_SECRET differs from the backed-up site's secret (the jwtSecret of secrets.json in the archive): " +
        'set JWT_SECRET to that value, or two-factor sign-in codes and links already mailed stop working.',
    );
  }
}

/**
 * `kinora restore <file>`: checks the archive, then restores it into the configured (empty)
 * database and storage, and runs the migrations this build has beyond the backup's. A backup of
 * an embedded site restores onto PGlite or PostgreSQL, and its media onto the local disk or S3.
 */
export async function runRestore(config: RestoreConfig, file: string, print: Print): Promise<void> {
  const archive = path.resolve(file);
  if (!(await fs.stat(archive).catch(() => null))?.isFile()) {
    throw new BackupError(`${archive} does not exist: name the backup file to restore.`);
  }
  let storage: Storage | null = null;
  let handle: DatabaseHandle | null = null;
  let staging: string | null = null;
  let touched = false;
  const dbDir = path.join(config.dataDir, 'db');
  try {
    // Before anything is written, even the folder the archive is unpacked in.
    await checkDataDirEmpty(config);
    if (config.databaseUrl) {
      handle = await createDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: null,
        poolSize: 2,
      });
      await checkDatabaseEmpty(handle);
    }

    staging = path.join(config.dataDir, 'tmp', `restore-${randomBytes(6).toString('hex')}`);
    await fs.mkdir(staging, { recursive: true });
    print(`Archive: unpacking ${archive}…`);
    await extractArchive(archive, staging);
    const manifest = await readManifest(staging);
    await verifyFiles(staging, manifest);
    const bytes = manifest.files.reduce((sum, entry) => sum + entry.bytes, 0);
    print(
      `Archive: ${manifest.files.length} files (${formatBytes(bytes)}) match their checksums; ` +
        `written by Kinora ${manifest.kinora} at ${manifest.createdAt}.`,
    );
    if (!(await migrationNames()).includes(manifest.database.lastMigration)) {
      throw new BackupError(
        `The backup comes from a newer Kinora (migration ${manifest.database.lastMigration}, which this build does not have): restore it with that version or a later one.`,
      );
    }
    if (manifest.database.kind === 'postgres' && !config.databaseUrl) {
      throw new BackupError(
        'This is a backup of a site on PostgreSQL (a pg_dump): it restores into PostgreSQL. Set DATABASE_URL to an empty database.',
      );
    }

    if (config.media.driver === 's3') {
      storage = await createStorage(config);
      if (manifest.storage.driver === 'local') await checkBucketEmpty(storage as S3Storage);
    }
    // The lock first: should another process have opened this data folder since it was found
    // empty, the restore stops here and takes nothing of it away.
    handle ??= await createDatabase({ databaseUrl: null, pgliteDir: dbDir });
    touched = true;
    // Opened only now: the local driver clears its folder of unfinished writes when opened.
    storage ??= await createStorage(config);
    await restoreDatabase(handle, config, staging, manifest, print);

    if (manifest.storage.driver === 's3') {
      print(
        `Media: the backed-up site kept them in the S3 bucket ${manifest.storage.bucket ?? ''}, not in this archive: ` +
          'point the restored site at that bucket (or a copy of it).',
      );
    } else {
      await restoreMedia(storage, staging, print);
    }
    await restoreSecrets(config, staging, manifest, print);
    print(
      `Restored: ${manifest.counts.users} users, ${manifest.counts.videos} videos, ${manifest.counts.comments} comments.`,
    );
  } catch (error) {
    if (touched) {
      const open = handle;
      handle = null;
      await undoPartialRestore(config, dbDir, open, print);
    }
    throw error;
  } finally {
    await handle?.close();
    await storage?.close();
    if (staging) await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * A restore that failed half-way: what it wrote to the embedded database and the local media is
 * removed (both were empty before); a PostgreSQL database or a bucket is the operator's to empty.
 */
async function undoPartialRestore(
  config: RestoreConfig,
  dbDir: string,
  handle: DatabaseHandle | null,
  print: Print,
) {
  await handle?.close().catch(() => undefined);
  if (!config.databaseUrl) await fs.rm(dbDir, { recursive: true, force: true });
  if (config.media.driver === 'local') {
    await fs.rm(path.join(config.dataDir, 'media'), { recursive: true, force: true });
  }
  if (config.databaseUrl || config.media.driver === 's3') {
    print(
      'The restore stopped part-way: empty the PostgreSQL database and the bucket it wrote to before trying again.',
    );
  }
}
