import { sql, type Kysely } from 'kysely';
import type { AttemptCounters } from '../lib/attempt-counters';
import type { Database } from '../db/schema';

/**
 * Counts one hit on `key` in a fixed window that starts at its first hit, in one atomic upsert:
 * every instance sees the count, restarts keep it.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date; remainingMs: number }> {
  // Whole milliseconds, so the window's end read back as a Date matches the stored value.
  const { rows } = await sql<{ count: number; reset_at: Date; remaining_ms: number }>`
    INSERT INTO login_attempts AS a (key, count, reset_at)
    VALUES (${key}, 1, date_trunc('milliseconds', now() + ${windowMs} * interval '1 millisecond'))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN a.reset_at <= now() THEN 1 ELSE a.count + 1 END,
      reset_at = CASE WHEN a.reset_at <= now() THEN excluded.reset_at ELSE a.reset_at END
    RETURNING a.count, a.reset_at, extract(epoch FROM a.reset_at - now()) * 1000 AS remaining_ms
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('login_attempts upsert returned no row');
  return { count: row.count, resetAt: row.reset_at, remainingMs: Number(row.remaining_ms) };
}

/** The database keeps the counters (`login_attempts`): every instance sees them, restarts keep them. */
export function createLoginAttemptRepository(db: Kysely<Database>): AttemptCounters {
  return {
    async reserve(key, max, windowMs) {
      const hit = await hitCounter(db, key, windowMs);
      if (hit.count > max) return { allowed: false, retryAfterMs: hit.remainingMs };
      return {
        allowed: true,
        release: async () => {
          // Only within the window the attempt was counted in.
          await db
            .updateTable('login_attempts')
            .set({ count: sql<number>`greatest(count - 1, 0)` })
            .where('key', '=', key)
            .where('reset_at', '=', hit.resetAt)
            .execute();
        },
      };
    },
  };
}

/**
 * @fastify/rate-limit's store for the route limits when there is no Redis: the same counters in
 * the database, so a limit holds across every instance, not once per instance. Each route counts
 * under its own method and URL.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  type Result = { current: number; ttl: number };
  type Callback = (error: Error | null, result?: Result) => void;
  return class DatabaseRateLimitStore {
    // The plugin constructs the root store with its options, which a database store needs none of.
    constructor(
      _options?: unknown,
      readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.remainingMs) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      db.selectFrom('login_attempts')
        .select(['count', sql<number>`extract(epoch FROM reset_at - now()) * 1000`.as('ms')])
        .where('key', '=', this.prefix + key)
        .where('reset_at', '>', new Date())
        .executeTakeFirst()
        .then(
          (row) =>
            callback(null, { current: row?.count ?? 0, ttl: Math.max(0, Number(row?.ms ?? 0)) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: object) {
      // The plugin passes the route's merged options; `routeInfo` names the route.
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${url}:`);
    }
  };
}

/** Housekeeping: counters whose window has passed count nothing any more. */
export async function deleteFinishedLoginWindows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_attempts').where('reset_at', '<', new Date()).execute();
}
