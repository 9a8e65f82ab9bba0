import { postReplyAnchorId, useLocation } from '@kinora/shared';

/** What every reply's anchor starts with (`#reply-<id>`). */
const PREFIX = `#${postReplyAnchorId('')}`;

/**
 * The reply a link points at (`/post/<id>#reply-<replyId>`, as a notification of a reply links):
 * the page brings it into view and marks it.
 */
export function useLinkedReplyId(): string | null {
  const { hash } = useLocation();
  return hash.startsWith(PREFIX) ? decodeURIComponent(hash.slice(PREFIX.length)) : null;
}
