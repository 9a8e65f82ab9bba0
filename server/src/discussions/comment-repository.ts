import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isNotHeldFor, isNotSuspended } from '../lib/moderated-content';
import { isNotBlockedBy, isNotHiddenByPlaceOwner } from '../lib/viewer-choices';
import { avatarUrl } from '../lib/public-urls';
import {
  createDiscussionReads,
  heldColumns,
  toDiscussionItem,
  type Db,
  type RowOf,
} from './discussion-repository';
import { isLikedBy } from './like-repository';
import type { CommentSort, SiteComment } from '@kinora/contract';
import type { Hold } from './hold-rules';
import type { Database } from '../db/schema';

export type CommentRow = RowOf<typeof selectComment>;

/**
 * Own-site comments: editable by their author, whether on one of our videos or a YouTube one. A
 * removed one keeps its place, so the replies under it still read as a thread, but not its words.
 */
export function toComment(row: CommentRow): SiteComment {
  const owner = {
    _id: row.owner_id,
    username: row.owner_username,
    fullName: row.owner_full_name,
    avatar: avatarUrl(row.owner_avatar_key),
  };
  return {
    ...toDiscussionItem(row, owner),
    isExternal: false,
    isPinned: Boolean(row.is_pinned),
    isEdited: row.edited_at !== null,
  };
}

/**
 * The owner of the own video the comment `table` names is on: the place whose owner's blocks
 * hide comments there (null on a YouTube video, which has no owner here).
 */
function videoOwnerOf(table: string): RawBuilder<string | null> {
  return sql<string | null>`(SELECT place_video.owner_id FROM videos AS place_video
    WHERE place_video.id = ${sql.ref(`${table}.video_id`)} AND NOT ${sql.ref(`${table}.is_external`)})`;
}

/**
 * Counts and the viewer's like ride along with every comment read, so no list needs N+1 calls.
 * A suspended account's comments are hidden from every read (and from the reply counts) until
 * the suspension ends; a removed comment is read, as a placeholder that is never pinned; a held
 * one is read and counted by its author alone, and so is one whose author the video's owner
 * blocked. The reply counts leave out, like the lists, the authors the viewer blocked.
 */
function selectComment(db: Db, viewerId: string | null) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.owner_id')
    .select([
      'comments.id',
      'comments.video_id',
      'comments.is_external',
      'comments.parent_id',
      'comments.owner_id',
      'comments.content',
      'comments.created_at',
      'comments.updated_at',
      'comments.edited_at',
      'comments.removed_at',
      'comments.held_at',
      'users.username as owner_username',
      'users.full_name as owner_full_name',
      'users.avatar_key as owner_avatar_key',
    ])
    .select((eb) => [
      eb
        .selectFrom('comments as reply')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('reply.parent_id', '=', 'comments.id')
        .where(isNotSuspended('reply.owner_id'))
        .where(isNotHeldFor('reply', viewerId))
        .where(isNotHiddenByPlaceOwner('reply.owner_id', videoOwnerOf('reply'), viewerId))
        .where(isNotBlockedBy(viewerId, 'reply.owner_id'))
        .as('reply_count'),
      eb
        .selectFrom('comment_likes')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('comment_likes.comment_id', '=', 'comments.id')
        .as('likes_count'),
      isLikedBy('comment', viewerId, 'comments.id').as('is_liked'),
      eb
        .and([
          eb.exists(
            eb
              .selectFrom('comment_pins')
              .select('comment_pins.comment_id')
              .whereRef('comment_pins.comment_id', '=', 'comments.id'),
          ),
          eb('comments.removed_at', 'is', null),
        ])
        .as('is_pinned'),
    ])
    .where(isNotSuspended('comments.owner_id'))
    .where(isNotHeldFor('comments', viewerId))
    .where(isNotHiddenByPlaceOwner('comments.owner_id', videoOwnerOf('comments'), viewerId));
}

export interface CommentTarget {
  videoId: string;
  isExternal: boolean;
}

export function createCommentRepository(db: Kysely<Database>) {
  return {
    ...createDiscussionReads(db, 'comments', selectComment, {
      tracksEdits: true,
      placeOwnerOf: videoOwnerOf,
    }),

    /**
     * Top-level comments only, the pinned one first; replies are read per thread. The authors
     * the viewer blocked are left out (a comment opened by its link still reads).
     */
    async list(
      target: CommentTarget,
      options: { sort: CommentSort; viewerId: string | null; limit: number; offset: number },
      trx: Db = db,
    ) {
      let query = selectComment(trx, options.viewerId)
        .where('comments.is_external', '=', target.isExternal)
        .where('comments.video_id', '=', target.videoId)
        .where('comments.parent_id', 'is', null)
        .where(isNotBlockedBy(options.viewerId, 'comments.owner_id'))
        .orderBy('is_pinned', 'desc');
      if (options.sort === 'top')
        query = query.orderBy('likes_count', 'desc').orderBy('reply_count', 'desc');
      const [docs, total] = await Promise.all([
        query
          .orderBy('comments.created_at', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        trx
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('is_external', '=', target.isExternal)
          .where('video_id', '=', target.videoId)
          .where('parent_id', 'is', null)
          .where(isNotSuspended('comments.owner_id'))
          .where(isNotHeldFor('comments', options.viewerId))
          .where(
            isNotHiddenByPlaceOwner(
              'comments.owner_id',
              videoOwnerOf('comments'),
              options.viewerId,
            ),
          )
          .where(isNotBlockedBy(options.viewerId, 'comments.owner_id'))
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    async create(
      comment: CommentTarget & {
        id: string;
        ownerId: string;
        content: string;
        parentId: string | null;
        hold: Hold | null;
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
          parent_id: comment.parentId,
          ...heldColumns(comment.hold),
        })
        .execute();
    },

    /**
     * The comment in any state, with the owner of the own video it is on (null on a YouTube
     * video): for the decisions of that owner and of reviewers. Null when there is none.
     */
    async findPlace(id: string, trx: Db = db) {
      const row = await trx
        .selectFrom('comments')
        .leftJoin('videos', (join) =>
          join.onRef('videos.id', '=', 'comments.video_id').on('comments.is_external', '=', false),
        )
        .select([
          'comments.id',
          'comments.owner_id',
          'comments.video_id',
          'comments.is_external',
          'comments.parent_id',
          'comments.held_at',
          'comments.held_cause',
          'videos.owner_id as place_owner_id',
        ])
        .where('comments.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** One pin per video: pinning another comment replaces the pin in the same statement. */
    async pin(videoId: string, commentId: string, trx: Db = db): Promise<void> {
      await trx
        .insertInto('comment_pins')
        .values({ video_id: videoId, comment_id: commentId })
        .onConflict((oc) =>
          oc.column('video_id').doUpdateSet({ comment_id: commentId, pinned_at: sql`now()` }),
        )
        .execute();
    },

    async unpin(commentId: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('comment_pins').where('comment_id', '=', commentId).execute();
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
