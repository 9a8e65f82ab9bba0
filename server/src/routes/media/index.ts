import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { isStorageKey } from '../../storage/storage';
import { mediaAccessFor } from './media-access';
import { sendStoredMedia } from './send-media';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const MediaQuery = Type.Object({
  exp: Type.Optional(
    Type.String({ maxLength: 16, description: 'Expiry of a signed link (Unix seconds)' }),
  ),
  sig: Type.Optional(Type.String({ maxLength: 64, description: 'Signature of a signed link' })),
});

const MediaParams = Type.Object({
  '*': Type.String({ description: 'Storage key, e.g. videos/<32 hex>.mp4', maxLength: 128 }),
});

/**
 * Stored media (`GET`/`HEAD /api/v1/media/<key>`), registered with the `/media` prefix inside the
 * API. Files of unpublished videos are served only to their owner (optional Bearer token, or
 * a signed link the API handed them); everyone else gets the same 404 as for a missing file.
 */
const mediaRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: {
      tags: ['media'],
      summary:
        'Stream a stored video, thumbnail or avatar (HTTP Range, ETag, conditional requests)',
      params: MediaParams,
      querystring: MediaQuery,
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isStorageKey(key)) throw notFound('Media not found.');
      let access = await mediaAccessFor(app.db, key, request.userId);
      // The owner's <video>/<img> cannot send a Bearer token: the API gave them a signed link.
      if (
        access === 'hidden' &&
        app.mediaSigner.verify(key, request.query.exp, request.query.sig)
      ) {
        access = 'owner';
      }
      if (access === 'hidden') throw notFound('Media not found.');
      return sendStoredMedia(request, reply, app.storage, key, access);
    },
  });
  done();
};

export default mediaRoutes;
