import { sql } from 'kysely';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { HttpError, message } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const healthcheckRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  /** The database answers: the health, under `message`. */
  const healthy = async (message: string) => {
    await sql`select 1`.execute(app.db);
    const health = { status: 'ok' as const, database: 'ok' as const, uptime: process.uptime() };
    return envelope(health, message);
  };

  endpoint(app, 'GET /healthcheck', () => healthy('OK'));

  // Liveness stays the healthcheck above; a balancer sends traffic only while this answers 200.
  endpoint(app, 'GET /readyz', async () => {
    if (app.isDraining()) throw new HttpError(503, message('Shutting down.'));
    return healthy('Ready');
  });

  done();
};

export default healthcheckRoutes;
