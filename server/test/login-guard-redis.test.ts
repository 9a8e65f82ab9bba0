import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { burst, expectLockSurvivesRestart, loginWith } from './helpers/login-attempts';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';

/** The login counters kept in Redis (REDIS_URL): this file runs only when one is configured. */
const redis = await requireTestRedis();

describe(`login attempts in Redis (${redis.url})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMITS: 'on', REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix },
    });
  });
  afterAll(async () => {
    await t.close();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('evaluates at most 10 of 30 parallel attempts, counting in Redis and not in the database', async () => {
    const victim = await t.registerUser();
    const statuses = await burst(
      loginWith((options) => t.app.inject(options)),
      victim,
      '10.7.0.1',
    );
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    const keys = await t.app.redis?.keys(`${redis.keyPrefix}login-attempts:*`);
    expect(keys).toContain(`${redis.keyPrefix}login-attempts:account:${victim.user._id}`);
    const rows = await t.app.db.selectFrom('login_attempts').select('key').execute();
    expect(rows).toEqual([]);
  });

  it('keeps the counters across a restart', async () => {
    await expectLockSurvivesRestart({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix });
  }, 120_000);
});
