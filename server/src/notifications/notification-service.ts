import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind } from '@kinora/contract';
import type { Database } from '../db/schema';
import type { NotificationBus } from '../plugins/notification-bus';

/** Subscribers told per statement when a video goes out: bounded work and locks per batch. */
export const FAN_OUT_BATCH_SIZE = 500;

export interface NotificationServiceDeps {
  db: Kysely<Database>;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/** The recipient has not turned this kind off. */
const wanted = (recipient: RawBuilder<unknown>, kind: NotificationKind) =>
  sql`NOT EXISTS (SELECT 1 FROM notification_preferences np
    WHERE np.user_id = ${recipient} AND ${kind} = ANY (np.muted_kinds))`;

/**
 * Creates notifications where things happen. Every trigger is one INSERT … SELECT that reads the
 * recipient from the database and checks, in the same statement, that the thing still exists,
 * that nobody is told of their own action and that the recipient wants this kind; then the
 * recipients' instances are told through the bus. A failure is logged, never thrown: the comment,
 * subscription or like that caused it has already happened.
 */
export function createNotificationService({
  db,
  bus,
  log,
  batchSize = FAN_OUT_BATCH_SIZE,
}: NotificationServiceDeps) {
  const running = new Set<Promise<void>>();

  /**
   * The rows are committed already: a bus that fails now only delays the live update (streams
   * catch up at their next signal or reconnect, pages on their next read), so it never stops
   * the remaining batches of a fan-out.
   */
  const announce = async (recipients: string[]) => {
    if (recipients.length === 0) return;
    await bus
      .publish({ type: 'created', userIds: recipients })
      .catch((error: unknown) => log.warn({ err: error }, 'announcing notifications failed'));
  };

  const insertOne = async (what: string, query: RawBuilder<{ recipient_id: string }>) => {
    try {
      const { rows } = await query.execute(db);
      await announce(rows.map((row) => row.recipient_id));
    } catch (error) {
      log.error({ err: error }, `notifying of ${what} failed`);
    }
  };

  /**
   * Tells the channel's subscribers, 500 per statement, once the video is watchable. Claiming
   * `subscribers_notified_at` first makes it once per video however many instances or events
   * ask; the unique index makes a repeated batch harmless.
   */
  async function fanOutNewVideo(videoId: string): Promise<void> {
    const claimed = await db
      .updateTable('videos')
      .set({ subscribers_notified_at: new Date() })
      .where('id', '=', videoId)
      .where('is_listed', '=', true)
      .where('subscribers_notified_at', 'is', null)
      .returning('owner_id')
      .executeTakeFirst();
    if (!claimed) return;
    const ownerId = claimed.owner_id;
    let after = '';
    for (;;) {
      const { rows } = await sql<{ last: string | null; recipients: string[] | null }>`
        WITH batch AS (
          SELECT subscriber_id FROM subscriptions
          WHERE channel_id = ${ownerId} AND subscriber_id > ${after}
          ORDER BY subscriber_id LIMIT ${batchSize}
        ), created AS (
          INSERT INTO notifications (recipient_id, actor_id, kind, video_id)
          SELECT b.subscriber_id, ${ownerId}, 'new_video', ${videoId} FROM batch b
          WHERE ${wanted(sql.ref('b.subscriber_id'), 'new_video')}
          ON CONFLICT DO NOTHING
          RETURNING recipient_id
        )
        SELECT (SELECT max(subscriber_id) FROM batch) AS last,
               (SELECT array_agg(recipient_id) FROM created) AS recipients`.execute(db);
      const row = rows[0];
      if (!row?.last) return;
      await announce(row.recipients ?? []);
      after = row.last;
    }
  }

  return {
    /**
     * A video may have become watchable (ready and published): its channel's subscribers are
     * told once, in the background, so the request or job that got here is not held up by a
     * channel with thousands of subscribers.
     */
    videoMayBeWatchable(videoId: string): void {
      const task = fanOutNewVideo(videoId)
        .catch((error: unknown) => log.error({ err: error, videoId }, 'new-video fan-out failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },

    /** A top-level comment on an own video: tells the video's owner. */
    videoCommented: (commentId: string) =>
      insertOne(
        'a comment',
        sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, video_id, comment_id)
        SELECT v.owner_id, c.owner_id, 'video_comment', v.id, c.id
        FROM comments c JOIN videos v ON v.id = c.video_id
        WHERE c.id = ${commentId} AND NOT c.is_external AND v.owner_id <> c.owner_id
          AND ${wanted(sql.ref('v.owner_id'), 'video_comment')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`,
      ),

    /** A reply (`replyId`) to a comment (`parentId`): tells the parent comment's author. */
    commentReplied: ({ replyId, parentId }: { replyId: string; parentId: string }) =>
      insertOne(
        'a reply',
        sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, video_id, comment_id)
        SELECT parent.owner_id, reply.owner_id, 'comment_reply', v.id, reply.id
        FROM comments reply
        JOIN comments parent ON parent.id = ${parentId}
        LEFT JOIN videos v ON NOT reply.is_external AND v.id = reply.video_id
        WHERE reply.id = ${replyId} AND parent.owner_id <> reply.owner_id
          AND ${wanted(sql.ref('parent.owner_id'), 'comment_reply')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`,
      ),

    /** `subscriberId` now subscribes to `channelId`: tells the channel. */
    subscribed: ({ channelId, subscriberId }: { channelId: string; subscriberId: string }) =>
      insertOne(
        'a subscription',
        sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind)
        SELECT s.channel_id, s.subscriber_id, 'new_subscriber' FROM subscriptions s
        WHERE s.channel_id = ${channelId} AND s.subscriber_id = ${subscriberId}
          AND ${wanted(sql.ref('s.channel_id'), 'new_subscriber')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`,
      ),

    /** `likerId` liked the community post `postId`: tells the post's author. */
    postLiked: ({ postId, likerId }: { postId: string; likerId: string }) =>
      insertOne(
        'a post like',
        sql<{ recipient_id: string }>`
        INSERT INTO notifications (recipient_id, actor_id, kind, post_id)
        SELECT t.owner_id, u.id, 'post_liked', t.id
        FROM tweets t JOIN users u ON u.id = ${likerId}
        WHERE t.id = ${postId} AND t.owner_id <> u.id
          AND ${wanted(sql.ref('t.owner_id'), 'post_liked')}
        ON CONFLICT DO NOTHING
        RETURNING recipient_id`,
      ),

    /** Background fan-outs still running on this instance. */
    pendingFanOuts: (): number => running.size,

    /** Resolves once every background fan-out started so far has finished (shutdown, tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
