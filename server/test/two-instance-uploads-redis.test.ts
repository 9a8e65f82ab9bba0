import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';
import { expectUploadLockShared, registerOn } from './helpers/upload-lock-pair';
import { createMediaFixtures, type MediaFixtures } from './media/fixtures';

/**
 * The same shared upload lock with REDIS_URL: the lock is still PostgreSQL's, the request to let
 * go travels by Redis pub/sub. Needs DATABASE_URL and REDIS_URL (vitest.config.ts).
 */
const redis = await requireTestRedis();

describe(`a resumable upload's lock on two instances through Redis (${redis.url})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let media: MediaFixtures;
  beforeAll(async () => {
    [pair, media] = await Promise.all([
      twoInstances({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix }),
      createMediaFixtures(),
    ]);
  }, 120_000);
  afterAll(async () => {
    pair.apps[0].server.closeAllConnections();
    await pair.close();
    await media.cleanup();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('asks the holder to let go over Redis, and the resume goes on from what it stored', async () => {
    const [a] = pair.apps;
    expect(a.notificationBus.kind).toBe('redis');
    await expectUploadLockShared(pair, media, await registerOn(a, 'redislock'));
  }, 120_000);
});
