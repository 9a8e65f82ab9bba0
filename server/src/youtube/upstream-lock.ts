import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Which instance goes upstream for a key: the others wait for its answer in the shared cache
 * instead of asking YouTube again, so one look-up costs one upstream request site-wide.
 */
export interface UpstreamLock {
  /** The release function when this caller may go upstream for `key`; null while another does. */
  tryAcquire(key: string): Promise<(() => Promise<void>) | null>;
  isHeld(key: string): Promise<boolean>;
  /** The longest a holder may take; waiting longer means it died. */
  readonly holdMs: number;
}

// Deletes the lock only if it is still ours (it may have expired and been taken by another).
const RELEASE_IF_OURS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * While Redis is away, each caller goes upstream itself: look-ups are coalesced per request
 * instead of site-wide for that time, rather than failing.
 */
export function createRedisUpstreamLock(redis: Redis, holdMs: number): UpstreamLock {
  const lockKey = (key: string) => `youtube-upstream:${key}`;
  return {
    holdMs,
    async tryAcquire(key) {
      const token = randomBytes(12).toString('hex');
      const taken = await redis.set(lockKey(key), token, 'PX', holdMs, 'NX').catch(() => 'away');
      if (taken === 'away') return () => Promise.resolve();
      if (taken !== 'OK') return null;
      return async () => {
        await redis.eval(RELEASE_IF_OURS, 1, lockKey(key), token).catch(() => undefined);
      };
    },
    async isHeld(key) {
      return (await redis.exists(lockKey(key)).catch(() => 0)) === 1;
    },
  };
}
