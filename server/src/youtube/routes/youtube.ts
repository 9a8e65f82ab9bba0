import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, fieldError, message, notFound } from '../../lib/http-error';
import imageRoutes from './images';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const DEFAULT_MAX_RESULTS = 12;

/**
 * Public YouTube videos through the server: the key stays here, answers are cached and budgeted
 * (see `src/youtube`), and without a key the offline catalogue answers the same calls.
 */
const youtubeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.youtube;
  const gate = app.youtubeLookup;

  endpoint(app, 'GET /youtube/search', async (request) => {
    const query = request.query.query.trim();
    if (!query) {
      throw badRequest(message('query must not be empty.'), [
        fieldError('query', message('query must not be empty.')),
      ]);
    }
    const result = await provider.search(
      {
        query,
        maxResults: request.query.maxResults ?? DEFAULT_MAX_RESULTS,
        pageToken: request.query.pageToken,
      },
      gate('search', request),
    );
    return envelope(result, 'Videos fetched.');
  });

  endpoint(app, 'GET /youtube/video/:videoId', async (request) => {
    const video = await provider.video(request.params.videoId, gate('units', request));
    if (!video) throw notFound(message('Video not found.'));
    return envelope(video, 'Video fetched.');
  });

  endpoint(app, 'GET /youtube/comments/:videoId', async (request) => {
    const page = await provider.comments(
      request.params.videoId,
      request.query.pageToken,
      gate('units', request),
    );
    return envelope(page, 'Comments fetched.');
  });

  await app.register(imageRoutes);
};

export default youtubeRoutes;
