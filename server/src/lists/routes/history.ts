import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toVideo } from '../../videos';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** The signed-in user's watch history, newest first. */
const historyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { history } = app.repos;
  const { externalVideos: externals, videos } = app.services;

  endpoint(app, 'GET /users/history', async (request) => {
    const page = pageRequest(request.query, 20);
    const { docs, total } = await history.list(
      currentUserId(request),
      await app.services.site.sensitiveContentMode(),
      page.limit,
      page.offset,
    );
    const entries = docs.map((entry) =>
      entry.kind === 'own'
        ? { ...toVideo(entry.row, app.mediaSigner), watchedAt: entry.watchedAt.toISOString() }
        : { ...entry.video, watchedAt: entry.watchedAt.toISOString() },
    );
    return envelope(toPage(entries, total, page), 'Watch history fetched');
  });

  endpoint(app, 'PUT /users/history/:videoId/position', async (request) => {
    const { videoId } = request.params;
    await videos.savePosition(videoId, currentUserId(request), request.body.position);
    return envelope({ videoId }, 'Position saved');
  });

  endpoint(app, 'POST /users/history/external/:videoId', async (request) => {
    const { videoId } = request.params;
    await externals.remember(videoId, app.youtubeLookup('units', request));
    await history.touchExternal(currentUserId(request), videoId);
    return envelope({ videoId }, 'Added to watch history');
  });

  endpoint(app, 'DELETE /users/history/:videoId', async (request) => {
    const { videoId } = request.params;
    if (!(await history.remove(currentUserId(request), videoId)))
      throw notFound(message('Video not found in history.'));
    return envelope({ videoId }, 'Removed from watch history');
  });

  endpoint(app, 'DELETE /users/history', async (request) => {
    const removed = await history.clear(currentUserId(request));
    return envelope({ removed }, 'Watch history cleared');
  });

  done();
};

export default historyRoutes;
