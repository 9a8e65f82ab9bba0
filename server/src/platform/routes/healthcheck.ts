import { Envelope, ErrorSchema, HealthSchema } from '@kinora/contract';
import { sql } from 'kysely';
import { envelope } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const healthcheckRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  app.get(
    '/healthcheck',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: Envelope(HealthSchema), 500: ErrorSchema },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return envelope(
        { status: 'ok' as const, database: 'ok' as const, uptime: process.uptime() },
        'OK',
      );
    },
  );

  // Liveness stays the healthcheck above; a balancer sends traffic only while this answers 200.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 from the moment shutdown begins (or while the database is down)',
        response: { 200: Envelope(HealthSchema), 500: ErrorSchema, 503: ErrorSchema },
      },
    },
    async () => {
      if (app.isDraining()) throw new HttpError(503, 'Shutting down.');
      await sql`select 1`.execute(app.db);
      return envelope(
        { status: 'ok' as const, database: 'ok' as const, uptime: process.uptime() },
        'Ready',
      );
    },
  );

  done();
};

export default healthcheckRoutes;
