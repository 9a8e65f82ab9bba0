/** Texts of SPEC.md §5 and §8, word for word, and this remote's own for post edits. */
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
} as const;
