import {
  ErrorSchema,
  MediaParamsSchema,
  MediaQuerySchema,
  SignedMediaParamsSchema,
} from '@kinora/contract';
import { notFound } from '../../lib/http-error';
import { isStorageKey, streamDirOf, streamPrefix } from '../../storage/storage';
import { mediaAccessFor } from './media-access';
import { redirectToStorage } from './media-redirect';
import { sendStoredMedia } from './send-media';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

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
      params: MediaParamsSchema,
      querystring: MediaQuerySchema,
      // Success is the file's bytes (200, 206, 304) or, with S3, a redirect to them (302);
      // failures are the usual error body.
      response: { 400: ErrorSchema, 404: ErrorSchema, 412: ErrorSchema, 416: ErrorSchema },
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
      return (
        (await redirectToStorage(reply, app.config, app.storage, key, access)) ??
        sendStoredMedia(request, reply, app.storage, key, access)
      );
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/s/:token/*',
    schema: {
      tags: ['media'],
      summary: "A video's HLS playlists, segments and storyboard through a folder-signed link",
      params: SignedMediaParamsSchema,
      response: { 400: ErrorSchema, 404: ErrorSchema, 412: ErrorSchema, 416: ErrorSchema },
    },
    handler: async (request, reply) => {
      const { token, '*': key } = request.params;
      const dir = isStorageKey(key) ? streamDirOf(key) : null;
      if (!dir || !app.mediaSigner.verifyFolder(streamPrefix(dir), token))
        throw notFound('Media not found.');
      // The signature stands for the owner; the folder must still be a video's finished streams.
      const video = await app.db
        .selectFrom('videos')
        .select('is_listed')
        .where('stream_dir', '=', dir)
        .executeTakeFirst();
      if (!video) throw notFound('Media not found.');
      const access = video.is_listed ? 'public' : 'owner';
      return (
        (await redirectToStorage(reply, app.config, app.storage, key, access)) ??
        sendStoredMedia(request, reply, app.storage, key, access)
      );
    },
  });
  done();
};

export default mediaRoutes;
