import { http, unwrap } from './http';
import type { Page } from '../contract/envelope';
import type { Comment, CreateCommentRequest, UpdateCommentRequest } from '../contract/social';

const enc = encodeURIComponent;

export function getComments(videoId: string, page?: number): Promise<Page<Comment>> {
  return unwrap(http.get(`/comments/${enc(videoId)}`, { params: page ? { page } : {} }));
}

/** Comments people of this site wrote on an external (YouTube) video. */
export function getSiteCommentsOnExternalVideo(
  videoId: string,
  page?: number,
): Promise<Page<Comment>> {
  return unwrap(http.get(`/comments/yt/${enc(videoId)}`, { params: page ? { page } : {} }));
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
