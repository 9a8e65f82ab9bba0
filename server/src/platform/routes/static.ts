import { DEFAULT_AVATAR_SVG } from './default-avatar';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const staticRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  app.get(
    '/static/default-avatar.svg',
    { config: { servesFiles: true }, schema: { hide: true } },
    (_request, reply) => {
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      return reply.send(DEFAULT_AVATAR_SVG);
    },
  );

  done();
};

export default staticRoutes;
