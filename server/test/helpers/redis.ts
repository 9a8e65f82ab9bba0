import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis of `REDIS_URL`, with a key prefix of this caller's own so runs never see each other's
 * counters. The Redis test files are only included when `REDIS_URL` is set (see
 * vitest.config.ts; the test command sets it when a Redis answers on 127.0.0.1:6379), so a Redis
 * that does not answer is an error, not a reason to skip.
 */
export async function requireTestRedis(): Promise<{ url: string; keyPrefix: string }> {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The Redis tests need REDIS_URL (see vitest.config.ts).');
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // A failed probe has already reported its error through the promise below.
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return { url, keyPrefix: `kinora-test-${randomBytes(6).toString('hex')}:` };
  } catch {
    throw new Error(`REDIS_URL is set but ${url} does not answer.`);
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key under `keyPrefix` (the test's own). */
export async function dropRedisKeys(url: string, keyPrefix: string): Promise<string[]> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}
