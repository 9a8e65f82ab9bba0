import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toVideo } from '../../videos';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `GET /likes/videos`: the signed-in user's Liked videos list. */
const likedVideoRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const lists = app.repos.videoLists;

  endpoint(app, 'GET /likes/videos', async (request) => {
    const page = pageRequest(request.query, 20);
    const { docs, total } = await lists.likedBy(
      currentUserId(request),
      await app.services.site.sensitiveContentMode(),
      page.limit,
      page.offset,
    );
    const videos = docs.map((row) => toVideo(row, app.mediaSigner));
    return envelope(toPage(videos, total, page), 'Liked videos fetched');
  });

  done();
};

export default likedVideoRoutes;
