import type { Comment } from './social';

/** A public video of the external provider (YouTube). */
export interface ExternalVideo {
  videoId: string;
  title: string;
  thumbnail: string;
  channelTitle: string;
  views: number;
  description: string;
  publishedAt: string;
  /** Seconds. */
  duration: number;
}

/** `GET /youtube/video/:videoId` */
export interface ExternalVideoDetails extends ExternalVideo {
  likes: number;
}

/** `GET /youtube/search?query=&maxResults=&pageToken=`; 429 means the daily quota is spent. */
export interface ExternalSearchResult {
  videos: ExternalVideo[];
  nextPageToken: string | null;
  hasNextPage: boolean;
}

export interface ExternalSearchQuery {
  query: string;
  /** Default 12, at most 50. */
  maxResults?: number;
  pageToken?: string;
}

/** `GET /youtube/comments/:videoId?pageToken=`; comments disabled is an empty page. */
export interface ExternalCommentPage {
  docs: Comment[];
  pageInfo: { totalResults: number };
  hasNextPage: boolean;
  nextPageToken: string | null;
}

/** The four home rows, each one fixed search query (the row title). */
export const HOME_CATEGORIES = [
  'Latest Movie Trailers',
  'Top Music Videos India',
  'Tech Reviews',
  'Live Gaming Streams',
] as const;
