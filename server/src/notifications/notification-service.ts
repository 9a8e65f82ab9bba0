import type { FastifyBaseLogger } from 'fastify';
import type { NotificationBus } from '../plugins/notification-bus';
import type { NotificationMailer } from './notification-mailer';
import type { NotificationTriggerRepository } from './notification-trigger-repository';

/** Subscribers told per statement when a video goes out: bounded work and locks per batch. */
export const FAN_OUT_BATCH_SIZE = 500;

export interface NotificationServiceDeps {
  triggers: NotificationTriggerRepository;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  /** Mails what was created to those who get its kind at once. */
  mail: Pick<NotificationMailer, 'mailImmediately'>;
  batchSize?: number;
}

/**
 * Creates notifications where things happen, then tells the recipients' instances through the
 * bus, and mails those who want it at once. A failure is logged, never thrown: the comment,
 * subscription or like that caused it has already happened.
 */
export function createNotificationService({
  triggers,
  bus,
  log,
  mail,
  batchSize = FAN_OUT_BATCH_SIZE,
}: NotificationServiceDeps) {
  const running = new Set<Promise<void>>();
  const mailing = new Set<Promise<void>>();

  /**
   * In the background: the request or fan-out that created the notifications does not wait for
   * the mail queue. A mail that fails here is caught up on by the periodic run.
   */
  const mailSoon = (recipients: string[]) => {
    const task = mail
      .mailImmediately(recipients)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'mailing notifications failed'))
      .finally(() => mailing.delete(task));
    mailing.add(task);
  };

  /**
   * The rows are committed already: a bus that fails now only delays the live update (streams
   * catch up at their next signal or reconnect, pages on their next read), so it never stops
   * the remaining batches of a fan-out.
   */
  const announce = async (recipients: string[]) => {
    if (recipients.length === 0) return;
    mailSoon(recipients);
    await bus
      .publish({ type: 'created', userIds: recipients })
      .catch((error: unknown) => log.warn({ err: error }, 'announcing notifications failed'));
  };

  const notify = async (what: string, write: () => Promise<string[]>) => {
    try {
      await announce(await write());
    } catch (error) {
      log.error({ err: error }, `notifying of ${what} failed`);
    }
  };

  /**
   * Takes back notifications of something undone; the recipients whose unread count dropped are
   * told as after a read, so their open streams send the new count.
   */
  const withdraw = async (what: string, remove: () => Promise<string[]>) => {
    try {
      const recipients = await remove();
      if (recipients.length === 0) return;
      await bus
        .publish({ type: 'read', userIds: recipients })
        .catch((error: unknown) =>
          log.warn({ err: error }, 'announcing withdrawn notifications failed'),
        );
    } catch (error) {
      log.error({ err: error }, `withdrawing the notification of ${what} failed`);
    }
  };

  /** Tells the channel's subscribers, a batch per statement, once the video is watchable. */
  async function fanOutNewVideo(videoId: string): Promise<void> {
    const channelId = await triggers.claimNewVideo(videoId);
    if (!channelId) return;
    let after = '';
    for (;;) {
      const batch = await triggers.newVideoBatch({ channelId, videoId }, after, batchSize);
      if (!batch.last) return;
      await announce(batch.recipients);
      after = batch.last;
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
      notify('a comment', () => triggers.videoCommented(commentId)),

    /** A reply (`replyId`) to a comment (`parentId`): tells the parent comment's author. */
    commentReplied: (reply: { replyId: string; parentId: string }) =>
      notify('a reply', () => triggers.commentReplied(reply)),

    /** `subscriberId` now subscribes to `channelId`: tells the channel. */
    subscribed: (subscription: { channelId: string; subscriberId: string }) =>
      notify('a subscription', () => triggers.subscribed(subscription)),

    /** `likerId` liked the community post `postId`: tells the post's author. */
    postLiked: (like: { postId: string; likerId: string }) =>
      notify('a post like', () => triggers.postLiked(like)),

    /** `likerId` took back their like of `postId`: its notification goes. */
    postUnliked: (like: { postId: string; likerId: string }) =>
      withdraw('a post like', () => triggers.postUnliked(like)),

    /**
     * A reply to a community post was published (posted, or approved after review): tells the
     * post's author and the author of the reply it answers. A top-level post tells nobody.
     */
    postReplied: (replyId: string) => notify('a post reply', () => triggers.postReplied(replyId)),

    /** A post or reply is about to be deleted: what it and its replies told goes first. */
    postDeleting: (postId: string) =>
      withdraw('a deleted post', () => triggers.postWithdrawn(postId)),

    /** Moderators resolved these reports: tells each reporter what came of theirs. */
    reportsResolved: (reportIds: string[]) =>
      notify('report outcomes', () => triggers.reportsResolved(reportIds)),

    /** Background fan-outs still running on this instance. */
    pendingFanOuts: (): number => running.size,

    /**
     * Resolves once every background fan-out and mailing started so far has finished (shutdown,
     * tests).
     */
    async settled(): Promise<void> {
      while (running.size > 0 || mailing.size > 0)
        await Promise.allSettled([...running, ...mailing]);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
