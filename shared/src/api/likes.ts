import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { LikeStatus } from '../contract/social';
import type { Video } from '../contract/video';

export function getVideoLikeStatus(videoId: string): Promise<LikeStatus> {
  return callApi('GET /likes/video/:videoId', { params: { videoId } });
}

export function toggleVideoLike(videoId: string): Promise<LikeStatus> {
  return callApi('POST /likes/toggle/v/:videoId', { params: { videoId } });
}

export function toggleCommentLike(commentId: string): Promise<LikeStatus> {
  return callApi('POST /likes/toggle/c/:commentId', { params: { commentId } });
}

export function togglePostLike(postId: string): Promise<LikeStatus> {
  return callApi('POST /likes/toggle/t/:tweetId', { params: { tweetId: postId } });
}

/** The signed-in user's liked videos, most recently liked first. */
export function getLikedVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return callApi('GET /likes/videos', { query: page });
}
