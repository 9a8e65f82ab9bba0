import { createHash } from 'node:crypto';
import {
  CatalogueAvatarParamsSchema,
  ErrorSchema,
  ExternalVideoParamsSchema,
  THUMBNAIL_WIDTHS,
} from '@kinora/contract';
import { Type, type TSchema } from 'typebox';
import { message, notFound } from '../../lib/http-error';
import { renderAvatar, renderThumbnail } from '../catalogue/catalogue-images';
import { findCatalogueCommenter, findCatalogueRecord } from '../catalogue/offline-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** The images never change for a given id (the catalogue is fixed per release). */
const CACHE_CONTROL = 'public, max-age=604800, immutable';

function sendImage(request: FastifyRequest, reply: FastifyReply, image: Buffer, type: string) {
  const etag = `"${createHash('sha1').update(image).digest('base64url')}"`;
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(image);
}

const SizedThumbnailParamsSchema = Type.Object({
  ...ExternalVideoParamsSchema.properties,
  width: Type.Integer({ minimum: 1, maximum: 10_000 }),
});

/** A generated picture is served as a file, and a missing one is a 404. */
const imageRoute = <Params extends TSchema>(summary: string, params: Params) => ({
  config: { servesFiles: true },
  schema: { tags: ['youtube'], summary, params, response: { 400: ErrorSchema, 404: ErrorSchema } },
});

/** Generated pictures of the offline catalogue: video thumbnails and commenter avatars. */
const imageRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/thumbnails/:videoId.jpg',
    imageRoute('Thumbnail of an offline-catalogue video (JPEG)', ExternalVideoParamsSchema),
    async (request, reply) => {
      const record = findCatalogueRecord(request.params.videoId);
      if (!record) throw notFound(message('Thumbnail not found.'));
      return sendImage(request, reply, await renderThumbnail(record), 'image/jpeg');
    },
  );

  // The sizes of the srcset: /thumbnails/<id>/<width>.webp and .jpg, widths of uploaded thumbnails.
  for (const [extension, format, type] of [
    ['webp', 'webp', 'image/webp'],
    ['jpg', 'jpeg', 'image/jpeg'],
  ] as const) {
    app.get(
      `/thumbnails/:videoId/:width.${extension}`,
      imageRoute(
        `Thumbnail of an offline-catalogue video at one of the srcset widths (${format.toUpperCase()})`,
        SizedThumbnailParamsSchema,
      ),
      async (request, reply) => {
        const record = findCatalogueRecord(request.params.videoId);
        const width = request.params.width;
        if (!record || !(THUMBNAIL_WIDTHS as readonly number[]).includes(width))
          throw notFound(message('Thumbnail not found.'));
        return sendImage(request, reply, await renderThumbnail(record, width, format), type);
      },
    );
  }

  app.get(
    '/avatars/:channelId.png',
    imageRoute('Avatar of an offline-catalogue commenter (PNG)', CatalogueAvatarParamsSchema),
    async (request, reply) => {
      const name = findCatalogueCommenter(request.params.channelId);
      if (!name) throw notFound(message('Avatar not found.'));
      const avatar = await renderAvatar(request.params.channelId, name);
      return sendImage(request, reply, avatar, 'image/png');
    },
  );

  done();
};

export default imageRoutes;
