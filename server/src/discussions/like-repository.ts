import { sql, type Kysely, type SqlBool } from 'kysely';
import type { LikeStatus } from '@kinora/contract';
import type { Database } from '../db/schema';
import type { Db } from './discussion-repository';

/** What can be liked, and where its likes live (migrations 003 and 080). */
const TARGETS = {
  video: { table: 'likes', column: 'video_id' },
  comment: { table: 'comment_likes', column: 'comment_id' },
  post: { table: 'tweet_likes', column: 'tweet_id' },
} as const;

export type LikeTarget = keyof typeof TARGETS;

/** Whether `viewerId` (null: anonymous) likes the row `targetColumn` names, read along with it. */
export function isLikedBy(kind: LikeTarget, viewerId: string | null, targetColumn: string) {
  const { table, column } = TARGETS[kind];
  return viewerId
    ? sql<SqlBool>`exists (select mine.user_id from ${sql.table(table)} as mine
        where ${sql.ref(`mine.${column}`)} = ${sql.ref(targetColumn)} and mine.user_id = ${viewerId})`
    : sql<SqlBool>`false`;
}

/**
 * Likes on videos, comments and community posts: the same three tables' worth of logic, so it is
 * written once over the table name. Each read and toggle goes by the table's (target, user) key.
 */
export function createLikeRepository(db: Kysely<Database>, kind: LikeTarget) {
  const table = sql.table(TARGETS[kind].table);
  const column = sql.ref(TARGETS[kind].column);

  return {
    async status(userId: string | null, targetId: string, trx: Db = db): Promise<LikeStatus> {
      const { rows } = await sql<{ likes_count: string | number; is_liked: boolean }>`
        SELECT count(*) AS likes_count,
               coalesce(bool_or(user_id = ${userId ?? ''}), false) AS is_liked
        FROM ${table} WHERE ${column} = ${targetId}`.execute(trx);
      const row = rows[0];
      return { likesCount: Number(row?.likes_count ?? 0), isLiked: row?.is_liked === true };
    },

    /**
     * Delete-or-insert. The primary key (target, user) and ON CONFLICT DO NOTHING keep at most one
     * like per person however many toggles race.
     */
    async toggle(userId: string, targetId: string, trx: Db = db): Promise<void> {
      const removed = await sql`
        DELETE FROM ${table} WHERE ${column} = ${targetId} AND user_id = ${userId}
        RETURNING user_id`.execute(trx);
      if (removed.rows.length > 0) return;
      await sql`
        INSERT INTO ${table} (${column}, user_id) VALUES (${targetId}, ${userId})
        ON CONFLICT DO NOTHING`.execute(trx);
    },
  };
}

export type LikeRepository = ReturnType<typeof createLikeRepository>;
