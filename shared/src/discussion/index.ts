// The discussion kit: a video's comments and a post's replies are one discussion, told apart by
// their endpoints, words and who may do what. Its own entry point (`@kinora/shared/discussion`),
// outside the federated package: each remote that shows a discussion bundles it with its pages,
// so a first visit does not download it, and it reaches the shared singletons (session, toasts,
// UI kit) through `@kinora/shared` like any remote's code.
export { DiscussionLike, type DiscussionLikeProps } from './discussion-like';
export {
  DiscussionComposer,
  type DiscussionComposerProps,
  type DiscussionComposerTexts,
} from './discussion-composer';
export { DiscussionEditor, type DiscussionEditorProps } from './discussion-editor';
export {
  DiscussionDeleteButton,
  DiscussionDeleteDialog,
  type DiscussionDeleteButtonProps,
  type DiscussionDeleteDialogProps,
  type DiscussionDeleteTexts,
} from './discussion-delete-button';
export {
  useDiscussionActions,
  type DiscussionActions,
  type DiscussionActionsOptions,
  type DiscussionEndpoints,
  type DiscussionMessages,
} from './use-discussion-actions';
export {
  DiscussionEntry,
  type DiscussionAuthor,
  type DiscussionEntryEdit,
  type DiscussionEntryPin,
  type DiscussionEntryProps,
} from './discussion-entry';
export {
  DiscussionRemoved,
  isRemovedByModerator,
  type DiscussionRemovedProps,
} from './discussion-removed';
export {
  DiscussionThread,
  type DiscussionThreadProps,
  type DiscussionThreadTexts,
} from './discussion-thread';
