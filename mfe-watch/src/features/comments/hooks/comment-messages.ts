/** What people read about comments; the first eight are the product's agreed texts. */
export const COMMENT_MESSAGES = {
  loadFailed: 'Could not load comments.',
  loadMoreFailed: 'Could not load more comments.',
  postFailed: 'Failed to post comment.',
  posted: 'Your comment was posted!',
  updateFailed: 'Failed to update comment.',
  updated: 'Comment updated',
  deleteFailed: 'Failed to delete comment.',
  deleted: 'Comment deleted',
  empty: 'Comment cannot be empty.',
  pinned: 'Comment pinned',
  unpinned: 'Comment unpinned',
  pinFailed: 'Failed to pin comment.',
  replyPosted: 'Your reply was posted!',
  loadRepliesFailed: 'Could not load replies.',
  removed: 'This comment was removed by a moderator',
} as const;
