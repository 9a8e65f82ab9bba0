import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isListedVideo, isNotHeld } from '../lib/moderated-content';
import type { NotificationKind } from '@kinora/contract';
import type { Database } from '../db/schema';

/** The recipient has not turned this kind off. */
const wanted = (recipient: RawBuilder<unknown>, kind: NotificationKind) =>
  sql`NOT EXISTS (SELECT 1 FROM notification_preferences np
    WHERE np.user_id = ${recipient} AND ${kind} = ANY (np.muted_kinds))`;

/**
 * Writes the notifications a thing that happened calls for. Each is one INSERT … SELECT that reads
 * the recipient from the database and checks, in the same statement, that the thing still exists
 * (and is not held for review: approving it tells then), that nobody is told of their own action
 * and that the recipient wants this kind; each answers whom it notified. A thing undone (a like
 * taken back, a post deleted) takes its notifications away again.
 */
export function createNotificationTriggerRepository(db: Kysely<Database>) {
  const recipientsOf = async (query: RawBuilder<{ recipient_id: string }>) =>
    (await query.execute(db)).rows.map((row) => row.recipient_id);

  return {
    /**
     * Marks a listed video's subscribers as being told, once per video however many instances or
     * events ask; answers its channel, or null when it is not listed or was claimed already.
     */
    async claimNewVideo(videoId: string): Promise<string | null> {
      const claimed = await db
        .updateTable('videos')
        .set({ subscribers_notified_at: new Date() })
        .where('id', '=', videoId)
        .where(isListedVideo())
        .where('subscribers_notified_at', 'is', null)
        .returning('owner_id')
        .executeTakeFirst();
      return claimed?.owner_id ?? null;
    },

    /**
     * Tells the next `batchSize` subscribers after `after` (by id) of a new video; `last` is where
     * the next batch starts, null once there are none left. The unique index makes a repeated
     * batch harmless.
     */
    async newVideoBatch(
      { channelId, videoId }: { channelId: string; videoId: string },
      after: string,
      batchSize: number,
    ): Promise<{ last: string | null; recipients: string[] }> {
      const { rows } = await sql<{ last: string | null; recipients: string[] | null }>`
        WITH batch AS (
          SELECT subscriber_id FROM subscriptions
          WHERE channel_id = ${channelId} AND subscriber_id > ${after}
          ORDER BY subscriber_id LIMIT ${batchSize}
        ), created AS (
          INSERT INTO notifications (recipient_id, actor_id, kind, video_id)
          SELECT b.subscriber_id, ${channelId}, 'new_video', ${videoId} FROM batch b
          WHERE ${wanted(sql.ref('b.subscriber_id'), 'new_video')}
          ON CONFLICT DO NOTHING
          RETURNING recipient_id
        )
        SELECT (SELECT max(subscriber_id) FROM batch) AS last,
               (SELECT array_agg(recipient_id) FROM created) AS recipients`.execute(db);
      const row = rows[0];
      return { last: row?.last ?? null, recipients: row?.recipients ?? [] };
    },

    /** A top-level comment on an own video: its owner. */
    videoCommented: (commentId: string) =>
      recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, video_id, comment_id)
        SELECT v.owner_id, c.owner_id, 'video_comment', v.id, c.id
        FROM comments c JOIN videos v ON v.id = c.video_id
        WHERE c.id = ${commentId} AND NOT c.is_external AND v.owner_id <> c.owner_id
          AND ${isNotHeld('c')}
          AND ${wanted(sql.ref('v.owner_id'), 'video_comment')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),

    /** A reply to a comment: the parent comment's author. */
    commentReplied: ({ replyId, parentId }: { replyId: string; parentId: string }) =>
      recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, video_id, comment_id)
        SELECT parent.owner_id, reply.owner_id, 'comment_reply', v.id, reply.id
        FROM comments reply
        JOIN comments parent ON parent.id = ${parentId}
        LEFT JOIN videos v ON NOT reply.is_external AND v.id = reply.video_id
        WHERE reply.id = ${replyId} AND parent.owner_id <> reply.owner_id
          AND ${isNotHeld('reply')}
          AND ${wanted(sql.ref('parent.owner_id'), 'comment_reply')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),

    /** A new subscription: the channel. */
    subscribed: ({ channelId, subscriberId }: { channelId: string; subscriberId: string }) =>
      recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind)
        SELECT s.channel_id, s.subscriber_id, 'new_subscriber' FROM subscriptions s
        WHERE s.channel_id = ${channelId} AND s.subscriber_id = ${subscriberId}
          AND ${wanted(sql.ref('s.channel_id'), 'new_subscriber')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),

    /** A like of a community post, while it lasts: the post's author. */
    postLiked: ({ postId, likerId }: { postId: string; likerId: string }) =>
      recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, post_id)
        SELECT t.owner_id, l.user_id, 'post_liked', t.id
        FROM tweets t JOIN tweet_likes l ON l.tweet_id = t.id AND l.user_id = ${likerId}
        WHERE t.id = ${postId} AND t.owner_id <> l.user_id AND ${isNotHeld('t')}
          AND ${wanted(sql.ref('t.owner_id'), 'post_liked')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),

    /**
     * A like of a community post was taken back: its notification goes too, read or not (it
     * would tell of something no longer true). Answers whose unread count dropped.
     */
    postUnliked: async ({ postId, likerId }: { postId: string; likerId: string }) =>
      (
        await db
          .deleteFrom('notifications')
          .where('kind', '=', 'post_liked')
          .where('post_id', '=', postId)
          .where('actor_id', '=', likerId)
          .returning(['recipient_id', 'read_at'])
          .execute()
      ).flatMap((row) => (row.read_at === null ? [row.recipient_id] : [])),

    /**
     * A reply to a community post: the post's author, and the author of the reply it answers
     * (one notification for one person who is both). Nobody who blocked the replier hears of
     * it (a reply to them is refused, but one held for review may be approved after a block).
     */
    postReplied: (replyId: string) =>
      recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, post_id)
        SELECT DISTINCT answered.owner_id, reply.owner_id, 'post_reply', reply.id
        FROM tweets reply
        JOIN tweets answered ON answered.id IN (reply.parent_id, reply.reply_to_id)
        WHERE reply.id = ${replyId} AND answered.owner_id <> reply.owner_id
          AND reply.removed_at IS NULL AND ${isNotHeld('reply')}
          AND NOT EXISTS (SELECT 1 FROM user_blocks b
            WHERE b.blocker_id = answered.owner_id AND b.blocked_id = reply.owner_id)
          AND ${wanted(sql.ref('answered.owner_id'), 'post_reply')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),

    /**
     * A post or reply is about to be deleted, with the replies under it: the notifications of
     * them (its likes, its replies) go now, read or not, so the recipients can be told. Answers
     * whose unread count dropped.
     */
    postWithdrawn: async (postId: string) =>
      (
        await db
          .deleteFrom('notifications')
          .where('post_id', 'in', (eb) =>
            eb
              .selectFrom('tweets')
              .select('id')
              .where((w) => w.or([w('id', '=', postId), w('parent_id', '=', postId)])),
          )
          .returning(['recipient_id', 'read_at'])
          .execute()
      ).flatMap((row) => (row.read_at === null ? [row.recipient_id] : [])),

    /**
     * Moderators acted on reported items: each reporter hears what came of each resolved report,
     * once (the unique index), whatever they muted, and from no actor: it names no moderator.
     */
    reportsResolved: async (reportIds: string[]) =>
      reportIds.length === 0
        ? []
        : recipientsOf(sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, report_id)
        SELECT r.reporter_id, NULL, 'report_outcome', r.id FROM reports r
        WHERE r.id IN (${sql.join(reportIds)}) AND r.status = 'resolved'
          AND r.outcome IS NOT NULL
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`),
  };
}

export type NotificationTriggerRepository = ReturnType<typeof createNotificationTriggerRepository>;
