import type { Translate } from '@kinora/shared';

/**
 * What people read about posts, in one place so the screens and their tests say the same words,
 * in the language `t` translates into (a component's `useT()`, or the module's `t`).
 * People read "post" everywhere, though the API and the new-post page's address keep the older
 * name, "tweet".
 */
export const postMessages = (t: Translate) => ({
  empty: t('Post cannot be empty.'),
  posted: t('Post published successfully!'),
  postFailed: t('Failed to publish post.'),
  updated: t('Post updated'),
  updateFailed: t('Failed to update post.'),
  deleted: t('Post deleted'),
  deleteFailed: t('Failed to delete post.'),
  deleteTitle: t('Delete Post'),
  deleteQuestion: t('Are you sure you want to permanently delete this post?'),
  loadMoreFailed: t('Could not load more posts.'),
  removed: t('This post was removed by a moderator'),
  held: t('Your post was sent for review.'),
  heldLabel: t('Your post is awaiting review'),
});
