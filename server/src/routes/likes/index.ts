import { Envelope, ErrorSchema, LikeStatusSchema, VideoParamsSchema } from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import { createLikeRepository } from '../../repositories/like-repository';
import likedVideoRoutes from './liked-videos';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const params = VideoParamsSchema;

/** `/likes`: one like per user per video. */
const likeRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  void app.register(likedVideoRoutes);
  const likes = createLikeRepository(app.db);
  const videos = app.videoService;

  const status = async (videoId: string, userId: string | null) => {
    const [isLiked, likesCount] = await Promise.all([
      likes.isLiked(userId, videoId),
      likes.count(videoId),
    ]);
    return { isLiked, likesCount };
  };

  app.get(
    '/video/:videoId',
    {
      schema: {
        tags: ['likes'],
        summary: "A video's like count and whether the viewer likes it",
        params,
        response: { 200: Envelope(LikeStatusSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      await videos.findVisible(videoId, request.userId);
      return envelope(await status(videoId, request.userId), 'Like status fetched');
    },
  );

  app.post(
    '/toggle/v/:videoId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['likes'],
        summary: 'Like or unlike a video; answers the new status',
        security: [{ bearerAuth: [] }],
        params,
        response: {
          200: Envelope(LikeStatusSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { videoId } = request.params;
      await videos.findVisible(videoId, userId);
      await app.db.transaction().execute((trx) => likes.toggle(userId, videoId, trx));
      const next = await status(videoId, userId);
      return envelope(next, next.isLiked ? 'Video liked' : 'Like removed');
    },
  );

  done();
};

export default likeRoutes;
