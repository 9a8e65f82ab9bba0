import { callApi } from './http';
import type {
  ExternalCommentPage,
  ExternalSearchQuery,
  ExternalSearchResult,
  ExternalVideoDetails,
} from '../contract/youtube';

/** A 429 `ApiError` means the daily YouTube quota is spent (see `useQuota`). */
export function searchExternalVideos(query: ExternalSearchQuery): Promise<ExternalSearchResult> {
  return callApi('GET /youtube/search', { query });
}

export function getExternalVideo(videoId: string): Promise<ExternalVideoDetails> {
  return callApi('GET /youtube/video/:videoId', { params: { videoId } });
}

export function getExternalComments(
  videoId: string,
  pageToken?: string,
): Promise<ExternalCommentPage> {
  return callApi('GET /youtube/comments/:videoId', {
    params: { videoId },
    query: pageToken ? { pageToken } : {},
  });
}
