import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of `REDIS_URL` (keys prefixed with `REDIS_KEY_PREFIX`), or null without one. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection for the app when `REDIS_URL` is set. The start fails when it cannot be
 * reached: a configured Redis that is down is a configuration error, not something to run without.
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
  });
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit();
  });
}

export default fp(redisPlugin, { name: 'redis' });
