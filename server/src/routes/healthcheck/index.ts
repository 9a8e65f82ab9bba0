import { Envelope, ErrorSchema, HealthSchema } from '@kinora/contract';
import { sql } from 'kysely';
import { envelope } from '../../lib/envelope';
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

  done();
};

export default healthcheckRoutes;
