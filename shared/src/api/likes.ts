import { http, unwrap } from './http';
import type { LikeStatus } from '../contract/social';

const enc = encodeURIComponent;

export function getVideoLikeStatus(videoId: string): Promise<LikeStatus> {
  return unwrap(http.get(`/likes/video/${enc(videoId)}`));
}

export function toggleVideoLike(videoId: string): Promise<LikeStatus> {
  return unwrap(http.post(`/likes/toggle/v/${enc(videoId)}`));
}

export function toggleCommentLike(commentId: string): Promise<LikeStatus> {
  return unwrap(http.post(`/likes/toggle/c/${enc(commentId)}`));
}

export function toggleTweetLike(tweetId: string): Promise<LikeStatus> {
  return unwrap(http.post(`/likes/toggle/t/${enc(tweetId)}`));
}
