import {
  Envelope,
  ErrorSchema,
  ExternalCommentPageSchema,
  ExternalCommentsQuerySchema,
  ExternalSearchQuerySchema,
  ExternalSearchResultSchema,
  ExternalVideoDetailsSchema,
  ExternalVideoParamsSchema,
} from '@kinora/contract';
import { addressKey } from '../../lib/client-address';
import { envelope } from '../../lib/envelope';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error';
import imageRoutes from './images';
import type { LookupOptions } from '../../youtube/provider';
import type { AppConfig } from '../../config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const DEFAULT_MAX_RESULTS = 12;
const errors = { 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema, 502: ErrorSchema };
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

const clientKey = (kind: string) => (request: FastifyRequest) =>
  `youtube-${kind}:${request.userId ? `user:${request.userId}` : `address:${addressKey(request.ip)}`}`;

/**
 * `LookupOptions` per request that count an uncached look-up against the client's share (429
 * when it is spent). Without rate limits, or on the offline catalogue (which costs nothing),
 * nothing is counted.
 */
function upstreamGates(app: FastifyInstance, offline: boolean) {
  if (offline || !app.config.rateLimits) return null;
  const shares = upstreamShares(app.config.youtube);
  const limiters = {
    search: app.createRateLimit({ ...shares.search, keyGenerator: clientKey('search') }),
    units: app.createRateLimit({ ...shares.units, keyGenerator: clientKey('units') }),
  };
  return (kind: keyof typeof limiters, request: FastifyRequest): LookupOptions => ({
    beforeUpstream: async () => {
      const status = await limiters[kind](request);
      if (status.isAllowed || !status.isExceeded) return;
      const minutes = Math.ceil(status.ttlInSeconds / 60);
      const wait = minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
      throw tooManyRequests(`Too many new YouTube look-ups from you, please try again in ${wait}.`);
    },
  });
}

/**
 * Public YouTube videos through the server: the key stays here, answers are cached and budgeted
 * (see `src/youtube`), and without a key the offline catalogue answers the same calls.
 */
const youtubeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.youtube;
  const gates = upstreamGates(app, provider.name === 'offline-catalogue');
  const gate = (kind: 'search' | 'units', request: FastifyRequest) => gates?.(kind, request);

  app.get(
    '/search',
    {
      schema: {
        tags: ['youtube'],
        summary: 'Search public videos (429 when the daily quota is spent)',
        querystring: ExternalSearchQuerySchema,
        response: { 200: Envelope(ExternalSearchResultSchema), ...errors },
      },
    },
    async (request) => {
      const query = request.query.query.trim();
      if (!query) {
        throw badRequest('query must not be empty.', [
          { field: 'query', message: 'query must not be empty.' },
        ]);
      }
      const result = await provider.search(
        {
          query,
          maxResults: request.query.maxResults ?? DEFAULT_MAX_RESULTS,
          pageToken: request.query.pageToken,
        },
        gate('search', request),
      );
      return envelope(result, 'Videos fetched.');
    },
  );

  app.get(
    '/video/:videoId',
    {
      schema: {
        tags: ['youtube'],
        summary: 'One public video with its counts',
        params: ExternalVideoParamsSchema,
        response: { 200: Envelope(ExternalVideoDetailsSchema), ...errors },
      },
    },
    async (request) => {
      const video = await provider.video(request.params.videoId, gate('units', request));
      if (!video) throw notFound('Video not found.');
      return envelope(video, 'Video fetched.');
    },
  );

  app.get(
    '/comments/:videoId',
    {
      schema: {
        tags: ['youtube'],
        summary: "A page of a video's YouTube comments (empty when comments are disabled)",
        params: ExternalVideoParamsSchema,
        querystring: ExternalCommentsQuerySchema,
        response: { 200: Envelope(ExternalCommentPageSchema), ...errors },
      },
    },
    async (request) => {
      const page = await provider.comments(
        request.params.videoId,
        request.query.pageToken,
        gate('units', request),
      );
      return envelope(page, 'Comments fetched.');
    },
  );

  await app.register(imageRoutes);
};

export default youtubeRoutes;
