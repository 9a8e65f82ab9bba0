import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import {
  isListedVideo,
  isNotHeld,
  isNotSuspended,
  isWatchableVideo,
} from '../lib/moderated-content';
import { avatarUrl } from '../lib/public-urls';
import { isNotBlockedBy, isNotHiddenByPlaceOwner } from '../lib/viewer-choices';
import { mailFrequencyOf } from './email-preference-repository';
import type { EmailFrequency, Notification, NotificationKind } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** How much of a comment or post a notification quotes. */
const EXCERPT_LENGTH = 140;

type WithNotification = Database & { n: Database['notifications'] };

/**
 * Only what the recipient may still see: a new video while it is listed (an unpublished or
 * deleted one disappears from the list), a comment while it and its video are there (the
 * recipient's own video is theirs to see in any state), a post while it exists. Deletions
 * cascade; unpublishing is filtered here, so republishing brings the notification back. So do
 * moderation's: a removed comment, post or video, and whatever a suspended account did, are
 * left out until the removal is undone or the suspension ends; so is a comment or post an edit
 * held for review again, until it is approved. A reply to a post shows while its post does too.
 * What came of a report stays as long as the report. Blocks too: whatever someone the recipient
 * blocked did is left out, and so is a comment or post reply whose author the video's or post's
 * owner blocked (seen by its author alone), for as long as the block lasts.
 *
 * It reads the notification's own row and asks each kind's item by its key, so a count of
 * hundreds of notifications is as many index lookups, never a scan of every post or video.
 */
function visibleTo(recipientId: string) {
  return (eb: ExpressionBuilder<WithNotification, 'n'>) =>
    eb.and([
      eb('n.recipient_id', '=', recipientId),
      // The site's own notices have no actor; anyone else's are hidden while they are suspended.
      eb.or([eb('n.actor_id', 'is', null), isNotSuspended('n.actor_id')]),
      isNotBlockedBy(recipientId, 'n.actor_id'),
      eb.or([
        eb('n.kind', '=', 'new_subscriber'),
        eb.and([
          eb('n.kind', '=', 'report_outcome'),
          eb.exists(
            eb.selectFrom('reports as r').select('r.id').whereRef('r.id', '=', 'n.report_id'),
          ),
        ]),
        eb.and([
          eb('n.kind', '=', 'post_liked'),
          eb.exists(
            eb
              .selectFrom('tweets as p')
              .select('p.id')
              .whereRef('p.id', '=', 'n.post_id')
              .where('p.removed_at', 'is', null)
              .where(isNotHeld('p')),
          ),
        ]),
        eb.and([
          eb('n.kind', '=', 'post_reply'),
          eb.exists(
            eb
              .selectFrom('tweets as p')
              // The post a reply is under: its page is where the reply is read.
              .innerJoin('tweets as pt', 'pt.id', 'p.parent_id')
              .select('p.id')
              .whereRef('p.id', '=', 'n.post_id')
              .where('p.removed_at', 'is', null)
              .where(isNotHeld('p'))
              .where('pt.removed_at', 'is', null)
              .where(isNotHeld('pt'))
              .where(isNotSuspended('pt.owner_id'))
              .where(isNotHiddenByPlaceOwner('p.owner_id', 'pt.owner_id', recipientId)),
          ),
        ]),
        eb.and([
          eb('n.kind', '=', 'new_video'),
          eb.exists(
            eb
              .selectFrom('videos as v')
              .select('v.id')
              .whereRef('v.id', '=', 'n.video_id')
              .where(isListedVideo('v')),
          ),
        ]),
        eb.and([
          eb('n.kind', 'in', ['video_comment', 'comment_reply']),
          eb.exists(
            eb
              .selectFrom('comments as c')
              .leftJoin('videos as v', 'v.id', 'n.video_id')
              .select('c.id')
              .whereRef('c.id', '=', 'n.comment_id')
              .where('c.removed_at', 'is', null)
              .where(isNotHeld('c'))
              .where(isNotHiddenByPlaceOwner('c.owner_id', 'v.owner_id', recipientId))
              .where((inner) =>
                inner.or([
                  inner('n.video_id', 'is', null),
                  // Unlisted counts: whoever commented there holds the link.
                  isWatchableVideo('v'),
                  inner('v.owner_id', '=', recipientId),
                ]),
              ),
          ),
        ]),
      ]),
    ]);
}

/** The recipient's visible notifications, each row alone: what counts and claims read. */
function visible(db: Db, recipientId: string) {
  return db.selectFrom('notifications as n').where(visibleTo(recipientId));
}

/** Notifications with what a list shows of each: its actor, video, comment, post, report. */
function withItems<O>(query: SelectQueryBuilder<WithNotification, 'n', O>) {
  return (
    query
      // The site's own notices have no actor; every other kind's actor is there (deleting an
      // account deletes what it did).
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .leftJoin('videos as v', 'v.id', 'n.video_id')
      .leftJoin('comments as c', 'c.id', 'n.comment_id')
      .leftJoin('tweets as p', 'p.id', 'n.post_id')
      .leftJoin('reports as r', 'r.id', 'n.report_id')
  );
}

/** Which of a recipient's notifications a mail takes: unread, not mailed yet, of this window. */
export interface MailFilter {
  /** How the recipient gets the kinds taken: at once or in the daily digest. */
  frequency: Exclude<EmailFrequency, 'none'>;
  /** Created at or after this. */
  since: Date;
  /** Created before this, when given. */
  before?: Date;
}

const excerpt = (text: string): string =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

export function createNotificationRepository(db: Kysely<Database>) {
  const shown = <O>(query: SelectQueryBuilder<WithNotification, 'n', O>) =>
    withItems(query).select([
      'n.id',
      'n.kind',
      'n.read_at',
      'n.created_at',
      'a.id as actor_id',
      'a.username as actor_username',
      'a.full_name as actor_full_name',
      'a.avatar_key as actor_avatar_key',
      'v.id as video_id',
      'v.title as video_title',
      'c.id as comment_id',
      'c.content as comment_content',
      'c.video_id as comment_video_id',
      'c.parent_id as comment_parent_id',
      'p.id as post_id',
      'p.content as post_content',
      'p.parent_id as post_parent_id',
      'r.item_kind as report_item_kind',
      'r.outcome as report_outcome',
    ]);
  /** The recipient's visible notifications as a list shows them. */
  const select = (trx: Db, recipientId: string) => shown(visible(trx, recipientId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const toNotification = (row: Row): Notification => {
    const commentVideo = row.comment_video_id
      ? { _id: row.comment_video_id, title: row.video_title ?? '' }
      : null;
    return {
      _id: row.id,
      kind: row.kind,
      actor:
        row.actor_id !== null && row.actor_username !== null && row.actor_full_name !== null
          ? {
              _id: row.actor_id,
              username: row.actor_username,
              fullName: row.actor_full_name,
              avatar: avatarUrl(row.actor_avatar_key),
            }
          : null,
      video: row.video_id ? { _id: row.video_id, title: row.video_title ?? '' } : commentVideo,
      comment:
        row.comment_id && row.comment_content !== null
          ? {
              _id: row.comment_id,
              excerpt: excerpt(row.comment_content),
              threadId: row.comment_parent_id ?? row.comment_id,
            }
          : null,
      post:
        row.post_id && row.post_content !== null
          ? {
              _id: row.post_id,
              excerpt: excerpt(row.post_content),
              threadId: row.post_parent_id ?? row.post_id,
            }
          : null,
      ...(row.report_item_kind !== null && row.report_outcome !== null
        ? { report: { itemKind: row.report_item_kind, outcome: row.report_outcome } }
        : {}),
      read: row.read_at !== null,
      createdAt: row.created_at.toISOString(),
    };
  };

  /**
   * Notifications of the recipient found visible a moment ago, as a list shows them, in the
   * order of `ids`.
   */
  const shownByIds = async (trx: Db, recipientId: string, ids: string[]): Promise<Row[]> => {
    if (ids.length === 0) return [];
    const rows = await shown(
      trx
        .selectFrom('notifications as n')
        .where('n.recipient_id', '=', recipientId)
        .where('n.id', 'in', ids),
    ).execute();
    const place = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  };

  const countUnread = async (recipientId: string, trx: Db = db): Promise<number> => {
    const row = await visible(trx, recipientId)
      .where('n.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  return {
    countUnread,

    /**
     * The recipient's visible notifications, newest first, with how many there are and how many
     * are unread: the page's ids and both counts read side by side, then what the page shows.
     * The database plans a windowed read again for each request (its best plan depends on the
     * window), so the one it plans each time is the narrow read of ids, not the list's joins.
     */
    async list(recipientId: string, limit: number, offset: number, trx: Db = db) {
      const [page, counts] = await Promise.all([
        visible(trx, recipientId)
          .select('n.id')
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        visible(trx, recipientId)
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.countAll<number>().filterWhere('n.read_at', 'is', null).as('unread'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const docs = await shownByIds(
        trx,
        recipientId,
        page.map((row) => row.id),
      );
      return {
        docs: docs.map(toNotification),
        total: Number(counts.total),
        unreadCount: Number(counts.unread),
      };
    },

    /** Visible notifications created after `since` (oldest first): what a stream has not sent. */
    async createdAfter(recipientId: string, since: Date | null, limit: number, trx: Db = db) {
      let query = select(trx, recipientId);
      if (since) query = query.where('n.created_at', '>', since);
      const rows = await query
        .orderBy('n.created_at', since ? 'asc' : 'desc')
        .orderBy('n.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toNotification);
    },

    /** When the recipient's newest notification was made (where a new stream starts from). */
    async newestAt(recipientId: string, trx: Db = db): Promise<Date | null> {
      const row = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('created_at').as('newest'))
        .where('recipient_id', '=', recipientId)
        .executeTakeFirst();
      return row?.newest ?? null;
    },

    /** False when there is no such notification of this recipient. */
    async markRead(recipientId: string, id: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .updateTable('notifications')
        .set({ read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', id)
        .where('recipient_id', '=', recipientId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async markAllRead(recipientId: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .execute();
    },

    /**
     * Marks the recipient's notifications a mail takes as mailed, and answers their ids with the
     * newest `show` of them as the recipient may see them now (all without `show`). Only what the
     * recipient may see is taken, and the conditional update takes each row once however many
     * instances or runs ask, so none is ever mailed twice.
     */
    async claimForMail(
      recipientId: string,
      filter: MailFilter,
      show?: number,
      trx: Db = db,
    ): Promise<{ ids: string[]; shown: Notification[] }> {
      let wanted = visible(trx, recipientId)
        .where('n.emailed_at', 'is', null)
        .where('n.read_at', 'is', null)
        .where('n.created_at', '>=', filter.since)
        .where(sql<boolean>`${mailFrequencyOf('n.recipient_id', 'n.kind')} = ${filter.frequency}`);
      if (filter.before) wanted = wanted.where('n.created_at', '<', filter.before);
      const claimed = await trx
        .updateTable('notifications')
        .set({ emailed_at: sql<Date>`now()` })
        .where('id', 'in', wanted.select('n.id'))
        .where('emailed_at', 'is', null)
        .returning(['id', 'created_at'])
        .execute();
      const newest = claimed
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, show ?? claimed.length)
        .map((row) => row.id);
      if (newest.length === 0) return { ids: [], shown: [] };
      const rows = await shownByIds(trx, recipientId, newest);
      return { ids: claimed.map((row) => row.id), shown: rows.map(toNotification) };
    },

    /** Gives claimed notifications back when their mail could not be queued: a later run takes them. */
    async releaseMail(ids: string[], trx: Db = db): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('notifications')
        .set({ emailed_at: null })
        .where('id', 'in', ids)
        .execute();
    },

    async mutedKinds(userId: string, trx: Db = db): Promise<NotificationKind[]> {
      const row = await trx
        .selectFrom('notification_preferences')
        .select('muted_kinds')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.muted_kinds ?? [];
    },

    async setMutedKinds(userId: string, kinds: NotificationKind[], trx: Db = db): Promise<void> {
      await trx
        .insertInto('notification_preferences')
        .values({ user_id: userId, muted_kinds: kinds })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ muted_kinds: kinds, updated_at: new Date() }),
        )
        .execute();
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
