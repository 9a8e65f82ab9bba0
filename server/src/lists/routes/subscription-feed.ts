import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toVideo } from '../../videos';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `GET /subscriptions/videos`: the newest videos of the channels the signed-in user follows. */
const subscriptionFeedRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const lists = app.repos.videoLists;

  endpoint(app, 'GET /subscriptions/videos', async (request) => {
    const page = pageRequest(request.query, 12);
    const { docs, total } = await lists.fromSubscriptions(
      currentUserId(request),
      await app.services.site.sensitiveContentMode(),
      page.limit,
      page.offset,
    );
    const feed = docs.map((row) => toVideo(row));
    return envelope(toPage(feed, total, page), 'Feed fetched');
  });

  done();
};

export default subscriptionFeedRoutes;
