import { createYoutubeApiClient, type UpstreamLog } from './api-client';
import { createYoutubeBudget } from './budget';
import { createYoutubeCache } from './cache';
import { createCachedProvider, DEFAULT_CACHE_TTLS } from './cached-provider';
import { createOfflineProvider } from './catalogue/offline-provider';
import type { AppConfig } from '../config';
import type { Kysely } from 'kysely';
import type { YoutubeProvider } from './provider';
import type { UpstreamLock } from './upstream-lock';
import type { Database } from '../db/schema';

export interface ProviderDeps {
  /** Injected clock (tests of expiry and the Pacific-day reset). */
  now?: () => number;
  fetch?: typeof fetch;
  log?: UpstreamLog;
  /** Coalesces look-ups across instances (Redis); without it, within this process only. */
  lock?: UpstreamLock | null;
}

/**
 * With `YOUTUBE_API_KEY`, YouTube itself behind the shared cache and the daily budget; without
 * it, the bundled offline catalogue (which costs nothing, so it needs neither).
 */
export function createYoutubeProvider(
  config: AppConfig['youtube'],
  db: Kysely<Database>,
  deps: ProviderDeps = {},
): YoutubeProvider {
  if (!config.apiKey) return createOfflineProvider();
  const now = deps.now ?? Date.now;
  const budget = createYoutubeBudget(db, config, now);
  const client = createYoutubeApiClient({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    budget,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  return createCachedProvider(
    client,
    createYoutubeCache(db, now),
    DEFAULT_CACHE_TTLS,
    deps.lock ?? null,
  );
}
