import { useLocation } from '@kinora/shared';

const PREFIX = '#comment-';

/**
 * The comment a link points at (`/watch/<id>#comment-<commentId>`, as notifications link): the
 * page brings it into view, marks it and opens its replies.
 */
export function useLinkedCommentId(): string | null {
  const { hash } = useLocation();
  return hash.startsWith(PREFIX) ? decodeURIComponent(hash.slice(PREFIX.length)) : null;
}

export const commentAnchorId = (commentId: string) => `comment-${commentId}`;
