import { type Comment, deleteComment, notify, type PagedList, updateComment } from '@kinora/shared';
import { useCallback } from 'react';
import { COMMENT_MESSAGES } from './comment-messages';

export interface CommentMutations {
  edit: (commentId: string, content: string) => Promise<boolean>;
  remove: (commentId: string) => Promise<boolean>;
}

/**
 * Edit and delete of one's own comment in whichever list shows it (the top level or a thread's
 * replies), told by a toast. `onRemoved` lets a thread lower its parent's reply count.
 */
export function useCommentMutations(
  update: PagedList<Comment>['update'],
  onRemoved?: () => void,
): CommentMutations {
  const edit = useCallback(
    async (commentId: string, content: string) => {
      try {
        const next = await updateComment(commentId, { content });
        update((items, total) => ({
          items: items.map((item) => (item._id === commentId ? { ...item, ...next } : item)),
          total,
        }));
        notify.success(COMMENT_MESSAGES.updated);
        return true;
      } catch {
        notify.error(COMMENT_MESSAGES.updateFailed);
        return false;
      }
    },
    [update],
  );

  const remove = useCallback(
    async (commentId: string) => {
      try {
        await deleteComment(commentId);
        update((items, total) => ({
          items: items.filter((item) => item._id !== commentId),
          total: Math.max(0, total - 1),
        }));
        onRemoved?.();
        notify.success(COMMENT_MESSAGES.deleted);
        return true;
      } catch {
        notify.error(COMMENT_MESSAGES.deleteFailed);
        return false;
      }
    },
    [update, onRemoved],
  );

  return { edit, remove };
}
