import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import { listCacheFreshAfterWrite } from './helpers/list-cache-pair';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';

/** The same, announced through Redis pub/sub. Needs DATABASE_URL and REDIS_URL (vitest.config.ts). */
const redis = await requireTestRedis();

describe(`the list micro-cache announced through Redis (${redis.url})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      LIST_CACHE_MS: '60000',
    });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('is dropped on the other instance when one of them writes', async () => {
    const [a, b] = pair.apps;
    expect(await listCacheFreshAfterWrite(a, b)).toBeLessThan(2_000);
  });
});
