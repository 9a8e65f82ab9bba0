import {
  Envelope,
  ErrorSchema,
  HistoryClearedSchema,
  ExternalVideoParamsSchema,
  HistoryEntrySchema,
  HistoryVideoParamsSchema,
  PageQuerySchema,
  PageSchema,
  VideoIdResultSchema,
  VideoParamsSchema,
  WatchPositionRequestSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toVideo } from '../../videos';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

/** The signed-in user's watch history, newest first. */
const historyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { history } = app.repos;
  const { externalVideos: externals, videos } = app.services;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/history',
    {
      schema: {
        tags: ['history'],
        summary: 'Watch history, newest first',
        security,
        querystring: PageQuerySchema,
        response: {
          200: Envelope(PageSchema(HistoryEntrySchema)),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 20);
      const { docs, total } = await history.list(currentUserId(request), page.limit, page.offset);
      const entries = docs.map((entry) =>
        entry.kind === 'own'
          ? { ...toVideo(entry.row, app.mediaSigner), watchedAt: entry.watchedAt.toISOString() }
          : { ...entry.video, watchedAt: entry.watchedAt.toISOString() },
      );
      return envelope(toPage(entries, total, page), 'Watch history fetched');
    },
  );

  app.put(
    '/history/:videoId/position',
    {
      schema: {
        tags: ['history'],
        summary: 'Store where the viewer is in a ready video (creates the history entry if needed)',
        security,
        params: VideoParamsSchema,
        body: WatchPositionRequestSchema,
        response: {
          200: Envelope(VideoIdResultSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      await videos.savePosition(videoId, currentUserId(request), request.body.position);
      return envelope({ videoId }, 'Position saved');
    },
  );

  app.post(
    '/history/external/:videoId',
    {
      schema: {
        tags: ['history'],
        summary: 'Record that the viewer watched a YouTube video (cached by reference)',
        security,
        params: ExternalVideoParamsSchema,
        response: {
          200: Envelope(VideoIdResultSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      await externals.remember(videoId, app.youtubeLookup('units', request));
      await history.touchExternal(currentUserId(request), videoId);
      return envelope({ videoId }, 'Added to watch history');
    },
  );

  app.delete(
    '/history/:videoId',
    {
      schema: {
        tags: ['history'],
        summary: 'Remove one video (own or YouTube) from the history',
        security,
        params: HistoryVideoParamsSchema,
        response: {
          200: Envelope(VideoIdResultSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      if (!(await history.remove(currentUserId(request), videoId)))
        throw notFound('Video not found in history.');
      return envelope({ videoId }, 'Removed from watch history');
    },
  );

  app.delete(
    '/history',
    {
      schema: {
        tags: ['history'],
        summary: 'Clear the history',
        security,
        response: { 200: Envelope(HistoryClearedSchema), 401: ErrorSchema },
      },
    },
    async (request) => {
      const removed = await history.clear(currentUserId(request));
      return envelope({ removed }, 'Watch history cleared');
    },
  );

  done();
};

export default historyRoutes;
