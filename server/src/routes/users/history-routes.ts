import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import {
  Envelope,
  ErrorSchema,
  HistoryEntrySchema,
  IdParams,
  PageQuerySchema,
  PageSchema,
} from '../../lib/schemas';
import { currentUserId } from '../../plugins/auth';
import { createHistoryRepository } from '../../repositories/history-repository';
import { toVideo } from '../../repositories/video-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

/** The signed-in user's watch history, newest first. */
const historyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const history = createHistoryRepository(app.db);
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
      const entries = docs.map((row) => ({
        ...toVideo(row),
        watchedAt: row.watched_at.toISOString(),
      }));
      return envelope(toPage(entries, total, page), 'Watch history fetched');
    },
  );

  app.delete(
    '/history/:videoId',
    {
      schema: {
        tags: ['history'],
        summary: 'Remove one video from the history',
        security,
        params: IdParams('videoId'),
        response: {
          200: Envelope(Type.Object({ videoId: Type.String() })),
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
        response: { 200: Envelope(Type.Object({ removed: Type.Integer() })), 401: ErrorSchema },
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
