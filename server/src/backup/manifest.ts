import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupError } from './archive';

/** What `manifest.json` at the root of a backup says about it. */
export interface BackupManifest {
  /** Bumped when a newer Kinora writes archives an older one could not read. */
  format: 1;
  /** The Kinora (server) version that wrote it. */
  kinora: string;
  createdAt: string;
  database: {
    /** `pglite`: one `.jsonl` file of rows per table; `postgres`: `pg_dump`'s custom format. */
    kind: 'pglite' | 'postgres';
    /** The last migration applied: the schema the rows belong to. */
    lastMigration: string;
  };
  counts: { users: number; videos: number; comments: number };
  storage: {
    driver: 'local' | 's3';
    /** Said when the media are not in the archive (on S3, the bucket is the operator's). */
    note: string | null;
    bucket: string | null;
  };
  /**
   * `file`: the site's generated secrets (`secrets.json`) are in the archive; `environment`:
   * they came from JWT_SECRET, which the restored site must be given again.
   */
  secrets: 'file' | 'environment';
  /** Every other file of the archive, with its size and SHA-256. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

export const MANIFEST = 'manifest.json';
export const TABLES_DIR = 'database/tables';
export const PG_DUMP_FILE = 'database/postgres.dump';
export const MEDIA_DIR = 'media';
export const SECRETS_FILE = 'secrets.json';

/** The server's version, from its package.json (beside `src/` in a checkout, `dist/` when built). */
export async function kinoraVersion(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['../../package.json', '../package.json']) {
    const text = await fs.readFile(path.resolve(here, candidate), 'utf8').catch(() => null);
    if (!text) continue;
    const pkg = JSON.parse(text) as { name?: string; version?: string };
    if (pkg.name === '@kinora/server' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

/** Reads and checks the shape of a manifest, refusing anything that is not one. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupError('The archive has no manifest.json: it is not a Kinora backup.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError("The archive's manifest.json is damaged (not JSON).");
  }
  const valid =
    typeof manifest === 'object' &&
    manifest !== null &&
    Array.isArray(manifest.files) &&
    manifest.files.every(
      (file) =>
        typeof file.path === 'string' &&
        typeof file.sha256 === 'string' &&
        typeof file.bytes === 'number',
    ) &&
    (manifest.database?.kind === 'pglite' || manifest.database?.kind === 'postgres') &&
    typeof manifest.database.lastMigration === 'string';
  if (!valid) throw new BackupError("The archive's manifest.json is not a Kinora backup manifest.");
  if (manifest.format !== 1) {
    throw new BackupError(
      `The archive was written in backup format ${String(manifest.format)} by Kinora ${manifest.kinora}; this Kinora reads format 1. Restore it with a newer Kinora.`,
    );
  }
  return manifest;
}
