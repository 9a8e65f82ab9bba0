import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files list the PostgreSQL schemas they are done with (see `releaseSchema`). */
    releasedSchemasFile: string;
  }
}

/**
 * On PostgreSQL every test file works in a schema of its own. They are dropped here, once every
 * file has finished, and never while another file runs: a DROP SCHEMA racing another file's
 * migrations makes the migrator's look at the catalog fail with "schema … does not exist".
 */
export default function setup(project: TestProject) {
  const file = path.join(
    os.tmpdir(),
    `kinora-released-schemas-${process.pid}-${project.name || 'root'}.txt`,
  );
  project.provide('releasedSchemasFile', file);
  return async () => {
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
    } finally {
      await client.end();
    }
  };
}
