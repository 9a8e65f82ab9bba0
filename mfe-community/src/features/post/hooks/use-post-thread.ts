import {
  createPost,
  getPost,
  getPostReplies,
  type PagedList,
  type Post,
  useAsync,
  type AsyncResult,
} from '@kinora/shared';
import { useDiscussionActions } from '@kinora/shared/discussion';
import { useCallback } from 'react';
import { useT } from '../../../i18n';
import { POST_ENDPOINTS, postMessages, usePostList } from '../../../lib/posts';

export interface PostThread {
  post: AsyncResult<Post>;
  replies: PagedList<Post>;
  /** Resolves true when posted, so the box clears itself. */
  reply: (content: string) => Promise<boolean>;
  /** A reply edited or deleted in the list below changes the post's reply count. */
  adjustReplyCount: (delta: number) => void;
}

/** /post/:id's data: the post, its replies (oldest first, paged) and the reply box's post. */
export function usePostThread(postId: string): PostThread {
  const t = useT();
  const post = useAsync(() => getPost(postId), [postId]);
  const replies = usePostList((query) => getPostReplies(postId, query), [postId]);
  const { update } = replies;
  const { setData } = post;

  const adjustReplyCount = useCallback(
    (delta: number) =>
      setData((current) => ({ ...current, replyCount: Math.max(0, current.replyCount + delta) })),
    [setData],
  );

  const { create: reply } = useDiscussionActions({
    endpoints: {
      ...POST_ENDPOINTS,
      create: (content) => createPost({ content, parentId: postId }),
    },
    messages: postMessages(t),
    // Below the others (oldest first), where the conversation continues.
    onCreated: (created) => {
      update((items, total) => ({ items: [...items, created], total: total + 1 }));
      // A held reply counts for its author, as the server counts it for them.
      adjustReplyCount(1);
    },
  });

  return { post, replies, reply, adjustReplyCount };
}
