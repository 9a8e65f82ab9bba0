import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Hands a test file's PostgreSQL schema (and its job queue's) over to be dropped after the whole
 * run (see test/global-setup.ts): dropping it now could break another file's migrations.
 */
export async function releaseSchema(schema: string): Promise<void> {
  await fs.appendFile(inject('releasedSchemasFile'), `${schema}\n${schema}_boss\n`);
}

/**
 * A fresh, empty schema on the PostgreSQL at `url`, for instances that share it; the trigram
 * extension the migrations use is made once in `public`, where every schema finds it.
 */
export async function createSchemaOn(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client
      .query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public')
      .catch(() => undefined);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
}
