import {
  addComment,
  type Comment,
  getCommentReplies,
  idOf,
  notify,
  numberedPages,
  type PagedList,
  usePagedList,
} from '@kinora/shared';
import { useCallback } from 'react';
import { COMMENT_MESSAGES } from './comment-messages';
import { type CommentMutations, useCommentMutations } from './use-comment-mutations';

export interface CommentReplies extends CommentMutations {
  /** Null until the replies are first shown: a collapsed thread costs no request. */
  list: PagedList<Comment> | null;
  /** Resolves true when posted, so the box knows to clear and close. */
  reply: (content: string) => Promise<boolean>;
}

/**
 * One thread's replies, read when expanded (oldest first, a page at a time), and the reply box's
 * post. A new reply goes at the end, where the conversation continues.
 */
export function useCommentReplies(
  parent: Comment,
  videoId: string,
  isExternal: boolean,
  expanded: boolean,
  onCountChange: (delta: number) => void,
): CommentReplies {
  const list = usePagedList(
    expanded ? numberedPages((page) => getCommentReplies(parent._id, page)) : null,
    { keyOf: idOf, deps: [parent._id, expanded] },
  );
  const { update } = list;
  const onRemoved = useCallback(() => onCountChange(-1), [onCountChange]);
  const { edit, remove } = useCommentMutations(update, onRemoved);

  const reply = useCallback(
    async (content: string) => {
      try {
        const created = await addComment(videoId, { content, isExternal, parentId: parent._id });
        update((items, total) => ({ items: [...items, created], total: total + 1 }));
        onCountChange(1);
        notify.success(COMMENT_MESSAGES.replyPosted);
        return true;
      } catch {
        notify.error(COMMENT_MESSAGES.postFailed);
        return false;
      }
    },
    [videoId, isExternal, parent._id, update, onCountChange],
  );

  return { list: expanded ? list : null, reply, edit, remove };
}
