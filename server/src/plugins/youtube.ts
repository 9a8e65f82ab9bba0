import fp from 'fastify-plugin';
import { createYoutubeProvider } from '../youtube/create-provider';
import type { YoutubeProvider } from '../youtube/provider';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one YouTube provider of the app: the YouTube routes and the lists that save YouTube
     * videos share it, so they share its coalescing of identical look-ups too.
     */
    youtube: YoutubeProvider;
  }
}

function youtubePlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  const provider = createYoutubeProvider(app.config.youtube, app.db, { log: app.log });
  app.log.info({ provider: provider.name }, 'YouTube provider ready');
  app.decorate('youtube', provider);
  done();
}

export default fp(youtubePlugin, { name: 'youtube', dependencies: ['db'] });
