import type { Redis } from 'ioredis';

/** One counted attempt; `release` takes it back (the attempt succeeded, or another limit refused it). */
export interface Reservation {
  release: () => Promise<void>;
}

export type ReserveResult =
  ({ allowed: true } & Reservation) | { allowed: false; retryAfterMs: number };

/**
 * Attempt counters in fixed windows that start at a key's first attempt. `reserve` counts the
 * attempt first and then compares, in one atomic step, so parallel requests cannot all read the
 * same "attempts left" before any of them is counted. A refused attempt stays counted. Kept in
 * Redis (below) or in the database (`createLoginAttemptRepository`).
 */
export interface AttemptCounters {
  reserve: (key: string, max: number, windowMs: number) => Promise<ReserveResult>;
}

const RESERVE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** Redis keeps the counters (`REDIS_URL`): the same for every instance, kept across restarts. */
export function createRedisAttemptCounters(redis: Redis): AttemptCounters {
  const prefix = 'login-attempts:';
  return {
    async reserve(key, max, windowMs) {
      const [count, ttl] = (await redis.eval(RESERVE_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      if (count > max) return { allowed: false, retryAfterMs: ttl };
      return {
        allowed: true,
        release: async () => {
          await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
        },
      };
    },
  };
}

/**
 * Counts in `primary` (Redis) and, while it fails (Redis away), in `fallback` (the database), so
 * a sign-in neither fails nor goes uncounted during an outage. Counts made meanwhile stay in the
 * database's window; the limit holds in each store separately for that time. A reservation is
 * released in the store that counted it; one that cannot be (Redis went away meanwhile) stays
 * counted until its window ends, which only ever errs on the strict side.
 */
export function withFallback(
  primary: AttemptCounters,
  fallback: AttemptCounters,
  onFallback: (error: unknown) => void,
): AttemptCounters {
  return {
    async reserve(key, max, windowMs) {
      try {
        const result = await primary.reserve(key, max, windowMs);
        if (!result.allowed) return result;
        return {
          allowed: true,
          release: () => result.release().catch(onFallback),
        };
      } catch (error) {
        onFallback(error);
        return fallback.reserve(key, max, windowMs);
      }
    },
  };
}
