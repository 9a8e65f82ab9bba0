import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutSeenAfter, twoInstances } from './helpers/instance-pair';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';

/**
 * An ended session announced to the other instances through Redis pub/sub (REDIS_URL): at once,
 * not at the next read of the revocations. Needs DATABASE_URL and REDIS_URL (vitest.config.ts).
 */
const redis = await requireTestRedis();

describe(`an ended session announced through Redis (${redis.url})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    // Reads of the table so rare that only the announcement can explain a quick refusal.
    pair = await twoInstances({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      SESSION_REVOCATION_POLL_MS: '60000',
    });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('is refused by the other instance at once', async () => {
    const [a, b] = pair.apps;
    expect(await logoutSeenAfter(a, b)).toBeLessThan(1_000);
  });
});
