import { ANALYTICS_WINDOW_DAYS, type DashboardStats } from '@kinora/contract';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { lastDays } from '../dashboard-repository';
import { toVideo, withViewerDetails } from '../video-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/dashboard`: the signed-in creator's own numbers and videos. */
const dashboardRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { dashboard, videos } = app.repos;

  endpoint(app, 'GET /dashboard/stats', async (request) => {
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
  });

  endpoint(app, 'GET /dashboard/videos', async (request) => {
    const page = pageRequest(request.query, 20);
    const userId = currentUserId(request);
    const { docs, total } = await videos.list(
      { ownerId: userId, includeUnpublished: true },
      page.limit,
      page.offset,
      userId,
    );
    const own = docs.map((row) =>
      withViewerDetails(toVideo(row, app.mediaSigner), row, userId, app.mediaSigner),
    );
    return envelope(toPage(own, total, page), 'Channel videos fetched');
  });

  done();
};

export default dashboardRoutes;
