import { sql, type RawBuilder } from 'kysely';

/**
 * What moderation hides without deleting (migration 116): an item a moderator removed
 * (`removed_at` set, until it is restored) and everything of a suspended account while the
 * suspension lasts (`suspended_until` ahead; 'infinity' for good). A suspension ends by itself,
 * so nothing can be kept for it on the rows: every read asks the clock. Each predicate takes the
 * qualified column it applies to, so queries with aliases use the same words.
 */

/** The account `userIdColumn` names is suspended now. */
export function isSuspended(userIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM users AS suspended_account
    WHERE suspended_account.id = ${sql.ref(userIdColumn)}
      AND suspended_account.suspended_until > now())`;
}

/** The account `userIdColumn` names is shown to others: not suspended now. */
export function isNotSuspended(userIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`NOT ${isSuspended(userIdColumn)}`;
}

/**
 * A video of the lists everyone sees (`videos.is_listed`: public and ready) that no moderator
 * removed and whose owner is not suspended. `table` is the videos table's name or alias.
 */
export function isListedVideo(table = 'videos'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.is_listed`)} AND ${sql.ref(`${table}.removed_at`)} IS NULL
    AND ${isNotSuspended(`${table}.owner_id`)})`;
}

/** Like `isListedVideo` for what anyone holding the link may watch (`is_watchable`). */
export function isWatchableVideo(table = 'videos'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.is_watchable`)} AND ${sql.ref(`${table}.removed_at`)} IS NULL
    AND ${isNotSuspended(`${table}.owner_id`)})`;
}

/**
 * A comment or post held for review (migration 118) is there for its author alone until a
 * reviewer approves it: no list, count, feed or notification of anyone else has it. `table` is
 * the comments' or posts' table name or alias.
 */
export function isNotHeld(table: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.held_at`)} IS NULL`;
}

/** Like `isNotHeld`, with the held items of `viewerId` (null: anonymous) shown to them. */
export function isNotHeldFor(table: string, viewerId: string | null): RawBuilder<boolean> {
  if (viewerId === null) return isNotHeld(table);
  return sql<boolean>`(${isNotHeld(table)} OR ${sql.ref(`${table}.owner_id`)} = ${viewerId})`;
}
