import type { ModerationAction, ReportItemKind, SuspensionDuration } from '@kinora/shared';

export const MODERATION_TITLE = 'Moderation';
export const MODERATION_LOG_TITLE = 'Moderation log';
export const MODERATION_HELD_TITLE = 'Held for review';
export const MODERATORS_ONLY_TITLE = 'For the site’s moderators';
export const MODERATORS_ONLY_MESSAGE =
  'This page is where moderators review what people report. Your account is not one of the moderators.';

/** Each kind of item, as a filter and a heading name it. */
export const ITEM_KIND_LABELS: Record<ReportItemKind, string> = {
  video: 'Video',
  comment: 'Comment',
  post: 'Post',
  channel: 'Channel',
};

/** Each action as its button says it. */
export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  remove: 'Remove',
  restore: 'Restore',
  suspend: 'Suspend owner',
  unsuspend: 'Lift suspension',
  'mark-sensitive': 'Mark sensitive',
  'unmark-sensitive': 'Unmark sensitive',
};

/** Each action as the log tells it, after the moderator's name. */
export const ACTION_DONE_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismissed the reports',
  remove: 'Removed',
  restore: 'Restored',
  suspend: 'Suspended the owner',
  unsuspend: 'Lifted the suspension',
  'mark-sensitive': 'Marked sensitive',
  'unmark-sensitive': 'Took off the sensitive mark',
};

export const DURATION_LABELS: Record<SuspensionDuration, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  permanent: 'For good',
};
