import { sql } from 'kysely';
import type { DatabaseHandle } from './create-database';

/**
 * Runs `work` holding the database's start-up lock, a PostgreSQL advisory lock (one per schema),
 * so instances starting together on a fresh database set it up one after another. The migrator
 * locks its own steps, and pg-boss its schema install, but pg-boss's `createQueue` creates and
 * attaches the queue's partition without a lock: two instances doing it at once deadlock. The
 * lock is held on a connection of its own and ends with it, so a crashed start frees it. On
 * PGlite this process alone owns the data (and its single session must stay free for `work`).
 */
export async function withStartUpLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const key = `kinora:start-up:${handle.schema ?? ''}`;
  return handle.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
