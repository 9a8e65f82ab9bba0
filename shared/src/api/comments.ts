import { callApi } from './http';
import type { Page } from '../contract/envelope';
import type {
  Comment,
  CommentSort,
  CreateCommentRequest,
  UpdateCommentRequest,
} from '../contract/social';

const listQuery = (page?: number, sort?: CommentSort) => ({
  ...(page ? { page } : {}),
  ...(sort ? { sort } : {}),
});

/** An own video's top-level comments; the pinned one comes first. */
export function getComments(
  videoId: string,
  page?: number,
  sort?: CommentSort,
): Promise<Page<Comment>> {
  return callApi('GET /comments/:videoId', { params: { videoId }, query: listQuery(page, sort) });
}

/** Comments people of this site wrote on an external (YouTube) video. */
export function getSiteCommentsOnExternalVideo(
  videoId: string,
  page?: number,
  sort?: CommentSort,
): Promise<Page<Comment>> {
  return callApi('GET /comments/yt/:videoId', {
    params: { videoId },
    query: listQuery(page, sort),
  });
}

/** A top-level comment's replies, oldest first. */
export function getCommentReplies(commentId: string, page?: number): Promise<Page<Comment>> {
  return callApi('GET /comments/replies/:commentId', {
    params: { commentId },
    query: listQuery(page, undefined),
  });
}

/** Pin (or with `pinned` false unpin) a comment on one's own video. */
export function setCommentPinned(commentId: string, pinned: boolean): Promise<Comment> {
  const request = { params: { commentId } };
  return pinned
    ? callApi('POST /comments/c/:commentId/pin', request)
    : callApi('DELETE /comments/c/:commentId/pin', request);
}

export function addComment(videoId: string, body: CreateCommentRequest): Promise<Comment> {
  return callApi('POST /comments/:videoId', { params: { videoId }, body });
}

export function updateComment(commentId: string, body: UpdateCommentRequest): Promise<Comment> {
  return callApi('PATCH /comments/c/:commentId', { params: { commentId }, body });
}

export async function deleteComment(commentId: string): Promise<void> {
  await callApi('DELETE /comments/c/:commentId', { params: { commentId } });
}
