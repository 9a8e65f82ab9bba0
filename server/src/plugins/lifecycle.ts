import { API_BASE } from '@kinora/contract';
import fp from 'fastify-plugin';
import { HttpError, message } from '../lib/http-error';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: readiness fails so the balancer sends no new requests. */
    isDraining: () => boolean;
    /** The first step of a graceful shutdown (see server.ts); the app keeps serving meanwhile. */
    startDraining: () => void;
  }
}

/** Reads a balancer may send to another instance while this one drains. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD']);
/** Still answered while draining: liveness, and a notification stream (it is told to reconnect). */
const ANSWERED_WHILE_DRAINING = new Set([
  `${API_BASE}/healthcheck`,
  `${API_BASE}/notifications/stream`,
]);

/**
 * Readiness for the balancer, and what a drain does to requests. While draining:
 * - every answer closes its connection, so kept-alive clients (the balancer's own upstream
 *   connections included) open their next one elsewhere;
 * - reads are refused with 503 and `Retry-After`. A balancer without active health checks (nginx
 *   OSS) retries such a read on another instance and leaves this one alone for its fail timeout,
 *   so it has stopped opening connections here by the time the drain ends and the listening
 *   socket closes. A connection the kernel had accepted but Node had not would be reset then,
 *   and a POST on it could not be retried;
 * - writes are served: a balancer may not send them elsewhere once they reached this instance.
 */
function lifecyclePlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || !RETRYABLE_METHODS.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (ANSWERED_WHILE_DRAINING.has(path)) return;
    reply.header('retry-after', '1');
    throw new HttpError(503, message('Shutting down.'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  done();
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
