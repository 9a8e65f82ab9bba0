import he from 'he';
import { Value } from 'typebox/value';
import {
  badGateway,
  badRequest,
  type HttpError,
  fieldError,
  message,
  notFound,
  tooManyRequests,
} from '../lib/http-error';
import {
  CommentThreadListResponse,
  ErrorResponse,
  parseCount,
  parseIsoDuration,
  SearchListResponse,
  VideoListResponse,
  type VideoResource,
} from './api-responses';
import { QUOTA_EXCEEDED_MESSAGE, type YoutubeProvider } from './provider';
import type { BudgetBucket, YoutubeBudget } from './budget';
import type { Static, TSchema } from 'typebox';
import type { Comment, ExternalCommentPage, ExternalVideoDetails } from '@kinora/contract';

export interface YoutubeApiClientOptions {
  apiKey: string;
  /** `https://www.googleapis.com/youtube/v3`, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  budget: YoutubeBudget;
  fetch?: typeof fetch;
  /** Where upstream failures are reported (never with the URL: it carries the key). */
  log?: UpstreamLog;
}

export interface UpstreamLog {
  warn(details: object, message: string): void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const COMMENTS_PAGE_SIZE = 20;

/** Reasons meaning the key's quota is gone until the Pacific midnight, not just throttled. */
const DAILY_QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

/** 403 reasons YouTube uses for a spent or throttled quota. */
const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
]);

/** A non-2xx answer, before it is judged (comments disabled is not a failure for us). */
class UpstreamStatusError extends Error {
  constructor(
    readonly status: number,
    readonly reasons: string[],
  ) {
    super(`YouTube answered ${status} (${reasons.join(', ') || 'no reason'}).`);
  }
}

function toHttpError(error: UpstreamStatusError): HttpError {
  const { status, reasons } = error;
  if (status === 429 || (status === 403 && reasons.some((r) => QUOTA_REASONS.has(r)))) {
    return tooManyRequests(QUOTA_EXCEEDED_MESSAGE);
  }
  if (status === 400 && reasons.includes('invalidPageToken')) {
    return badRequest(message('pageToken is not valid.'), [
      fieldError('pageToken', message('pageToken is not valid.')),
    ]);
  }
  if (status === 404) return notFound(message('Video not found.'));
  return badGateway(message('YouTube failed to answer (status {{status}}).', { status }));
}

function bestThumbnail(video: VideoResource): string {
  const thumbnails = video.snippet.thumbnails;
  return (
    thumbnails?.high?.url ??
    thumbnails?.medium?.url ??
    thumbnails?.default?.url ??
    `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`
  );
}

export function toExternalVideo(video: VideoResource): ExternalVideoDetails {
  return {
    videoId: video.id,
    // Titles arrive HTML-escaped in some answers ("Tom &amp; Jerry"); decoding plain text is harmless.
    title: he.decode(video.snippet.title),
    thumbnail: bestThumbnail(video),
    channelTitle: he.decode(video.snippet.channelTitle ?? ''),
    views: parseCount(video.statistics?.viewCount),
    likes: parseCount(video.statistics?.likeCount),
    description: video.snippet.description ?? '',
    publishedAt: video.snippet.publishedAt,
    duration: parseIsoDuration(video.contentDetails?.duration),
  };
}

type ThreadList = Static<typeof CommentThreadListResponse>;

function toComment(thread: ThreadList['items'][number]): Comment {
  const top = thread.snippet.topLevelComment.snippet;
  const author = top.authorDisplayName ?? 'YouTube user';
  return {
    _id: thread.id,
    content: top.textOriginal ?? he.decode(top.textDisplay ?? ''),
    createdAt: top.publishedAt,
    ...(top.updatedAt ? { updatedAt: top.updatedAt } : {}),
    owner: {
      _id: top.authorChannelId?.value ?? author,
      username: author,
      avatar: top.authorProfileImageUrl ?? '',
    },
    isExternal: true,
  };
}

const emptyCommentPage = (): ExternalCommentPage => ({
  docs: [],
  pageInfo: { totalResults: 0 },
  hasNextPage: false,
  nextPageToken: null,
});

/** The real provider: YouTube Data API v3 with the key, every call bounded and budgeted. */
export function createYoutubeApiClient(options: YoutubeApiClientOptions): YoutubeProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function reserve(bucket: BudgetBucket, cost: number): Promise<void> {
    if (!(await options.budget.trySpend(bucket, cost)))
      throw tooManyRequests(QUOTA_EXCEEDED_MESSAGE);
  }

  async function request<S extends TSchema>(
    endpoint: 'search' | 'videos' | 'commentThreads',
    params: Record<string, string | undefined>,
    schema: S,
  ): Promise<Static<S>> {
    const url = new URL(`${base}/${endpoint}`);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    url.searchParams.set('key', options.apiKey);

    let status: number;
    let text: string;
    try {
      // One signal bounds the whole exchange, body included: a stalled stream cannot hang us.
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      options.log?.warn({ endpoint, timedOut }, 'YouTube request failed');
      throw badGateway(
        timedOut
          ? message('YouTube did not answer in time.')
          : message('YouTube could not be reached.'),
      );
    }

    const body = parseJson(text);
    if (status < 200 || status >= 300) {
      const reasons = Value.Check(ErrorResponse, body)
        ? (body.error.errors ?? []).flatMap((e) => (e.reason ? [e.reason] : []))
        : [];
      options.log?.warn({ endpoint, status, reasons }, 'YouTube answered an error');
      throw new UpstreamStatusError(status, reasons);
    }
    if (!Value.Check(schema, body)) {
      options.log?.warn({ endpoint, status }, 'YouTube answered in an unexpected shape');
      throw badGateway(message('YouTube answered in an unexpected shape.'));
    }
    return body;
  }

  /** Once YouTube says the day's quota is gone, asking again today only wastes time. */
  async function noteRefusal(error: UpstreamStatusError): Promise<void> {
    if (error.status === 403 && error.reasons.some((r) => DAILY_QUOTA_REASONS.has(r))) {
      await options.budget.exhaust();
    }
  }

  async function call<S extends TSchema>(
    endpoint: 'search' | 'videos' | 'commentThreads',
    params: Record<string, string | undefined>,
    schema: S,
  ): Promise<Static<S>> {
    try {
      return await request(endpoint, params, schema);
    } catch (error) {
      if (!(error instanceof UpstreamStatusError)) throw error;
      await noteRefusal(error);
      throw toHttpError(error);
    }
  }

  async function listVideos(ids: string[]): Promise<ExternalVideoDetails[]> {
    const list = await call(
      'videos',
      {
        part: 'snippet,statistics,contentDetails',
        id: ids.join(','),
        maxResults: String(ids.length),
      },
      VideoListResponse,
    );
    return list.items.map(toExternalVideo);
  }

  return {
    name: 'youtube-api',

    async search({ query, maxResults, pageToken }) {
      await reserve('search', 1);
      // Reserved up front so a spent unit budget never wastes the costlier search call.
      await reserve('units', 1).catch(async (error: unknown) => {
        await options.budget.refund('search', 1);
        throw error;
      });
      const found = await call(
        'search',
        {
          part: 'id',
          type: 'video',
          videoEmbeddable: 'true',
          q: query,
          maxResults: String(maxResults),
          pageToken,
        },
        SearchListResponse,
      ).catch(async (error: unknown) => {
        // YouTube bills the failed search, but the videos.list it would have led to never happens.
        await options.budget.refund('units', 1);
        throw error;
      });
      const ids = found.items.flatMap((item) => (item.id.videoId ? [item.id.videoId] : []));
      if (ids.length === 0) await options.budget.refund('units', 1);
      const details = ids.length > 0 ? await listVideos(ids) : [];
      // videos.list answers in its own order and drops videos removed since the search.
      const byId = new Map(details.map((video) => [video.videoId, video]));
      const videos = ids.flatMap((id) => byId.get(id) ?? []);
      const nextPageToken = found.nextPageToken ?? null;
      return { videos, nextPageToken, hasNextPage: nextPageToken !== null };
    },

    async video(videoId) {
      await reserve('units', 1);
      const [video] = await listVideos([videoId]);
      return video ?? null;
    },

    async comments(videoId, pageToken) {
      await reserve('units', 1);
      try {
        const page = await request(
          'commentThreads',
          {
            part: 'snippet',
            videoId,
            textFormat: 'plainText',
            order: 'relevance',
            maxResults: String(COMMENTS_PAGE_SIZE),
            pageToken,
          },
          CommentThreadListResponse,
        );
        const nextPageToken = page.nextPageToken ?? null;
        return {
          docs: page.items.map(toComment),
          pageInfo: { totalResults: page.pageInfo?.totalResults ?? page.items.length },
          hasNextPage: nextPageToken !== null,
          nextPageToken,
        };
      } catch (error) {
        if (error instanceof UpstreamStatusError) {
          if (error.status === 403 && error.reasons.includes('commentsDisabled'))
            return emptyCommentPage();
          await noteRefusal(error);
          throw toHttpError(error);
        }
        throw error;
      }
    },
  };
}
