import {
  addComment,
  type Comment,
  deleteComment,
  getComments,
  getExternalComments,
  getSiteCommentsOnExternalVideo,
  idOf,
  notify,
  pageChunk,
  type Chunk,
  type PagedList,
  updateComment,
  usePagedList,
} from '@kinora/shared';
import { useCallback } from 'react';

export const COMMENT_MESSAGES = {
  loadFailed: 'Could not load comments.',
  loadMoreFailed: 'Could not load more comments.',
  postFailed: 'Failed to post comment.',
  posted: 'Your comment was posted!',
  updateFailed: 'Failed to update comment.',
  updated: 'Comment updated',
  deleteFailed: 'Failed to delete comment.',
  deleted: 'Comment deleted',
} as const;

/**
 * Which comments a thread shows: the site's comments on one of its videos, the site's comments on
 * a YouTube video, or YouTube's own comments (read-only, paged by token).
 */
export type CommentSource = 'own' | 'site-on-external' | 'youtube';

type Cursor = number | string;

function loader(source: CommentSource, videoId: string) {
  return async (cursor: Cursor | null): Promise<Chunk<Comment, Cursor>> => {
    if (source === 'youtube') {
      const page = await getExternalComments(
        videoId,
        typeof cursor === 'string' ? cursor : undefined,
      );
      return {
        items: page.docs,
        next: page.hasNextPage ? page.nextPageToken : null,
        total: page.pageInfo.totalResults,
      };
    }
    const number = typeof cursor === 'number' ? cursor : undefined;
    const page =
      source === 'own'
        ? await getComments(videoId, number)
        : await getSiteCommentsOnExternalVideo(videoId, number);
    return pageChunk(page);
  };
}

export interface CommentThread {
  list: PagedList<Comment>;
  /** Resolves true when posted, so the form knows to clear itself. */
  post: (content: string) => Promise<boolean>;
  edit: (commentId: string, content: string) => Promise<boolean>;
  remove: (commentId: string) => Promise<boolean>;
}

export function useCommentThread(source: CommentSource, videoId: string): CommentThread {
  const list = usePagedList(loader(source, videoId), { keyOf: idOf, deps: [source, videoId] });
  const { update } = list;

  const post = useCallback(
    async (content: string) => {
      try {
        const comment = await addComment(videoId, { content, isExternal: source !== 'own' });
        update((items, total) => ({ items: [comment, ...items], total: total + 1 }));
        notify.success(COMMENT_MESSAGES.posted);
        return true;
      } catch {
        notify.error(COMMENT_MESSAGES.postFailed);
        return false;
      }
    },
    [videoId, source, update],
  );

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
        notify.success(COMMENT_MESSAGES.deleted);
        return true;
      } catch {
        notify.error(COMMENT_MESSAGES.deleteFailed);
        return false;
      }
    },
    [update],
  );

  return { list, post, edit, remove };
}
