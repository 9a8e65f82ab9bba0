import { message } from '../i18n/translate';
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

/**
 * What a look-up asks of the provider beyond its arguments: `beforeUpstream` runs before the
 * answer is fetched from YouTube (not for a cached answer) and throws to refuse the fetch, which
 * is how one client is kept from spending the whole day's quota.
 */
export interface LookupOptions {
  beforeUpstream?: () => Promise<void>;
}

/** Where public external videos come from: YouTube itself, or the bundled offline catalogue. */
export interface YoutubeProvider {
  readonly name: 'youtube-api' | 'offline-catalogue';
  search(query: ProviderSearchQuery, options?: LookupOptions): Promise<ProviderSearchResult>;
  /** `null` when no such video exists. */
  video(videoId: string, options?: LookupOptions): Promise<ExternalVideoDetails | null>;
  /** Comments disabled is an empty page; an unknown video is a 404 `HttpError`. */
  comments(
    videoId: string,
    pageToken?: string,
    options?: LookupOptions,
  ): Promise<ExternalCommentPage>;
}

export const QUOTA_EXCEEDED_MESSAGE = message(
  'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.',
);
