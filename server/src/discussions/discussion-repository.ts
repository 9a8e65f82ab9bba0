import { sql, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { isNotSuspended } from '../lib/moderated-content';
import type { Database } from '../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** Where one kind of discussion lives: comments on videos, or community posts (`tweets`). */
export type DiscussionTable = 'comments' | 'tweets';

/** A discussion's row as its select function reads it, so the type follows the query. */
export type RowOf<Select extends (...args: never[]) => { executeTakeFirstOrThrow(): unknown }> =
  Awaited<ReturnType<ReturnType<Select>['executeTakeFirstOrThrow']>>;

/** What every discussion row carries, whatever else its kind reads. */
export interface DiscussionRow {
  id: string;
  owner_id: string;
  parent_id: string | null;
  content: string;
  created_at: Date;
  updated_at: Date;
  /** Set while a moderator has removed it: it stays in its thread as an empty placeholder. */
  removed_at: Date | null;
  reply_count: number | string | bigint | null;
  likes_count: number | string | bigint | null;
  is_liked: SqlBool;
}

/** The fields a comment and a post share; a removed one keeps its place but not its words. */
export function toDiscussionItem<Owner>(row: DiscussionRow, owner: Owner) {
  const removed = row.removed_at !== null;
  return {
    _id: row.id,
    content: removed ? '' : row.content,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    owner,
    parentId: row.parent_id,
    replyCount: Number(row.reply_count ?? 0),
    likesCount: Number(row.likes_count ?? 0),
    isLiked: Boolean(row.is_liked),
    ...(removed ? { removed: true } : {}),
  };
}

/**
 * The reads and the delete that comments and posts do alike, over their table and their select
 * (which brings the owner, the counts and the viewer's like along with each row).
 */
export function createDiscussionReads<TB extends keyof Database, Row>(
  db: Kysely<Database>,
  table: DiscussionTable,
  select: (trx: Db, viewerId: string | null) => SelectQueryBuilder<Database, TB, Row>,
) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return {
    /**
     * A thread's replies, oldest first so a conversation reads top to bottom; removed ones stay
     * as placeholders, suspended accounts' are left out.
     */
    async listReplies(
      parentId: string,
      options: { viewerId: string | null; limit: number; offset: number },
      trx: Db = db,
    ) {
      const [docs, total] = await Promise.all([
        select(trx, options.viewerId)
          .where(column('parent_id'), '=', parentId)
          .orderBy(column('created_at'), 'asc')
          .orderBy(column('id'), 'asc')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('parent_id', '=', parentId)
          .where(isNotSuspended(`${table}.owner_id`))
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    async findById(id: string, viewerId: string | null = null, trx: Db = db) {
      return (await select(trx, viewerId).where(column('id'), '=', id).executeTakeFirst()) ?? null;
    },

    /** Its replies, likes and a pin go with it (ON DELETE CASCADE, migration 080). */
    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}
