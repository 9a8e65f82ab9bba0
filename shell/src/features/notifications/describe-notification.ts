import { hrefs, type Notification } from '@kinora/shared';
import { t } from '../../i18n';

export interface NotificationText {
  /**
   * What the actor did, after their name: "commented on your video “Kites”"; the whole sentence
   * of the site's own notices, which have no actor ("We reviewed your report").
   */
  action: string;
  /** A quote of the comment or post, when there is one. */
  quote: string | null;
}

/** What a report's outcome says: the reporter is told what came of it, never who decided. */
function describeReportOutcome(report: Notification['report']): string {
  if (report?.outcome !== 'removed') return t('We reviewed your report');
  switch (report.itemKind) {
    case 'video':
      return t('We removed the video you reported');
    case 'comment':
      return t('We removed the comment you reported');
    case 'post':
      return t('We removed the post you reported');
    case 'channel':
      return t('We removed the channel you reported');
  }
}

/** The sentence an item shows, after the actor's name. */
export function describeNotification(notification: Notification): NotificationText {
  const title = notification.video?.title;
  switch (notification.kind) {
    case 'new_video':
      return {
        action: title ? t('uploaded “{{title}}”', { title }) : t('uploaded your video'),
        quote: null,
      };
    case 'video_comment':
      return {
        action: title
          ? t('commented on your video “{{title}}”', { title })
          : t('commented on your video'),
        quote: notification.comment?.excerpt ?? null,
      };
    case 'comment_reply':
      return { action: t('replied to your comment'), quote: notification.comment?.excerpt ?? null };
    case 'new_subscriber':
      return { action: t('subscribed to your channel'), quote: null };
    case 'post_liked':
      return { action: t('liked your post'), quote: notification.post?.excerpt ?? null };
    case 'post_reply':
      return { action: t('replied to your post'), quote: notification.post?.excerpt ?? null };
    case 'report_outcome':
      return { action: describeReportOutcome(notification.report), quote: null };
  }
}

/**
 * Where an item leads: the video, the comment's thread on its watch page (`#comment-<id>` of
 * the top-level comment, which opens its replies), the new subscriber's channel, or the post's
 * page (for a reply, its post's page, brought to the reply). A report's outcome leads nowhere:
 * what was removed is gone, and the notice says it all.
 */
export function notificationHref(notification: Notification): string | null {
  const { video, comment, post, actor } = notification;
  const actorChannel = actor ? hrefs.channel(actor.username) : null;
  switch (notification.kind) {
    case 'new_video':
      return video ? hrefs.watch(video._id) : actorChannel;
    case 'video_comment':
    case 'comment_reply':
      if (!video) return actorChannel;
      return comment
        ? `${hrefs.watch(video._id)}#comment-${encodeURIComponent(comment.threadId)}`
        : hrefs.watch(video._id);
    case 'new_subscriber':
      return actorChannel;
    case 'post_liked':
      return post ? hrefs.post(post._id) : actorChannel;
    case 'post_reply':
      return post ? hrefs.post(post.threadId, post._id) : actorChannel;
    case 'report_outcome':
      return null;
  }
}
