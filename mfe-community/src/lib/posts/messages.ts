/**
 * What people read about posts, in one place so the screens and their tests say the same words:
 * the product's agreed texts for new posts, and this remote's own for edits and paging.
 */
export const POST_MESSAGES = {
  empty: 'Tweet cannot be empty.',
  posted: 'Tweet posted successfully!',
  postFailed: 'Failed to post tweet.',
  updated: 'Post updated',
  updateFailed: 'Failed to update post.',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post.',
  deleteTitle: 'Delete Post',
  deleteQuestion: 'Are you sure you want to permanently delete this post?',
  loadMoreFailed: 'Could not load more posts.',
  removed: 'This post was removed by a moderator',
  held: 'Your post was sent for review.',
  heldLabel: 'Your post is awaiting review',
} as const;
