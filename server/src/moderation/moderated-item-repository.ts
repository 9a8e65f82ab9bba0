import { sql, type Kysely, type Transaction } from 'kysely';
import { selectVideoWithOwner, type VideoWithOwnerRow } from '../videos';
import { suspendedUntilNow, type SuspensionEnd } from '../lib/suspension';
import type { ReportItemKind, UserRole } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What reporting and acting need to know of an item, whatever its kind. */
export interface ItemSubject {
  ownerId: string;
  ownerRole: UserRole;
  ownerSuspended: boolean;
  removed: boolean;
  /** A comment or post waiting for review: nobody but its author sees it yet. */
  held: boolean;
  /** Anyone may see it (a private video may not, nor a comment on one). */
  isPublic: boolean;
  /** Who sees it even when it is not public: a video's owner, or the owner of a comment's video. */
  seenBy: string | null;
  /** A video a moderator marked sensitive (false for every other kind). */
  sensitiveByModerator: boolean;
}

export type RemovableKind = Exclude<ReportItemKind, 'channel'>;

export interface OwnerColumns {
  owner_username: string;
  owner_full_name: string;
  owner_avatar_key: string | null;
  owner_suspended_until: Date | null;
}

export type VideoItemRow = VideoWithOwnerRow & {
  removed_at: Date | null;
  removed_reason: string | null;
  owner_suspended_until: Date | null;
};

/** What every item but a channel has: an owner, and perhaps a removal. */
export interface RemovableColumns extends OwnerColumns {
  id: string;
  owner_id: string;
  removed_at: Date | null;
  removed_reason: string | null;
}

/** What a comment and a post both are: words someone wrote, perhaps as a reply. */
interface TextItemRow extends RemovableColumns {
  parent_id: string | null;
  content: string;
  created_at: Date;
  updated_at: Date;
}

export interface CommentItemRow extends TextItemRow {
  video_id: string;
  edited_at: Date | null;
}

export interface PostItemRow extends TextItemRow {
  reply_count: number;
  likes_count: number;
}

export interface ChannelItemRow extends OwnerColumns {
  id: string;
}

/** Every item of the queue, read by kind in one statement each. */
export interface ItemRows {
  videos: VideoItemRow[];
  comments: CommentItemRow[];
  posts: PostItemRow[];
  channels: ChannelItemRow[];
}

const SUSPENDED_NOW = sql<boolean>`coalesce(u.suspended_until > now(), false)`;

/**
 * The reason of a comment's or post's removal: those rows keep only when they were removed, the
 * log keeps why.
 */
const removalReason = (kind: RemovableKind, column: string) =>
  sql<string | null>`(SELECT l.reason FROM moderation_log l
    WHERE l.item_kind = ${kind} AND l.item_id = ${sql.ref(column)} AND l.action = 'remove'
    ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`;

/**
 * The items reports name (videos, comments, posts and channels), as moderators see them: in any
 * state. Owns what moderators change on them: removals, suspensions and sensitive marks.
 */
export function createModeratedItemRepository(db: Kysely<Database>) {
  return {
    /** The item's owner and state; null when there is no such item. */
    async findSubject(kind: ReportItemKind, id: string, trx: Db = db): Promise<ItemSubject | null> {
      const owner = ['u.role as owner_role', SUSPENDED_NOW.as('owner_suspended')] as const;
      let row;
      if (kind === 'video') {
        row = await trx
          .selectFrom('videos as v')
          .innerJoin('users as u', 'u.id', 'v.owner_id')
          .select(['v.owner_id', ...owner, 'v.is_watchable as is_public', 'v.owner_id as seen_by'])
          .select(sql<boolean>`v.removed_at IS NOT NULL`.as('removed'))
          .select(sql<boolean>`false`.as('held'))
          .select('v.sensitive_by_moderator')
          .where('v.id', '=', id)
          .executeTakeFirst();
      } else if (kind === 'comment') {
        row = await trx
          .selectFrom('comments as c')
          .innerJoin('users as u', 'u.id', 'c.owner_id')
          // A comment on a YouTube video names no video of ours.
          .leftJoin('videos as v', (join) =>
            join.onRef('v.id', '=', 'c.video_id').on('c.is_external', '=', false),
          )
          .select(['c.owner_id', ...owner, 'v.owner_id as seen_by'])
          .select([
            sql<boolean>`c.removed_at IS NOT NULL`.as('removed'),
            sql<boolean>`c.held_at IS NOT NULL`.as('held'),
            sql<boolean>`c.is_external OR coalesce(v.is_watchable AND v.removed_at IS NULL, false)`.as(
              'is_public',
            ),
            sql<boolean>`false`.as('sensitive_by_moderator'),
          ])
          .where('c.id', '=', id)
          .executeTakeFirst();
      } else if (kind === 'post') {
        row = await trx
          .selectFrom('tweets as t')
          .innerJoin('users as u', 'u.id', 't.owner_id')
          .select(['t.owner_id', ...owner])
          .select([
            sql<boolean>`t.removed_at IS NOT NULL`.as('removed'),
            sql<boolean>`t.held_at IS NOT NULL`.as('held'),
            sql<boolean>`true`.as('is_public'),
            sql<string | null>`null`.as('seen_by'),
            sql<boolean>`false`.as('sensitive_by_moderator'),
          ])
          .where('t.id', '=', id)
          .executeTakeFirst();
      } else {
        row = await trx
          .selectFrom('users as u')
          .select(['u.id as owner_id', ...owner])
          .select([
            sql<boolean>`false`.as('removed'),
            sql<boolean>`false`.as('held'),
            sql<boolean>`true`.as('is_public'),
            sql<string | null>`null`.as('seen_by'),
            sql<boolean>`false`.as('sensitive_by_moderator'),
          ])
          .where('u.id', '=', id)
          .executeTakeFirst();
      }
      if (!row) return null;
      return {
        ownerId: row.owner_id,
        ownerRole: row.owner_role,
        ownerSuspended: Boolean(row.owner_suspended),
        removed: Boolean(row.removed),
        held: Boolean(row.held),
        isPublic: Boolean(row.is_public),
        seenBy: row.seen_by,
        sensitiveByModerator: Boolean(row.sensitive_by_moderator),
      };
    },

    /** The items of `ids` by kind, each with its owner and state (missing ones are left out). */
    async read(ids: Record<ReportItemKind, string[]>, trx: Db = db): Promise<ItemRows> {
      const ownerColumns = [
        'u.username as owner_username',
        'u.full_name as owner_full_name',
        'u.avatar_key as owner_avatar_key',
      ] as const;
      const [videos, comments, posts, channels] = await Promise.all([
        ids.video.length === 0
          ? []
          : selectVideoWithOwner(trx)
              .select([
                'videos.removed_at',
                'videos.removed_reason',
                suspendedUntilNow('users.suspended_until').as('owner_suspended_until'),
              ])
              .where('videos.id', 'in', ids.video)
              .execute(),
        ids.comment.length === 0
          ? []
          : trx
              .selectFrom('comments as c')
              .innerJoin('users as u', 'u.id', 'c.owner_id')
              .select([
                'c.id',
                'c.owner_id',
                'c.video_id',
                'c.parent_id',
                'c.content',
                'c.created_at',
                'c.updated_at',
                'c.edited_at',
                'c.removed_at',
                ...ownerColumns,
                suspendedUntilNow('u.suspended_until').as('owner_suspended_until'),
                removalReason('comment', 'c.id').as('removed_reason'),
              ])
              .where('c.id', 'in', ids.comment)
              .execute(),
        ids.post.length === 0
          ? []
          : trx
              .selectFrom('tweets as t')
              .innerJoin('users as u', 'u.id', 't.owner_id')
              .select([
                't.id',
                't.owner_id',
                't.parent_id',
                't.content',
                't.created_at',
                't.updated_at',
                't.reply_count',
                't.likes_count',
                't.removed_at',
                ...ownerColumns,
                suspendedUntilNow('u.suspended_until').as('owner_suspended_until'),
                removalReason('post', 't.id').as('removed_reason'),
              ])
              .where('t.id', 'in', ids.post)
              .execute(),
        ids.channel.length === 0
          ? []
          : trx
              .selectFrom('users as u')
              .select([
                'u.id',
                ...ownerColumns,
                suspendedUntilNow('u.suspended_until').as('owner_suspended_until'),
              ])
              .where('u.id', 'in', ids.channel)
              .execute(),
      ]);
      return { videos, comments, posts, channels };
    },

    /**
     * Removes the item (`removal`) or restores it (null); false when it was not in the other
     * state (or is gone), so two moderators acting at once cannot both do it.
     */
    async setRemoved(
      kind: RemovableKind,
      id: string,
      removal: { reason: string | null } | null,
      trx: Db = db,
    ): Promise<boolean> {
      const removedAt = removal ? new Date() : null;
      const before = removal ? 'is' : 'is not';
      const result = await trx
        .updateTable(kind === 'video' ? 'videos' : kind === 'comment' ? 'comments' : 'tweets')
        // Only a video keeps its removal's reason in its row.
        .set({
          removed_at: removedAt,
          ...(kind === 'video' ? { removed_reason: removal?.reason ?? null } : {}),
        })
        .where('id', '=', id)
        .where('removed_at', before, null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Sets or takes off a moderator's sensitive mark on the video; false when it was not in the
     * other state (or is gone), so two moderators acting at once cannot both do it. The owner's
     * own mark is left as it is.
     */
    async setSensitiveByModerator(id: string, marked: boolean, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('videos')
        .set({ sensitive_by_moderator: marked })
        .where('id', '=', id)
        .where('sensitive_by_moderator', '=', !marked)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Suspends the account until `until` (`'infinity'`: for good); false when it is gone. */
    async suspend(
      userId: string,
      until: SuspensionEnd,
      reason: string,
      trx: Db = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ suspended_until: until, suspension_reason: reason })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Lifts the account's suspension; false when it was not suspended. */
    async unsuspend(userId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ suspended_until: null, suspension_reason: null })
        .where('id', '=', userId)
        .where('suspended_until', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type ModeratedItemRepository = ReturnType<typeof createModeratedItemRepository>;
