import { sql, type Kysely } from 'kysely';
import type { AttemptCounters } from '../lib/attempt-counters';
import type { Database } from '../db/schema';

/** The database keeps the counters (`login_attempts`): every instance sees them, restarts keep them. */
export function createLoginAttemptRepository(db: Kysely<Database>): AttemptCounters {
  return {
    async reserve(key, max, windowMs) {
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
      if (row.count > max) return { allowed: false, retryAfterMs: Number(row.remaining_ms) };
      return {
        allowed: true,
        release: async () => {
          // Only within the window the attempt was counted in.
          await db
            .updateTable('login_attempts')
            .set({ count: sql<number>`greatest(count - 1, 0)` })
            .where('key', '=', key)
            .where('reset_at', '=', row.reset_at)
            .execute();
        },
      };
    },
  };
}

/** Housekeeping: counters whose window has passed count nothing any more. */
export async function deleteFinishedLoginWindows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_attempts').where('reset_at', '<', new Date()).execute();
}
