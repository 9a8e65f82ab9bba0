import {
  createTweet,
  getTweet,
  getTweetReplies,
  notify,
  type PagedList,
  type Tweet,
  useAsync,
  type AsyncResult,
} from '@kinora/shared';
import { useCallback } from 'react';
import { POST_MESSAGES, usePostList } from '../../../lib/posts';

export interface PostThread {
  post: AsyncResult<Tweet>;
  replies: PagedList<Tweet>;
  /** Resolves true when posted, so the box clears itself. */
  reply: (content: string) => Promise<boolean>;
  /** A reply edited or deleted in the list below changes the post's reply count. */
  adjustReplyCount: (delta: number) => void;
}

/** /post/:id's data: the post, its replies (oldest first, paged) and the reply box's post. */
export function usePostThread(postId: string): PostThread {
  const post = useAsync(() => getTweet(postId), [postId]);
  const replies = usePostList((query) => getTweetReplies(postId, query), [postId]);
  const { update } = replies;
  const { setData } = post;

  const adjustReplyCount = useCallback(
    (delta: number) =>
      setData((current) => ({ ...current, replyCount: Math.max(0, current.replyCount + delta) })),
    [setData],
  );

  const reply = useCallback(
    async (content: string) => {
      try {
        const created = await createTweet({ content, parentId: postId });
        update((items, total) => ({ items: [...items, created], total: total + 1 }));
        adjustReplyCount(1);
        notify.success(POST_MESSAGES.posted);
        return true;
      } catch {
        notify.error(POST_MESSAGES.postFailed);
        return false;
      }
    },
    [postId, update, adjustReplyCount],
  );

  return { post, replies, reply, adjustReplyCount };
}
