import { http, unwrap } from './http';
import type { Page } from '../contract/envelope';
import type {
  Comment,
  CommentSort,
  CreateCommentRequest,
  UpdateCommentRequest,
} from '../contract/social';

const enc = encodeURIComponent;

const listParams = (page?: number, sort?: CommentSort) => ({
  ...(page ? { page } : {}),
  ...(sort ? { sort } : {}),
});

/** An own video's top-level comments; the pinned one comes first. */
export function getComments(
  videoId: string,
  page?: number,
  sort?: CommentSort,
): Promise<Page<Comment>> {
  return unwrap(http.get(`/comments/${enc(videoId)}`, { params: listParams(page, sort) }));
}

/** Comments people of this site wrote on an external (YouTube) video. */
export function getSiteCommentsOnExternalVideo(
  videoId: string,
  page?: number,
  sort?: CommentSort,
): Promise<Page<Comment>> {
  return unwrap(http.get(`/comments/yt/${enc(videoId)}`, { params: listParams(page, sort) }));
}

/** A top-level comment's replies, oldest first. */
export function getCommentReplies(commentId: string, page?: number): Promise<Page<Comment>> {
  return unwrap(
    http.get(`/comments/replies/${enc(commentId)}`, { params: listParams(page, undefined) }),
  );
}

/** Pin (or with `pinned` false unpin) a comment on one's own video. */
export function setCommentPinned(commentId: string, pinned: boolean): Promise<Comment> {
  const url = `/comments/c/${enc(commentId)}/pin`;
  return unwrap(pinned ? http.post(url) : http.delete(url));
}

export function addComment(videoId: string, body: CreateCommentRequest): Promise<Comment> {
  return unwrap(http.post(`/comments/${enc(videoId)}`, body));
}

export function updateComment(commentId: string, body: UpdateCommentRequest): Promise<Comment> {
  return unwrap(http.patch(`/comments/c/${enc(commentId)}`, body));
}

export async function deleteComment(commentId: string): Promise<void> {
  await http.delete(`/comments/c/${enc(commentId)}`);
}
