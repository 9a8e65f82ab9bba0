/**
 * What people read about posts, in one place so the screens and their tests say the same words.
 * People read "post" everywhere, though the API and the new-post page's address keep the older
 * name, "tweet".
 */
export const POST_MESSAGES = {
  empty: 'Post cannot be empty.',
  posted: 'Post published successfully!',
  postFailed: 'Failed to publish post.',
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
