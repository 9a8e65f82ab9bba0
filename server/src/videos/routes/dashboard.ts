import {
  ANALYTICS_WINDOW_DAYS,
  DashboardStatsSchema,
  Envelope,
  ErrorSchema,
  PageQuerySchema,
  PageSchema,
  VideoSchema,
  type DashboardStats,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { lastDays } from '../dashboard-repository';
import { toVideo } from '../video-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

/** `/dashboard`: the signed-in creator's own numbers and videos. */
const dashboardRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { dashboard, videos } = app.repos;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Totals and the last 30 days of views and likes (UTC days, oldest first, zero-filled)',
        security,
        response: { 200: Envelope(DashboardStatsSchema), 401: ErrorSchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const days = lastDays(ANALYTICS_WINDOW_DAYS);
      const since = days[0] ?? '';
      const [totals, views, likes] = await Promise.all([
        dashboard.totals(userId),
        dashboard.dailyViews(userId, since),
        dashboard.dailyLikes(userId, since),
      ]);
      const stats: DashboardStats = {
        ...totals,
        viewsLast30Days: days.map((date) => ({ date, views: views.get(date) ?? 0 })),
        likesLast30Days: days.map((date) => ({ date, likes: likes.get(date) ?? 0 })),
      };
      return envelope(stats, 'Channel stats fetched');
    },
  );

  app.get(
    '/videos',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The creator's videos, unpublished ones included, newest first",
        security,
        querystring: PageQuerySchema,
        response: { 200: Envelope(PageSchema(VideoSchema)), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 20);
      const userId = currentUserId(request);
      const { docs, total } = await videos.list(
        { ownerId: userId, includeUnpublished: true },
        page.limit,
        page.offset,
        userId,
      );
      return envelope(
        toPage(
          docs.map((row) => toVideo(row, app.mediaSigner)),
          total,
          page,
        ),
        'Channel videos fetched',
      );
    },
  );

  done();
};

export default dashboardRoutes;
