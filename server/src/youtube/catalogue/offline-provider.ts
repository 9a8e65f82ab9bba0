import { API_BASE, THUMBNAIL_WIDTHS } from '@kinora/contract';
import { message, notFound } from '../../lib/http-error';
import { CATALOGUE } from './catalogue-data';
import { pageOf } from './page-token';
import { RelevanceIndex } from './relevance';
import type { CatalogueComment, CatalogueRecord } from './catalogue-record';
import type { YoutubeProvider } from '../provider';
import type { Comment, ExternalVideoDetails, ThumbnailSources } from '@kinora/contract';

export const thumbnailUrl = (videoId: string) => `${API_BASE}/youtube/thumbnails/${videoId}.jpg`;
const sizedThumbnailUrl = (videoId: string, width: number, extension: 'webp' | 'jpg') =>
  `${API_BASE}/youtube/thumbnails/${videoId}/${width}.${extension}`;

/** The catalogue's drawings come in every width an uploaded thumbnail has, in WebP and JPEG. */
function thumbnailSources(videoId: string): ThumbnailSources {
  const widest = THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1] ?? 1280;
  return {
    width: widest,
    height: Math.round((widest * 9) / 16),
    webp: THUMBNAIL_WIDTHS.map((width) => ({
      url: sizedThumbnailUrl(videoId, width, 'webp'),
      width,
    })),
    jpeg: THUMBNAIL_WIDTHS.map((width) => ({
      url: sizedThumbnailUrl(videoId, width, 'jpg'),
      width,
    })),
  };
}
export const avatarUrl = (channelId: string) => `${API_BASE}/youtube/avatars/${channelId}.png`;

export interface OfflineProviderOptions {
  records?: readonly CatalogueRecord[];
  /** YouTube's default page of comment threads is 20. */
  commentPageSize?: number;
}

function toVideo(record: CatalogueRecord): ExternalVideoDetails {
  return {
    videoId: record.videoId,
    title: record.title,
    thumbnail: thumbnailUrl(record.videoId),
    thumbnailSources: thumbnailSources(record.videoId),
    channelTitle: record.channelTitle,
    views: record.views,
    likes: record.likes,
    description: record.description,
    publishedAt: record.publishedAt,
    duration: record.duration,
  };
}

function toComment(comment: CatalogueComment): Comment {
  return {
    _id: comment.id,
    content: comment.text,
    createdAt: comment.publishedAt,
    owner: {
      _id: comment.authorChannelId,
      username: comment.author,
      avatar: avatarUrl(comment.authorChannelId),
    },
    isExternal: true,
  };
}

/** Runs synchronous work as a provider answer: a thrown HttpError becomes a rejection. */
const answer = <T>(compute: () => T): Promise<T> => new Promise((resolve) => resolve(compute()));

/**
 * The default provider: the bundled catalogue, searched and paged like the real API, so home,
 * search, watch and comments work with no network and no key.
 */
export function createOfflineProvider(options: OfflineProviderOptions = {}): YoutubeProvider {
  const records = options.records ?? CATALOGUE;
  const commentPageSize = options.commentPageSize ?? 20;
  const byId = new Map(records.map((r) => [r.videoId, r]));
  const index = new RelevanceIndex(records);

  return {
    name: 'offline-catalogue',

    search: ({ query, maxResults, pageToken }) =>
      answer(() => {
        const ranked = index.search(query, (r) => r.views);
        const { page, nextPageToken, hasNextPage } = pageOf(ranked, pageToken, maxResults);
        return { videos: page.map(toVideo), nextPageToken, hasNextPage };
      }),

    video: (videoId) =>
      answer(() => {
        const record = byId.get(videoId);
        return record ? toVideo(record) : null;
      }),

    comments: (videoId, pageToken) =>
      answer(() => {
        const record = byId.get(videoId);
        if (!record) throw notFound(message('Video not found.'));
        const { page, nextPageToken, hasNextPage } = pageOf(
          record.comments,
          pageToken,
          commentPageSize,
        );
        return {
          docs: page.map(toComment),
          pageInfo: { totalResults: record.comments.length },
          hasNextPage,
          nextPageToken,
        };
      }),
  };
}

/** Catalogue lookups for the generated images. */
export const findCatalogueRecord = (videoId: string) =>
  CATALOGUE.find((r) => r.videoId === videoId) ?? null;
export function findCatalogueCommenter(channelId: string): string | null {
  for (const record of CATALOGUE) {
    const found = record.comments.find((c) => c.authorChannelId === channelId);
    if (found) return found.author;
  }
  return null;
}
