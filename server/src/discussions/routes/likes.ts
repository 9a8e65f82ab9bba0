import { isForeignKeyViolation } from '../../lib/db-errors';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { message, notFound, type Message } from '../../lib/http-error';
import { currentUserId } from '../../plugins/auth';
import type { LikeRepository } from '../like-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/likes`: one like per user per video, comment (`c`) or community post (`t`). */
const likeRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { likes, commentLikes, postLikes } = app.repos;
  const { comments, posts, videos, notifications } = app.services;

  endpoint(app, 'GET /likes/video/:videoId', async (request) => {
    const { videoId } = request.params;
    await videos.findVisible(videoId, request.userId);
    return envelope(await likes.status(request.userId, videoId), 'Like status fetched');
  });

  endpoint(app, 'POST /likes/toggle/v/:videoId', async (request) => {
    const userId = currentUserId(request);
    const { videoId } = request.params;
    await videos.findVisible(videoId, userId);
    await app.db.transaction().execute((trx) => likes.toggle(userId, videoId, trx));
    const next = await likes.status(userId, videoId);
    return envelope(next, next.isLiked ? 'Video liked' : 'Like removed');
  });

  /** A comment or post deleted between the check and the insert is as gone as one never there. */
  const toggleOr404 = async (
    repository: LikeRepository,
    userId: string,
    targetId: string,
    missing: Message,
  ) => {
    try {
      await app.db.transaction().execute((trx) => repository.toggle(userId, targetId, trx));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(missing);
      throw error;
    }
    return repository.status(userId, targetId);
  };

  endpoint(app, 'POST /likes/toggle/c/:commentId', async (request) => {
    const userId = currentUserId(request);
    const { commentId } = request.params;
    await comments.findLive(commentId, userId);
    const next = await toggleOr404(commentLikes, userId, commentId, message('Comment not found.'));
    return envelope(next, next.isLiked ? 'Comment liked' : 'Like removed');
  });

  endpoint(app, 'POST /likes/toggle/t/:tweetId', async (request) => {
    const userId = currentUserId(request);
    const { tweetId: postId } = request.params;
    // A removed post takes no likes: it is not there for anyone but moderators. A held one is
    // there for its author alone.
    await posts.findLive(postId, userId);
    const next = await toggleOr404(postLikes, userId, postId, message('Post not found.'));
    const like = { postId, likerId: userId };
    if (next.isLiked) await notifications.postLiked(like);
    else await notifications.postUnliked(like);
    return envelope(next, next.isLiked ? 'Post liked' : 'Like removed');
  });

  done();
};

export default likeRoutes;
