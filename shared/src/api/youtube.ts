import { http, unwrap } from './http';
import type {
  ExternalCommentPage,
  ExternalSearchQuery,
  ExternalSearchResult,
  ExternalVideoDetails,
} from '../contract/youtube';

const enc = encodeURIComponent;

/** A 429 `ApiError` means the daily YouTube quota is spent (see `useQuota`). */
export function searchExternalVideos(query: ExternalSearchQuery): Promise<ExternalSearchResult> {
  return unwrap(http.get('/youtube/search', { params: query }));
}

export function getExternalVideo(videoId: string): Promise<ExternalVideoDetails> {
  return unwrap(http.get(`/youtube/video/${enc(videoId)}`));
}

export function getExternalComments(
  videoId: string,
  pageToken?: string,
): Promise<ExternalCommentPage> {
  return unwrap(
    http.get(`/youtube/comments/${enc(videoId)}`, { params: pageToken ? { pageToken } : {} }),
  );
}
