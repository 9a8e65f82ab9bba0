import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files list the PostgreSQL schemas they are done with (see `releaseSchema`). */
    releasedSchemasFile: string;
    /**
     * An embedded database with every migration applied, dumped once for the run: each test
     * file's PGlite starts from it instead of running initdb and the migrations again.
     */
    pgliteImageFile: string | null;
  }
}

/** The catalogs that creating and dropping a schema of tables fills with dead rows. */
const CHURNED_CATALOGS = [
  'pg_attribute',
  'pg_class',
  'pg_type',
  'pg_depend',
  'pg_constraint',
  'pg_index',
  'pg_attrdef',
  'pg_namespace',
  'pg_proc',
  'pg_trigger',
  'pg_description',
  'pg_statistic',
  'pg_sequence',
  'pg_rewrite',
].map((table) => `pg_catalog.${table}`);

async function dumpMigratedPglite(file: string): Promise<void> {
  const handle = await createDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await migrateToLatest(handle);
    if (!handle.withPglite) throw new Error('An embedded database was expected.');
    const image = await handle.withPglite((client) => client.dumpDataDir('none'));
    await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * On PostgreSQL every test file works in a schema of its own. They are dropped here, once every
 * file has finished, and never while another file runs: a DROP SCHEMA racing another file's
 * migrations makes the migrator's look at the catalog fail with "schema … does not exist".
 */
export default async function setup(project: TestProject) {
  const tag = `${process.pid}-${project.name || 'root'}`;
  const file = path.join(os.tmpdir(), `kinora-released-schemas-${tag}.txt`);
  project.provide('releasedSchemasFile', file);
  const imageFile = process.env.DATABASE_URL
    ? null
    : path.join(os.tmpdir(), `kinora-pglite-image-${tag}.tar`);
  if (imageFile) await dumpMigratedPglite(imageFile);
  project.provide('pgliteImageFile', imageFile);
  return async () => {
    if (imageFile) await fs.rm(imageFile, { force: true });
    const listed = await fs.readFile(file, 'utf8').catch(() => '');
    await fs.rm(file, { force: true });
    const url = process.env.DATABASE_URL;
    const schemas = [
      ...new Set(listed.split('\n').filter((s) => /^test_[0-9a-f]+(_boss)?$/.test(s))),
    ];
    if (!url || schemas.length === 0) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      // Every file's schema leaves its hundred tables' rows dead in the catalog. Left there, runs
      // pile them up (pg_attribute reached 238 MB after a few) and every later run's migrations
      // and lookups slow down: the PostgreSQL run took 516 s on such a catalog, 353 s on a clean
      // one. Tidying is no test: a refusal (a role that may not vacuum the catalog) only warns.
      await client
        .query(`VACUUM FULL ${CHURNED_CATALOGS.join(', ')}`)
        .catch((error: unknown) =>
          console.warn(`The test database's catalog was not vacuumed: ${String(error)}`),
        );
    } finally {
      await client.end();
    }
  };
}
