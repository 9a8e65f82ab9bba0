import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_AVATAR_SVG } from './default-avatar';

const staticRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/static/default-avatar.svg', { schema: { hide: true } }, async (_request, reply) => {
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff');
    return DEFAULT_AVATAR_SVG;
  });
};

export default staticRoutes;
