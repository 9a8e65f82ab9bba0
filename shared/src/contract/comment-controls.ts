// Types only: the constants (`COMMENT_POLICIES`, `HOLD_CAUSES`, …) are in the moderation kit, which
// creators' and moderators' pages bundle, so the federated entry a first visit loads stays as it is.
export type {
  ChannelCommentSettings,
  HeldItem,
  HeldItemQuery,
  HeldItemResult,
} from '@kinora/contract';
export type {
  CommentPolicy,
  HeldItemKind,
  HoldCause,
  VideoCommentPolicySetting,
} from '@kinora/contract/constants';
