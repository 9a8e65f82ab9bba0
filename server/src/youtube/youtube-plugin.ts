import fp from 'fastify-plugin';
import { addressKey } from '../lib/client-address';
import { message, tooManyRequests } from '../lib/http-error';
import { createYoutubeProvider } from './create-provider';
import { createRedisUpstreamLock } from './upstream-lock';
import type { AppConfig } from '../config';
import type { LookupOptions, YoutubeProvider } from './provider';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a look-up costs: a search, or a unit (a video or a comments page). */
export type YoutubeLookupKind = 'search' | 'units';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one YouTube provider of the app: the YouTube routes and the lists that save YouTube
     * videos share it, so they share its coalescing of identical look-ups too.
     */
    youtube: YoutubeProvider;
    /**
     * `LookupOptions` that count an uncached look-up made for `request` against its client's
     * share of the daily quota (429 once spent); undefined when nothing is counted.
     */
    youtubeLookup: (kind: YoutubeLookupKind, request: FastifyRequest) => LookupOptions | undefined;
  }
}

const DAY_MS = 24 * 3600_000;

/**
 * The share of the daily YouTube quota one client (signed-in user, else address) may spend on
 * look-ups the cache cannot answer: a tenth of the day's searches, a hundredth of its units
 * (a video or a comments page costs one). Cached answers cost nothing and are never limited.
 */
function upstreamShares(youtube: AppConfig['youtube']) {
  return {
    search: { max: Math.max(1, Math.ceil(youtube.searchDailyBudget / 10)), timeWindow: DAY_MS },
    units: { max: Math.max(1, Math.ceil(youtube.unitsDailyBudget / 100)), timeWindow: DAY_MS },
  };
}

/**
 * What all clients of one address spend together (`YOUTUBE_ADDRESS_SHARE_PERCENT` of each
 * budget): accounts are free to make, so one address signing up ten of them must not get ten
 * client shares of the day.
 */
function addressShares(youtube: AppConfig['youtube']) {
  const share = (budget: number) =>
    Math.max(1, Math.ceil((budget * youtube.addressSharePercent) / 100));
  return {
    search: { max: share(youtube.searchDailyBudget), timeWindow: DAY_MS },
    units: { max: share(youtube.unitsDailyBudget), timeWindow: DAY_MS },
  };
}

const clientKey = (kind: string) => (request: FastifyRequest) =>
  `youtube-${kind}:${request.userId ? `user:${request.userId}` : `address:${addressKey(request.ip)}`}`;
const addressKeyOf = (kind: string) => (request: FastifyRequest) =>
  `youtube-${kind}:all-of-address:${addressKey(request.ip)}`;

/** Whose look-ups a refusal counts: the client's own, or its whole network's. */
const REFUSALS = {
  you: {
    minutes: (count: number) =>
      message('Too many new YouTube look-ups from you, please try again in {{count}} minutes.', {
        count,
      }),
    hours: (count: number) =>
      message('Too many new YouTube look-ups from you, please try again in {{count}} hours.', {
        count,
      }),
  },
  'your network': {
    minutes: (count: number) =>
      message(
        'Too many new YouTube look-ups from your network, please try again in {{count}} minutes.',
        { count },
      ),
    hours: (count: number) =>
      message(
        'Too many new YouTube look-ups from your network, please try again in {{count}} hours.',
        { count },
      ),
  },
};

const refusal = (subject: keyof typeof REFUSALS, ttlInSeconds: number) => {
  const minutes = Math.ceil(ttlInSeconds / 60);
  return tooManyRequests(
    minutes < 120
      ? REFUSALS[subject].minutes(minutes)
      : REFUSALS[subject].hours(Math.ceil(minutes / 60)),
  );
};

/**
 * One gate per kind for the whole app, so a client's share is the same whichever route spends
 * it (searching, opening a video, saving one to a playlist). Without rate limits, or on the
 * offline catalogue (which costs nothing), nothing is counted.
 */
function upstreamGates(app: FastifyInstance, offline: boolean): FastifyInstance['youtubeLookup'] {
  if (offline || !app.config.rateLimits) return () => undefined;
  const shares = upstreamShares(app.config.youtube);
  const perAddress = addressShares(app.config.youtube);
  const limiters = {
    search: app.createRateLimit({ ...shares.search, keyGenerator: clientKey('search') }),
    units: app.createRateLimit({ ...shares.units, keyGenerator: clientKey('units') }),
  };
  const addressLimiters = {
    search: app.createRateLimit({ ...perAddress.search, keyGenerator: addressKeyOf('search') }),
    units: app.createRateLimit({ ...perAddress.units, keyGenerator: addressKeyOf('units') }),
  };
  return (kind: YoutubeLookupKind, request: FastifyRequest): LookupOptions => ({
    beforeUpstream: async () => {
      // The client's own share first: a client past it does not spend its address's share too.
      const own = await limiters[kind](request);
      if (!own.isAllowed && own.isExceeded) throw refusal('you', own.ttlInSeconds);
      const address = await addressLimiters[kind](request);
      if (!address.isAllowed && address.isExceeded)
        throw refusal('your network', address.ttlInSeconds);
    },
  });
}

function youtubePlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  // A holder answers within its upstream timeout (plus writing the cache), or it is gone.
  const lock = app.redis
    ? createRedisUpstreamLock(app.redis, app.config.youtube.timeoutMs + 2000)
    : null;
  const provider = createYoutubeProvider(app.config.youtube, app.db, { log: app.log, lock });
  app.log.info({ provider: provider.name }, 'YouTube provider ready');
  app.decorate('youtube', provider);
  app.decorate('youtubeLookup', upstreamGates(app, provider.name === 'offline-catalogue'));
  done();
}

export default fp(youtubePlugin, {
  name: 'youtube',
  dependencies: ['db', 'rate-limit', 'redis'],
});
