import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of `REDIS_URL` (keys prefixed with `REDIS_KEY_PREFIX`), or null without one. */
    redis: Redis | null;
  }
}

/**
 * Says once when a connection to Redis is lost and once when it is back, instead of letting
 * ioredis print every failed reconnection. ioredis reconnects by itself (and a subscriber
 * subscribes again); meanwhile each use falls back or degrades on its own (see README).
 */
export function reportOutages(connection: Redis, log: FastifyBaseLogger, what: string): void {
  let down = false;
  connection.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `${what} lost its connection to Redis; reconnecting`);
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${what} is connected to Redis again`);
  });
}

/**
 * One Redis connection for the app when `REDIS_URL` is set. The start fails when it cannot be
 * reached: a configured Redis that is down is a configuration error, not something to run without.
 * Once started, an outage is weathered: see `reportOutages`.
 */
async function redisPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (!config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    lazyConnect: true,
    // A login waits for its counters: fail fast instead of queueing while Redis is away.
    maxRetriesPerRequest: 2,
    // Try again at least every second, so the site uses Redis soon after it is back.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  reportOutages(redis, app.log, 'the app');
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit();
  });
}

export default fp(redisPlugin, { name: 'redis' });
