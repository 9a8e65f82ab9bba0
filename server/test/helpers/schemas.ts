import fs from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * Hands a test file's PostgreSQL schema (and its job queue's) over to be dropped after the whole
 * run (see test/global-setup.ts): dropping it now could break another file's migrations.
 */
export async function releaseSchema(schema: string): Promise<void> {
  await fs.appendFile(inject('releasedSchemasFile'), `${schema}\n${schema}_boss\n`);
}
