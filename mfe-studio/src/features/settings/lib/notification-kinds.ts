import type { NotificationPreferences } from '@kinora/shared';

/**
 * A kind the account chooses for itself, in the bell and by mail (a report's outcome always
 * comes: the reporter asked).
 */
export type SwitchableKind = keyof NotificationPreferences;

/** What each kind is called in the settings, and what it is about, in the order shown. */
export const NOTIFICATION_KIND_LABELS: Record<
  SwitchableKind,
  { label: string; description: string }
> = {
  new_video: {
    label: 'New videos',
    description: 'A channel you subscribe to publishes a video.',
  },
  video_comment: {
    label: 'Comments on my videos',
    description: 'Someone comments on one of your videos.',
  },
  comment_reply: {
    label: 'Replies to my comments',
    description: 'Someone replies to a comment you wrote.',
  },
  new_subscriber: {
    label: 'New subscribers',
    description: 'Someone subscribes to your channel.',
  },
  post_liked: {
    label: 'Likes on my posts',
    description: 'Someone likes one of your community posts.',
  },
  post_reply: {
    label: 'Replies to my posts',
    description: 'Someone replies to one of your community posts or replies.',
  },
};

export const SWITCHABLE_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as SwitchableKind[];
