import {
  CommentParamsSchema,
  Envelope,
  ErrorSchema,
  LikeStatusSchema,
  TweetParamsSchema,
  VideoParamsSchema,
} from '@kinora/contract';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { currentUserId } from '../../plugins/auth';
import type { DiscussionLikeRepository } from '../discussion-like-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const params = VideoParamsSchema;
const toggleResponse = {
  200: Envelope(LikeStatusSchema),
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
};

/** `/likes`: one like per user per video, comment (`c`) or community post (`t`). */
const likeRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { likes, commentLikes, tweetLikes, tweets } = app.repos;
  const { comments, videos, notifications } = app.services;

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

  /** A comment or post deleted between the check and the insert is as gone as one never there. */
  const toggleOr404 = async (
    repository: DiscussionLikeRepository,
    userId: string,
    targetId: string,
    missing: string,
  ) => {
    try {
      await app.db.transaction().execute((trx) => repository.toggle(userId, targetId, trx));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(missing);
      throw error;
    }
  };

  app.post(
    '/toggle/c/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['likes'],
        summary: "Like or unlike one of the site's comments; answers the new status",
        security: [{ bearerAuth: [] }],
        params: CommentParamsSchema,
        response: toggleResponse,
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { commentId } = request.params;
      await comments.findVisible(commentId, userId);
      await toggleOr404(commentLikes, userId, commentId, 'Comment not found.');
      const next = await commentLikes.status(userId, commentId);
      return envelope(next, next.isLiked ? 'Comment liked' : 'Like removed');
    },
  );

  app.post(
    '/toggle/t/:tweetId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['likes'],
        summary: 'Like or unlike a community post; answers the new status',
        security: [{ bearerAuth: [] }],
        params: TweetParamsSchema,
        response: toggleResponse,
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { tweetId } = request.params;
      if (!(await tweets.findById(tweetId))) throw notFound('Post not found.');
      await toggleOr404(tweetLikes, userId, tweetId, 'Post not found.');
      const next = await tweetLikes.status(userId, tweetId);
      if (next.isLiked) await notifications.postLiked({ postId: tweetId, likerId: userId });
      return envelope(next, next.isLiked ? 'Post liked' : 'Like removed');
    },
  );

  done();
};

export default likeRoutes;
