import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import {
  expectFanOutAcrossInstances,
  expectSessionEndAcrossInstances,
  expectTicketUsedOnceAcrossInstances,
} from './helpers/notification-pair';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';

/**
 * The same fan-out with REDIS_URL: instances tell each other through Redis pub/sub instead of
 * LISTEN/NOTIFY. Needs DATABASE_URL and REDIS_URL (vitest.config.ts).
 */
const redis = await requireTestRedis();

describe(`notifications on two instances through Redis (${redis.url})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix });
    for (const app of pair.apps) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('fans out through Redis pub/sub without holding up the publish', async () => {
    const [a, b] = pair.apps;
    expect(a.notificationBus.kind).toBe('redis');
    await expectFanOutAcrossInstances(a, b);
  });

  it('lets a stream ticket open one stream, on either instance (its use is kept in Redis)', async () => {
    const [a, b] = pair.apps;
    await expectTicketUsedOnceAcrossInstances(a, b);
  });

  it('ends a stream on one instance when its session is signed out on the other (Redis pub/sub)', async () => {
    const [a, b] = pair.apps;
    await expectSessionEndAcrossInstances(a, b);
  });
});
