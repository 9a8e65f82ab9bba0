import type { ExternalCommentPage, ExternalVideoDetails } from '@kinora/contract';

export interface ProviderSearchQuery {
  query: string;
  maxResults: number;
  pageToken?: string | undefined;
}

/**
 * A search page. Videos carry their like counts too (the real client gets them from the same
 * `videos.list` call), so a search can warm the per-video cache for free.
 */
export interface ProviderSearchResult {
  videos: ExternalVideoDetails[];
  nextPageToken: string | null;
  hasNextPage: boolean;
}

/** Where public external videos come from: YouTube itself, or the bundled offline catalogue. */
export interface YoutubeProvider {
  readonly name: 'youtube-api' | 'offline-catalogue';
  search(query: ProviderSearchQuery): Promise<ProviderSearchResult>;
  /** `null` when no such video exists. */
  video(videoId: string): Promise<ExternalVideoDetails | null>;
  /** Comments disabled is an empty page; an unknown video is a 404 `HttpError`. */
  comments(videoId: string, pageToken?: string): Promise<ExternalCommentPage>;
}

export const QUOTA_EXCEEDED_MESSAGE =
  'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.';
