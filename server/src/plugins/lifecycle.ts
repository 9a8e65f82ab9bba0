import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: readiness fails so the balancer sends no new requests. */
    isDraining: () => boolean;
    /** The first step of a graceful shutdown (see server.ts); the app keeps serving meanwhile. */
    startDraining: () => void;
  }
}

/**
 * Readiness for the balancer. While draining, every answer also closes its connection, so kept-
 * alive clients (the balancer's own upstream connections included) open their next one elsewhere.
 */
function lifecyclePlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  done();
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
