import { hrefs, type Notification } from '@kinora/shared';

export interface NotificationText {
  /** What the actor did, after their name: "commented on your video “Kites”". */
  action: string;
  /** A quote of the comment or post, when there is one. */
  quote: string | null;
}

/** The sentence an item shows, after the actor's name. */
export function describeNotification(notification: Notification): NotificationText {
  const title = notification.video?.title ? `“${notification.video.title}”` : 'your video';
  switch (notification.kind) {
    case 'new_video':
      return { action: `uploaded ${title}`, quote: null };
    case 'video_comment':
      return {
        action: `commented on ${notification.video?.title ? `your video ${title}` : 'your video'}`,
        quote: notification.comment?.excerpt ?? null,
      };
    case 'comment_reply':
      return { action: 'replied to your comment', quote: notification.comment?.excerpt ?? null };
    case 'new_subscriber':
      return { action: 'subscribed to your channel', quote: null };
    case 'post_liked':
      return { action: 'liked your post', quote: notification.post?.excerpt ?? null };
  }
}

/**
 * Where an item leads: the video, the comment's thread on its watch page (`#comment-<id>` of
 * the top-level comment, which opens its replies), the new subscriber's channel, or the post's
 * page.
 */
export function notificationHref(notification: Notification): string {
  const { video, comment, post, actor } = notification;
  switch (notification.kind) {
    case 'new_video':
      return video ? hrefs.watch(video._id) : hrefs.channel(actor.username);
    case 'video_comment':
    case 'comment_reply':
      if (!video) return hrefs.channel(actor.username);
      return comment
        ? `${hrefs.watch(video._id)}#comment-${encodeURIComponent(comment.threadId)}`
        : hrefs.watch(video._id);
    case 'new_subscriber':
      return hrefs.channel(actor.username);
    case 'post_liked':
      return post ? hrefs.post(post._id) : hrefs.channel(actor.username);
  }
}
