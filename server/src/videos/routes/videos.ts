import { UpdateVideoRequestSchema, type UpdateVideoRequest } from '@kinora/contract';
import { Type } from 'typebox';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, message } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { validateFields } from '../../lib/validate-fields';
import { viewerKey } from '../../lib/viewer-key';
import { parseImageUpload, parseVideoUpload } from '../../media/uploads';
import { currentUserId } from '../../plugins/auth';
import { toVideo } from '../video-mappers';
import type { StoredThumbnail } from '../../media/thumbnail-set';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * The text fields of the form `PATCH /videos/:id` also takes: a form's fields are text, so the
 * sensitive mark comes as 'true' or 'false'.
 */
const UpdateVideoFormSchema = Type.Object(
  {
    ...UpdateVideoRequestSchema.properties,
    sensitive: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);

/** The form's fields as the JSON body would carry them. */
function fromForm({ sensitive, ...fields }: Record<string, string>): Record<string, unknown> {
  return { ...fields, ...(sensitive !== undefined ? { sensitive: sensitive === 'true' } : {}) };
}

/** `/videos`: the public catalogue, one video, its views, upload and owner-only changes. */
const videoRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  // The public catalogue tolerates a replica a moment behind; the other routes go through the
  // video service, on the primary.
  const { catalogue } = app.repos;
  const service = app.services.videos;
  const { site, verifiedEmailGuard } = app.services;

  endpoint(app, 'GET /videos', async (request) =>
    app.listCache.answer(request, async () => {
      const { userId, username, query, sortBy, sortType } = request.query;
      const page = pageRequest(request.query);
      const { docs, total } = await catalogue.list(
        {
          ...(userId ? { ownerId: userId } : {}),
          ...(username ? { ownerUsername: username } : {}),
          ...(query ? { query } : {}),
          ...(sortBy ? { sortBy } : {}),
          ...(sortType ? { sortType } : {}),
          siteSensitiveContent: await site.sensitiveContentMode(),
        },
        page.limit,
        page.offset,
        request.userId,
      );
      const listed = docs.map((row) => toVideo(row));
      return envelope(toPage(listed, total, page), 'Videos fetched');
    }),
  );

  endpoint(app, 'GET /videos/:videoId', async (request) => {
    const video = await service.watch(request.params.videoId, {
      userId: request.userId,
      // Viewers of one video share the list cache's short-lived read of what all of them see.
      shared: (read, worthKeeping) =>
        app.listCache.keep(`watch:${request.params.videoId}`, read, worthKeeping),
    });
    return envelope(video, 'Video fetched');
  });

  endpoint(
    app,
    'POST /videos/:videoId/views',
    // A view changes no list at once (counts are written in batches, which drop kept answers).
    { config: { keepsListCache: true } },
    async (request) => {
      const result = await service.countView(request.params.videoId, {
        userId: request.userId,
        key: viewerKey(request, app.secrets.viewSalt),
      });
      return envelope(result, 'View counted');
    },
  );

  endpoint(app, 'POST /videos', async (request, reply) => {
    const userId = currentUserId(request);
    // Before the upload is read: a refused one stores no byte.
    await verifiedEmailGuard.assertVerified(userId, 'upload');
    if (!request.isMultipart()) throw badRequest(message('All fields are required.'));
    const { fields, video: file, thumbnail } = await parseVideoUpload(request, app.uploadDeps);
    const video = await service.create(userId, { ...fields, video: file, thumbnail }, request.log);
    reply.code(201);
    return envelope(video, 'Video uploaded successfully', 201);
  });

  /**
   * JSON `{ title?, description?, visibility?, commentPolicy?, sensitive? }`, or multipart with
   * those fields and an optional thumbnail.
   */
  async function readEdit(
    request: FastifyRequest,
    videoId: string,
    userId: string,
  ): Promise<{ fields: UpdateVideoRequest; thumbnail: StoredThumbnail | null }> {
    if (!request.isMultipart())
      return {
        fields: validateFields(UpdateVideoRequestSchema, request.body ?? {}),
        thumbnail: null,
      };
    await service.assertCanEdit(videoId, userId);
    const { fields, images } = await parseImageUpload(request, app.uploadDeps, {
      images: { thumbnail: 'thumbnail' },
      fields: UpdateVideoFormSchema,
    });
    return {
      fields: validateFields(UpdateVideoRequestSchema, fromForm(fields)),
      thumbnail: images.thumbnail,
    };
  }

  endpoint(app, 'PATCH /videos/:videoId', async (request) => {
    const userId = currentUserId(request);
    const { videoId } = request.params;
    const { fields, thumbnail } = await readEdit(request, videoId, userId);
    if (
      fields.title === undefined &&
      fields.description === undefined &&
      fields.visibility === undefined &&
      fields.commentPolicy === undefined &&
      fields.sensitive === undefined &&
      fields.thumbnailChoice === undefined &&
      !thumbnail
    )
      throw badRequest(
        message(
          'Nothing to update: give a title, description, visibility, comment policy, sensitive mark or thumbnail.',
        ),
      );
    const changes = { ...fields, ...(thumbnail ? { thumbnail } : {}) };
    return envelope(await service.update(videoId, userId, changes, request.log), 'Video updated');
  });

  endpoint(app, 'DELETE /videos/:videoId', async (request) => {
    const { videoId } = request.params;
    await service.remove(videoId, currentUserId(request), request.log);
    return envelope({ videoId }, 'Video deleted');
  });

  endpoint(app, 'POST /videos/:videoId/retry', async (request) => {
    const video = await service.retry(request.params.videoId, currentUserId(request));
    return envelope(video, 'Video queued for processing');
  });

  endpoint(app, 'POST /videos/:videoId/publish', async (request) => {
    const video = await service.publish(request.params.videoId, currentUserId(request));
    return envelope(video, 'Video published');
  });

  endpoint(app, 'PATCH /videos/toggle/publish/:videoId', async (request) => {
    const video = await service.togglePublish(request.params.videoId, currentUserId(request));
    return envelope(video, video.isPublished ? 'Video published' : 'Video unpublished');
  });

  done();
};

export default videoRoutes;
