import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, forbidden, fieldError, message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toPublicUser } from '../user-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/subscriptions`: follow channels. */
const subscriptionRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { subscriptions, users } = app.repos;

  const status = async (channelId: string, userId: string | null) => {
    const [isSubscribed, subscribersCount] = await Promise.all([
      subscriptions.isSubscribed(userId, channelId),
      subscriptions.count(channelId),
    ]);
    return { isSubscribed, subscribersCount };
  };

  const assertChannel = async (channelId: string) => {
    if (!(await users.isShown(channelId))) throw notFound(message('Channel not found.'));
  };

  endpoint(app, 'GET /subscriptions/c/:channelId', async (request) => {
    await assertChannel(request.params.channelId);
    return envelope(
      await status(request.params.channelId, request.userId),
      'Subscription status fetched',
    );
  });

  endpoint(app, 'POST /subscriptions/c/:channelId', async (request) => {
    const userId = currentUserId(request);
    const { channelId } = request.params;
    if (channelId === userId) {
      throw badRequest(message('You cannot subscribe to your own channel.'), [
        fieldError('channelId', message('You cannot subscribe to your own channel.')),
      ]);
    }
    await assertChannel(channelId);
    await app.db.transaction().execute((trx) => subscriptions.toggle(userId, channelId, trx));
    const next = await status(channelId, userId);
    if (next.isSubscribed)
      await app.services.notifications.subscribed({ channelId, subscriberId: userId });
    return envelope(next, next.isSubscribed ? 'Subscribed' : 'Unsubscribed');
  });

  endpoint(app, 'GET /subscriptions/u/:userId', async (request) => {
    if (request.params.userId !== currentUserId(request))
      throw forbidden(message('You can only list your own subscriptions.'));
    const page = pageRequest(request.query, 20);
    const { docs, total } = await subscriptions.listChannels(
      request.params.userId,
      page.limit,
      page.offset,
    );
    return envelope(toPage(docs.map(toPublicUser), total, page), 'Subscribed channels fetched');
  });

  done();
};

export default subscriptionRoutes;
