import {
  ExternalCommentPageSchema,
  type ExternalCommentPage,
  type ExternalVideoDetails,
} from '@kinora/contract';
import { HttpError } from '../lib/http-error';
import { Coalescer } from './coalescer';
import { CachedSearchResultSchema, CachedVideoSchema, type CachedVideo } from './cached-answers';
import type { TSchema, Static } from 'typebox';
import type { YoutubeCache } from './cache';
import type { UpstreamLock } from './upstream-lock';
import type {
  LookupOptions,
  ProviderSearchQuery,
  ProviderSearchResult,
  YoutubeProvider,
} from './provider';

export interface CacheTtls {
  searchMs: number;
  videoMs: number;
  commentsMs: number;
}

export const DEFAULT_CACHE_TTLS: CacheTtls = {
  searchMs: 3600_000,
  videoMs: 6 * 3600_000,
  commentsMs: 30 * 60_000,
};

/** Same words, any case or spacing: 'Tech  reviews ' and 'tech reviews' share one cache entry. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const searchKey = (q: ProviderSearchQuery) =>
  `search:${q.maxResults}:${q.pageToken ?? ''}:${normaliseQuery(q.query)}`;
export const videoKey = (videoId: string) => `video:${videoId}`;
export const commentsKey = (videoId: string, pageToken?: string) =>
  `comments:${videoId}:${pageToken ?? ''}`;

/** Upstream refusals that an expired copy answers better than an error page. */
const isUpstreamRefusal = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 429 || error.statusCode === 502);

/** How often an instance waiting for another's upstream answer looks in the shared cache. */
const WAIT_POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a provider with the shared database cache and in-flight coalescing. A miss goes upstream
 * once however many requests ask at the same moment (on every instance, with an `UpstreamLock`),
 * and only that first request's `beforeUpstream` is asked; when upstream or `beforeUpstream`
 * refuses (quota spent, outage, a client over its share) an expired copy is served rather than
 * nothing.
 */
export function createCachedProvider(
  inner: YoutubeProvider,
  cache: YoutubeCache,
  ttls: CacheTtls = DEFAULT_CACHE_TTLS,
  lock: UpstreamLock | null = null,
): YoutubeProvider {
  const searches = new Coalescer<ProviderSearchResult>();
  const videos = new Coalescer<CachedVideo>();
  const comments = new Coalescer<ExternalCommentPage>();

  async function cached<S extends TSchema>(
    key: string,
    schema: S,
    ttlMs: number,
    options: LookupOptions | undefined,
    load: () => Promise<Static<S>>,
  ): Promise<Static<S>> {
    const hit = await cache.get(key, schema);
    if (hit?.fresh) return hit.value;
    const release = lock ? await lock.tryAcquire(key) : null;
    if (lock && !release) {
      const answered = await waitForOtherInstance(key, schema, lock);
      if (answered) return answered;
      // The other instance failed or died: this one asks itself.
    }
    try {
      await options?.beforeUpstream?.();
      const value = await load();
      await cache.set(key, value, ttlMs);
      return value;
    } catch (error) {
      if (hit && isUpstreamRefusal(error)) return hit.value;
      throw error;
    } finally {
      await release?.();
    }
  }

  /** The answer another instance is fetching, once it is in the shared cache; null if it gave up. */
  async function waitForOtherInstance<S extends TSchema>(
    key: string,
    schema: S,
    held: UpstreamLock,
  ): Promise<Static<S> | null> {
    const deadline = Date.now() + held.holdMs;
    while (Date.now() < deadline) {
      await sleep(WAIT_POLL_MS);
      const hit = await cache.get(key, schema);
      if (hit?.fresh) return hit.value;
      if (!(await held.isHeld(key))) {
        // Released: the answer may have landed just before.
        const last = await cache.get(key, schema);
        return last?.fresh ? last.value : null;
      }
    }
    return null;
  }

  async function warmVideos(found: ExternalVideoDetails[]): Promise<void> {
    const entries = found.map((video) => ({
      key: videoKey(video.videoId),
      value: { video } satisfies CachedVideo,
    }));
    await cache.setMany(entries, ttls.videoMs);
  }

  return {
    name: inner.name,

    search(query, options) {
      const key = searchKey(query);
      return searches.run(key, () =>
        cached(key, CachedSearchResultSchema, ttls.searchMs, options, async () => {
          const result = await inner.search(query);
          // The search already paid for each video's details; opening one should not pay again.
          await warmVideos(result.videos);
          return result;
        }),
      );
    },

    async video(videoId, options) {
      const key = videoKey(videoId);
      const found = await videos.run(key, () =>
        cached(key, CachedVideoSchema, ttls.videoMs, options, async () => ({
          video: await inner.video(videoId),
        })),
      );
      return found.video;
    },

    comments(videoId, pageToken, options) {
      const key = commentsKey(videoId, pageToken);
      return comments.run(key, () =>
        cached(key, ExternalCommentPageSchema, ttls.commentsMs, options, () =>
          inner.comments(videoId, pageToken),
        ),
      );
    },
  };
}
