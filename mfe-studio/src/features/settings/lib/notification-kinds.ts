import type { NotificationPreferences, Translate } from '@kinora/shared';

/**
 * A kind the account chooses for itself, in the bell and by mail (a report's outcome always
 * comes: the reporter asked).
 */
export type SwitchableKind = keyof NotificationPreferences;

/** The kinds in the order the settings show them. */
export const SWITCHABLE_KINDS: readonly SwitchableKind[] = [
  'new_video',
  'video_comment',
  'comment_reply',
  'new_subscriber',
  'post_liked',
  'post_reply',
];

/** What each kind is called in the settings, and what it is about, in the language of `t`. */
export const notificationKindTexts = (
  t: Translate,
): Record<SwitchableKind, { label: string; description: string }> => ({
  new_video: {
    label: t('New videos'),
    description: t('A channel you subscribe to publishes a video.'),
  },
  video_comment: {
    label: t('Comments on my videos'),
    description: t('Someone comments on one of your videos.'),
  },
  comment_reply: {
    label: t('Replies to my comments'),
    description: t('Someone replies to a comment you wrote.'),
  },
  new_subscriber: {
    label: t('New subscribers'),
    description: t('Someone subscribes to your channel.'),
  },
  post_liked: {
    label: t('Likes on my posts'),
    description: t('Someone likes one of your community posts.'),
  },
  post_reply: {
    label: t('Replies to my posts'),
    description: t('Someone replies to one of your community posts or replies.'),
  },
});
