import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import errorHandlerPlugin from '../src/plugins/error-handler';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  // The database's own refusal, whichever driver answers (PGlite here, node-postgres with a URL).
  database = await createDatabase({
    databaseUrl: process.env.DATABASE_URL ?? null,
    pgliteDir: null,
  });
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  // Text that went around every input check straight into the database.
  app.get('/text', async () => {
    await sql`select ${'a\u0000b'}::text`.execute(database.db);
    return {};
  });
  app.get('/jsonb', async () => {
    await sql`select ${'"a\\u0000b"'}::jsonb ->> 0`.execute(database.db);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the error handler', () => {
  it('answers text the database cannot store (22021, 22P05) with 400, not 500', async () => {
    for (const url of ['/text', '/jsonb']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        statusCode: 400,
        message: 'The request contains characters that cannot be stored.',
        errors: [],
        success: false,
      });
    }
  });
});
