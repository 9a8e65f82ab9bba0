import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { LikeStatus } from '../contract/social';
import type { Video } from '../contract/video';

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

/** The signed-in user's liked videos, most recently liked first. */
export function getLikedVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return unwrap(http.get('/likes/videos', { params: page }));
}
