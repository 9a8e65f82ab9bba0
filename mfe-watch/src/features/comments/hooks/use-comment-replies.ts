import {
  addComment,
  type Comment,
  getCommentReplies,
  idOf,
  numberedPages,
  type PagedList,
  useBlocksRevision,
  usePagedList,
} from '@kinora/shared';
import { type DiscussionActions, useDiscussionActions } from '@kinora/shared/discussion';
import { useT } from '../../../i18n';
import { COMMENT_ENDPOINTS } from './comment-endpoints';
import { commentMessages } from './comment-messages';

export interface CommentReplies extends Pick<DiscussionActions, 'edit' | 'remove'> {
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
  const messages = commentMessages(useT());
  // Read again after a block, which takes the blocked person's replies out.
  const blocks = useBlocksRevision();
  const list = usePagedList(
    expanded ? numberedPages((page) => getCommentReplies(parent._id, page)) : null,
    { keyOf: idOf, deps: [parent._id, expanded, blocks] },
  );
  const { update } = list;
  const {
    create: reply,
    edit,
    remove,
  } = useDiscussionActions({
    endpoints: {
      ...COMMENT_ENDPOINTS,
      create: (content) => addComment(videoId, { content, isExternal, parentId: parent._id }),
    },
    messages: { ...messages, posted: messages.replyPosted, held: messages.replyHeld },
    list: update,
    onCreated: (created) => {
      update((items, total) => ({ items: [...items, created], total: total + 1 }));
      // 'N replies' counts its author's held replies for them, as the server does.
      onCountChange(1);
    },
    onRemoved: () => onCountChange(-1),
  });

  return { list: expanded ? list : null, reply, edit, remove };
}
