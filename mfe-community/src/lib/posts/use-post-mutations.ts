import { deleteTweet, notify, updateTweet, type Tweet } from '@kinora/shared';
import { useState } from 'react';
import { POST_MESSAGES } from './messages';

export interface PostMutationCallbacks {
  onUpdated: (post: Tweet) => void;
  onDeleted: (postId: string) => void;
}

export interface PostMutations {
  saving: boolean;
  deleting: boolean;
  /** Resolves true when the edit was saved (or nothing changed), false to stay in the editor. */
  save: (content: string) => Promise<boolean>;
  /** Resolves true when the post is gone. */
  remove: () => Promise<boolean>;
}

/** Edit and delete of one's own post, with the outcome told by a toast. */
export function usePostMutations(
  post: Tweet,
  { onUpdated, onDeleted }: PostMutationCallbacks,
): PostMutations {
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = async (content: string): Promise<boolean> => {
    const trimmed = content.trim();
    if (!trimmed) {
      notify.error(POST_MESSAGES.empty);
      return false;
    }
    if (trimmed === post.content) return true;
    setSaving(true);
    try {
      onUpdated(await updateTweet(post._id, { content: trimmed }));
      notify.success(POST_MESSAGES.updated);
      return true;
    } catch {
      notify.error(POST_MESSAGES.updateFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteTweet(post._id);
      notify.success(POST_MESSAGES.deleted);
      onDeleted(post._id);
      return true;
    } catch {
      notify.error(POST_MESSAGES.deleteFailed);
      setDeleting(false);
      return false;
    }
  };

  return { saving, deleting, save, remove };
}
