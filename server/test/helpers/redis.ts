import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * The Redis the Redis variants of the tests use: `REDIS_URL` when set, else one answering on
 * 127.0.0.1:6379, else null (those tests are skipped and say why). Each caller gets a key
 * prefix of its own, so runs never see each other's counters.
 */
export async function findTestRedis(): Promise<{ url: string; keyPrefix: string } | null> {
  const url = process.env.REDIS_URL ?? LOCAL_REDIS;
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
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
    if (process.env.REDIS_URL) throw new Error(`REDIS_URL is set but ${url} does not answer`);
    return null;
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
