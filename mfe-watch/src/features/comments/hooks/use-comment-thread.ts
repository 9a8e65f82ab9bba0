import {
  addComment,
  type Comment,
  type CommentSort,
  getComments,
  getExternalComments,
  getSiteCommentsOnExternalVideo,
  idOf,
  pageChunk,
  type Chunk,
  type PagedList,
  useBlocksRevision,
  usePagedList,
} from '@kinora/shared';
import { useDiscussionActions } from '@kinora/shared/discussion';
import { useCallback } from 'react';
import { useT } from '../../../i18n';
import { COMMENT_ENDPOINTS } from './comment-endpoints';
import { commentMessages } from './comment-messages';

export { commentMessages } from './comment-messages';

/**
 * Which comments a thread shows: the site's comments on one of its videos, the site's comments on
 * a YouTube video, or YouTube's own comments (read-only, paged by token).
 */
export type CommentSource = 'own' | 'site-on-external' | 'youtube';

type Cursor = number | string;

function loader(source: CommentSource, videoId: string, sort: CommentSort) {
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
        ? await getComments(videoId, number, sort)
        : await getSiteCommentsOnExternalVideo(videoId, number, sort);
    return pageChunk(page);
  };
}

const pinnedOf = (items: Comment[]) => items.find((item) => item.isPinned)?._id ?? null;

export interface CommentThread {
  list: PagedList<Comment>;
  /** Resolves true when posted, so the form knows to clear itself. */
  post: (content: string) => Promise<boolean>;
  edit: (commentId: string, content: string) => Promise<boolean>;
  remove: (commentId: string) => Promise<boolean>;
  /** The video owner's pin: the pinned comment moves to the top, any other pin is dropped. */
  pin: (commentId: string, pinned: boolean) => Promise<boolean>;
  adjustReplyCount: (commentId: string, delta: number) => void;
}

/** Pinned first (there is at most one), the rest in the order the list already had. */
function withPin(items: Comment[], pinnedId: string | null): Comment[] {
  const next = items.map((item) => ({ ...item, isPinned: item._id === pinnedId }));
  const pinned = next.filter((item) => item.isPinned);
  return [...pinned, ...next.filter((item) => !item.isPinned)];
}

export function useCommentThread(
  source: CommentSource,
  videoId: string,
  sort: CommentSort = 'newest',
  /** False for a video whose comments are turned off: nothing is asked for. */
  enabled = true,
): CommentThread {
  const t = useT();
  // The site's comments are read again after a block: the blocked person's leave the list.
  // YouTube's own are not the site's to filter.
  const blocks = useBlocksRevision();
  const list = usePagedList(enabled ? loader(source, videoId, sort) : null, {
    keyOf: idOf,
    deps: [source, videoId, sort, enabled, source === 'youtube' ? 0 : blocks],
  });
  const { update } = list;

  const {
    create: post,
    edit,
    remove,
    pin,
  } = useDiscussionActions({
    endpoints: {
      ...COMMENT_ENDPOINTS,
      create: (content) => addComment(videoId, { content, isExternal: source !== 'own' }),
    },
    messages: commentMessages(t),
    list: update,
    // Below a pinned comment, which stays first whatever is posted after it. A held one counts
    // too: the server counts its author's held comments for them.
    onCreated: (comment) =>
      update((items, total) => ({
        items: withPin([comment, ...items], pinnedOf(items)),
        total: total + 1,
      })),
    onPinned: (commentId, pinned) =>
      update((items, total) => ({ items: withPin(items, pinned ? commentId : null), total })),
  });

  /** A reply posted or deleted in a thread changes its top-level comment's 'N replies'. */
  const adjustReplyCount = useCallback(
    (commentId: string, delta: number) =>
      update((items, total) => ({
        items: items.map((item) =>
          item._id === commentId
            ? { ...item, replyCount: Math.max(0, (item.replyCount ?? 0) + delta) }
            : item,
        ),
        total,
      })),
    [update],
  );

  return { list, post, edit, remove, pin, adjustReplyCount };
}
