import { avatarUrl } from '../lib/public-urls';
import type { Comment } from '@kinora/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface CommentRow {
  id: string;
  owner_id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
  owner_username: string;
  owner_avatar_key: string | null;
}

/** Own-site comments: editable by their author, whether on one of our videos or a YouTube one. */
export function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    owner: {
      _id: row.owner_id,
      username: row.owner_username,
      avatar: avatarUrl(row.owner_avatar_key),
    },
    isExternal: false,
  };
}

function selectComment(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.owner_id')
    .select([
      'comments.id',
      'comments.owner_id',
      'comments.content',
      'comments.created_at',
      'comments.updated_at',
      'users.username as owner_username',
      'users.avatar_key as owner_avatar_key',
    ]);
}

export function createCommentRepository(db: Kysely<Database>) {
  return {
    async list(
      target: { videoId: string; isExternal: boolean },
      limit: number,
      offset: number,
      trx: Db = db,
    ) {
      const [docs, total] = await Promise.all([
        selectComment(trx)
          .where('comments.is_external', '=', target.isExternal)
          .where('comments.video_id', '=', target.videoId)
          .orderBy('comments.created_at', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        trx
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('is_external', '=', target.isExternal)
          .where('video_id', '=', target.videoId)
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    async findById(id: string, trx: Db = db): Promise<CommentRow | null> {
      return (await selectComment(trx).where('comments.id', '=', id).executeTakeFirst()) ?? null;
    },

    async create(
      comment: {
        id: string;
        videoId: string;
        isExternal: boolean;
        ownerId: string;
        content: string;
      },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('comments')
        .values({
          id: comment.id,
          video_id: comment.videoId,
          is_external: comment.isExternal,
          owner_id: comment.ownerId,
          content: comment.content,
        })
        .execute();
    },

    async update(id: string, content: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('comments')
        .set({ content, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('comments').where('id', '=', id).execute();
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
