import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { mediaUrl } from '../../lib/public-urls';
import { toPublicUser } from '../user-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Public channel profiles and channel search. */
const channelRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { users, subscriptions, videos } = app.repos;
  const { blocks } = app.services;

  endpoint(app, 'GET /users/c/:username', async (request) => {
    const channel = await users.findPublicByUsername(request.params.username);
    if (!channel) throw notFound(message('Channel not found.'));
    const [subscribersCount, isSubscribed, totals, blockScope] = await Promise.all([
      subscriptions.count(channel.id),
      subscriptions.isSubscribed(request.userId, channel.id),
      videos.channelTotals(channel.id),
      blocks.scopeOf(request.userId, channel.id),
    ]);
    return envelope(
      {
        ...toPublicUser(channel),
        subscribersCount,
        isSubscribed,
        coverImage: channel.cover_key ? mediaUrl(channel.cover_key) : null,
        description: channel.description,
        links: channel.links,
        createdAt: channel.created_at.toISOString(),
        ...totals,
        blockScope,
      },
      'Channel fetched',
    );
  });

  endpoint(app, 'GET /users/search-channels', async (request) => {
    const page = pageRequest(request.query, 20);
    const query = request.query.query.trim();
    if (!query) return envelope(toPage([], 0, page), 'Channels fetched');
    const { docs, total } = await users.searchChannels(
      query,
      page.limit,
      page.offset,
      request.userId,
    );
    return envelope(toPage(docs.map(toPublicUser), total, page), 'Channels fetched');
  });

  done();
};

export default channelRoutes;
