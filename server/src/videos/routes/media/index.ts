import {
  ErrorSchema,
  MediaParamsSchema,
  MediaQuerySchema,
  SignedMediaParamsSchema,
} from '@kinora/contract';
import { message, notFound } from '../../../lib/http-error';
import { isStorageKey, streamDirOf, streamPrefix } from '../../../storage/storage';
import { createCaptionRepository } from '../../caption-repository';
import { mediaAccessFor } from './media-access';
import { redirectToStorage } from './media-redirect';
import { sendStoredMedia } from './send-media';
import { sendStreamCaptions } from './stream-captions';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * Stored media (`GET`/`HEAD /api/v1/media/<key>`), registered with the `/media` prefix inside the
 * API. Files of videos not listed publicly are served only to their owner (optional Bearer
 * token) and to holders of a signed link the API handed out; everyone else gets the same 404 as
 * for a missing file.
 *
 * A signed link is checked against the video's row on every request (the row is read anyway to
 * decide access): its signature covers the row's visibility generation, so a change of
 * visibility or a deletion ends every link handed out before it at once. Links handed out from
 * the one-second micro-cache of anonymous answers are checked the same way, so a stale answer
 * only ever carries dead links. What a signed link opens is `owner` access: never kept by a
 * shared cache and never redirected to MEDIA_PUBLIC_URL (a CDN checks nothing); with S3 it
 * redirects to a presigned URL, which lives MEDIA_PRESIGN_SECONDS whatever happens meanwhile.
 */
const mediaRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const captionDeps = { storage: app.storage, captions: createCaptionRepository(app.db) };
  app.route({
    method: ['GET', 'HEAD'],
    config: { servesFiles: true },
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
      if (!isStorageKey(key)) throw notFound(message('Media not found.'));
      // The owner's <video>/<img> cannot send a Bearer token, nor can an unlisted video's viewer
      // who has none: the API gave them a signed link, valid for the video's current visibility.
      const { exp, sig } = request.query;
      const signedFor =
        exp !== undefined || sig !== undefined
          ? (generation: number) => app.mediaSigner.verify(key, generation, exp, sig)
          : undefined;
      const access = await mediaAccessFor(app.repos.mediaAccess, key, request.userId, signedFor);
      if (access === 'hidden') throw notFound(message('Media not found.'));
      return (
        (await sendStreamCaptions(request, reply, captionDeps, key, access)) ??
        (await redirectToStorage(reply, app.config, app.storage, key, access)) ??
        sendStoredMedia(request, reply, app.storage, key, access)
      );
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    config: { servesFiles: true },
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
      if (!dir) throw notFound(message('Media not found.'));
      // The signature stands for whoever the API answered (the owner, or anyone holding an
      // unlisted video's link) while the video had its current visibility: a change of
      // visibility, or the row's deletion, ends it on the next request.
      const video = await app.repos.mediaAccess.streamFolderOwner(dir);
      if (
        !video ||
        !app.mediaSigner.verifyFolder(streamPrefix(dir), video.visibilityGeneration, token)
      )
        throw notFound(message('Media not found.'));
      const access = video.isListed ? 'public' : 'owner';
      return (
        (await sendStreamCaptions(request, reply, captionDeps, key, access)) ??
        (await redirectToStorage(reply, app.config, app.storage, key, access)) ??
        sendStoredMedia(request, reply, app.storage, key, access)
      );
    },
  });
  done();
};

export default mediaRoutes;
