import {
  sql,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { isNotHeldFor, isNotSuspended } from '../lib/moderated-content';
import { isNotBlockedBy, isNotHiddenByPlaceOwner } from '../lib/viewer-choices';
import type { Database } from '../db/schema';
import type { Hold } from './hold-rules';

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
  /** Set while it waits for review: only its author is ever given such a row. */
  held_at: Date | null;
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
    ...(row.held_at ? { held: true } : {}),
  };
}

/** The columns of a new comment or post that `hold` holds (none: it is published). */
export function heldColumns(hold: Hold | null) {
  return hold ? { held_at: new Date(), held_cause: hold.cause, held_word: hold.word } : {};
}

/**
 * The columns an edit leaves: held again since the first hold if the item still waits, else from
 * now; with no hold, published (as a reviewer's approval leaves them).
 */
export function heldAfterEdit(hold: Hold | null) {
  if (!hold) return { held_at: null, held_cause: null, held_word: null };
  return {
    held_at: sql<Date>`coalesce(held_at, now())`,
    held_cause: hold.cause,
    held_word: hold.word,
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
  {
    tracksEdits,
    placeOwnerOf,
  }: {
    tracksEdits: boolean;
    /** The owner of the place the row `table` names is in (see `isNotHiddenByPlaceOwner`). */
    placeOwnerOf: (table: string) => RawBuilder<string | null>;
  },
) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return {
    /**
     * A thread's replies, oldest first so a conversation reads top to bottom; removed ones stay
     * as placeholders, suspended accounts' are left out, and so are held ones but to their
     * author, those whose author the place's owner blocked but to their author, and those of the
     * authors the viewer blocked. The total counts what the pages show.
     */
    async listReplies(
      parentId: string,
      options: { viewerId: string | null; limit: number; offset: number },
      trx: Db = db,
    ) {
      const [docs, total] = await Promise.all([
        select(trx, options.viewerId)
          .where(column('parent_id'), '=', parentId)
          .where(isNotBlockedBy(options.viewerId, `${table}.owner_id`))
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
          .where(isNotHeldFor(table, options.viewerId))
          .where(
            isNotHiddenByPlaceOwner(`${table}.owner_id`, placeOwnerOf(table), options.viewerId),
          )
          .where(isNotBlockedBy(options.viewerId, `${table}.owner_id`))
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    /** The item as `viewerId` may read it: a held one is found by its author only. */
    async findById(id: string, viewerId: string | null, trx: Db = db) {
      return (await select(trx, viewerId).where(column('id'), '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * `edited_at` moves only when the words change, so saving the same text is not an edit. With
     * `hold` it waits for review, else it is published (see `heldAfterEdit`).
     */
    async update(id: string, content: string, hold: Hold | null, trx: Db = db): Promise<void> {
      const edited = sql<Date | null>`CASE WHEN content <> ${content} THEN now() ELSE edited_at END`;
      await trx
        .updateTable(table)
        .set({
          content,
          updated_at: new Date(),
          ...(tracksEdits ? { edited_at: edited } : {}),
          ...heldAfterEdit(hold),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Its replies, likes and a pin go with it (ON DELETE CASCADE, migration 080). */
    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}
