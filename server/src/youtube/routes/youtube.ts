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
import { envelope } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import imageRoutes from './images';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const DEFAULT_MAX_RESULTS = 12;
const errors = { 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema, 502: ErrorSchema };

/**
 * Public YouTube videos through the server: the key stays here, answers are cached and budgeted
 * (see `src/youtube`), and without a key the offline catalogue answers the same calls.
 */
const youtubeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.youtube;
  const gate = app.youtubeLookup;

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
