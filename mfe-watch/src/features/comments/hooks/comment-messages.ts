import type { Translate } from '@kinora/shared';

/**
 * What people read about comments, in the interface's language; the first eight are the
 * product's agreed texts.
 */
export function commentMessages(t: Translate) {
  return {
    loadFailed: t('Could not load comments.'),
    loadMoreFailed: t('Could not load more comments.'),
    postFailed: t('Failed to post comment.'),
    posted: t('Your comment was posted!'),
    updateFailed: t('Failed to update comment.'),
    updated: t('Comment updated'),
    deleteFailed: t('Failed to delete comment.'),
    deleted: t('Comment deleted'),
    empty: t('Comment cannot be empty.'),
    pinned: t('Comment pinned'),
    unpinned: t('Comment unpinned'),
    pinFailed: t('Failed to pin comment.'),
    replyPosted: t('Your reply was posted!'),
    loadRepliesFailed: t('Could not load replies.'),
    removed: t('This comment was removed by a moderator'),
    held: t('Your comment was sent for review.'),
    replyHeld: t('Your reply was sent for review.'),
    heldLabel: t('Your comment is awaiting review'),
    turnedOff: t('Comments are turned off.'),
    heldHint: t('Comments are reviewed by the creator before they appear.'),
  };
}
