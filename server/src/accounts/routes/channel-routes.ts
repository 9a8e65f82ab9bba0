import {
  ChannelParamsSchema,
  ChannelProfileSchema,
  ChannelSearchQuerySchema,
  Envelope,
  ErrorSchema,
  PageSchema,
  PublicUserSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { mediaUrl } from '../../lib/public-urls';
import { toPublicUser } from '../user-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Public channel profiles and channel search. */
const channelRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { users, subscriptions, videos } = app.repos;

  app.get(
    '/c/:username',
    {
      schema: {
        tags: ['channels'],
        summary:
          'A channel profile by username: description, cover image, links and its video totals',
        params: ChannelParamsSchema,
        response: { 200: Envelope(ChannelProfileSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const channel = await users.findPublicByUsername(request.params.username);
      if (!channel) throw notFound('Channel not found.');
      const [subscribersCount, isSubscribed, totals] = await Promise.all([
        subscriptions.count(channel.id),
        subscriptions.isSubscribed(request.userId, channel.id),
        videos.channelTotals(channel.id),
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
        },
        'Channel fetched',
      );
    },
  );

  app.get(
    '/search-channels',
    {
      schema: {
        tags: ['channels'],
        summary: 'Channels whose username or full name contains the query (case-insensitive)',
        querystring: ChannelSearchQuerySchema,
        response: { 200: Envelope(PageSchema(PublicUserSchema)), 400: ErrorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 20);
      const query = request.query.query.trim();
      if (!query) return envelope(toPage([], 0, page), 'Channels fetched');
      const { docs, total } = await users.searchChannels(query, page.limit, page.offset);
      return envelope(toPage(docs.map(toPublicUser), total, page), 'Channels fetched');
    },
  );

  done();
};

export default channelRoutes;
