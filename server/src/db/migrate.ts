import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './create-database';

/**
 * Every `.sql` file of the migrations folder, in name order (`001_users.sql`, …, `010_youtube.sql`).
 * Other areas drop their own numbered files into the same folder and they run too.
 */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(
    private readonly folder: string,
    private readonly runScript: DatabaseHandle['runScript'],
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const script = await fs.readFile(path.join(this.folder, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: (db: Kysely<unknown>) => this.runScript(db, script),
      };
    }
    return migrations;
  }
}

/**
 * The migrations folder, from source (`src/db` -> `src/migrations`) or from the bundle
 * (`dist/server.js` -> `dist/migrations`, copied there by the build).
 */
export async function findMigrationsFolder(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../migrations'), path.resolve(here, 'migrations')];
  for (const candidate of candidates) {
    const stat = await fs.stat(candidate).catch(() => null);
    if (stat?.isDirectory()) return candidate;
  }
  throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')}).`);
}

function createMigrator(handle: DatabaseHandle, folder: string): Migrator {
  return new Migrator({
    db: handle.db,
    provider: new SqlFileMigrationProvider(folder, handle.runScript),
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

type MigrationOutcome = Awaited<ReturnType<Migrator['migrateToLatest']>>;

/** Undefined column, undefined table: what a listing meets when a table changes under it. */
const LISTING_RACES = new Set(['42703', '42P01']);
const LISTING_ATTEMPTS = 3;

/**
 * Kysely finds its bookkeeping tables by listing every table of the database with its columns.
 * Another schema being migrated at that moment (another site sharing the database, the test
 * suite's schema per file) can drop a column or a table under that listing. Nothing was applied
 * then (the run has no results), so it is tried again.
 */
export async function retryingListingRaces(
  run: () => Promise<MigrationOutcome>,
): Promise<MigrationOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await run();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    const raced =
      outcome.results === undefined && typeof code === 'string' && LISTING_RACES.has(code);
    if (!outcome.error || !raced || attempt >= LISTING_ATTEMPTS) return outcome;
  }
}

function appliedOrThrow({ error, results }: MigrationOutcome): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}

export async function migrateToLatest(handle: DatabaseHandle, folder?: string): Promise<string[]> {
  const migrator = createMigrator(handle, folder ?? (await findMigrationsFolder()));
  return appliedOrThrow(await retryingListingRaces(() => migrator.migrateToLatest()));
}

/**
 * Applies the migrations up to and including `name` and no further: a restore rebuilds the schema
 * a backup was taken with before loading its rows, then runs the newer ones.
 */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  const migrator = createMigrator(handle, await findMigrationsFolder());
  return appliedOrThrow(await retryingListingRaces(() => migrator.migrateTo(name)));
}

/** The names of this build's migrations, in the order they run. */
export async function migrationNames(): Promise<string[]> {
  const files = await fs.readdir(await findMigrationsFolder());
  return files
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}
