import type {
  ModerationAction,
  ReportItemKind,
  SuspensionDuration,
  Translate,
} from '@kinora/shared';

/** What the moderation pages tell those who are not moderators (`RoleGate`'s texts). */
export const moderatorsOnlyTexts = (t: Translate) => ({
  deniedTitle: t('For the site’s moderators'),
  deniedMessage: t(
    'This page is where moderators review what people report. Your account is not one of the moderators.',
  ),
});

/** Each kind of item, as a filter and a heading name it. */
export const itemKindLabels = (t: Translate): Record<ReportItemKind, string> => ({
  video: t('Video'),
  comment: t('Comment'),
  post: t('Post'),
  channel: t('Channel'),
});

/** Each action as its button says it. */
export const actionLabels = (t: Translate): Record<ModerationAction, string> => ({
  dismiss: t('Dismiss'),
  remove: t('Remove'),
  restore: t('Restore'),
  suspend: t('Suspend owner'),
  unsuspend: t('Lift suspension'),
  'mark-sensitive': t('Mark sensitive'),
  'unmark-sensitive': t('Unmark sensitive'),
});

/** Each action as the log tells it, after the moderator's name. */
export const actionDoneLabels = (t: Translate): Record<ModerationAction, string> => ({
  dismiss: t('Dismissed the reports'),
  remove: t('Removed'),
  restore: t('Restored'),
  suspend: t('Suspended the owner'),
  unsuspend: t('Lifted the suspension'),
  'mark-sensitive': t('Marked sensitive'),
  'unmark-sensitive': t('Took off the sensitive mark'),
});

export const durationLabels = (t: Translate): Record<SuspensionDuration, string> => ({
  '1d': t('1 day'),
  '7d': t('7 days'),
  '30d': t('30 days'),
  permanent: t('For good'),
});
