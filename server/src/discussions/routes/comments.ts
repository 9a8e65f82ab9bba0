import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, fieldError, message, type Message } from '../../lib/http-error';
import { isObjectId } from '../../lib/object-id';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toComment, type CommentTarget } from '../comment-repository';
import type { CommentListQuery } from '@kinora/contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const refuseField = (field: string, said: Message) => badRequest(said, [fieldError(field, said)]);

/** `/comments`: on own videos (`/:videoId`) and on YouTube videos (`/yt/:videoId`, or `/:videoId` too). */
const commentRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { comments: service, notifications, verifiedEmailGuard } = app.services;

  const listPage = async (
    target: CommentTarget,
    query: CommentListQuery,
    viewerId: string | null,
  ) => {
    const page = pageRequest(query, 10);
    const { docs, total } = await service.list(target, {
      sort: query.sort ?? 'newest',
      viewerId,
      ...page,
    });
    return envelope(toPage(docs.map(toComment), total, page), 'Comments fetched');
  };

  endpoint(app, 'GET /comments/:videoId', async (request) => {
    const { videoId } = request.params;
    // The id tells the video apart as it does when a comment is posted to this same path, so
    // every comment posted here is listed here.
    if (!isObjectId(videoId))
      return listPage({ videoId, isExternal: true }, request.query, request.userId);
    return listPage({ videoId, isExternal: false }, request.query, request.userId);
  });

  endpoint(app, 'GET /comments/yt/:videoId', async (request) =>
    listPage({ videoId: request.params.videoId, isExternal: true }, request.query, request.userId),
  );

  endpoint(app, 'GET /comments/replies/:commentId', async (request) => {
    const page = pageRequest(request.query, 10);
    const { docs, total } = await service.listReplies(
      request.params.commentId,
      request.userId,
      page,
    );
    return envelope(toPage(docs.map(toComment), total, page), 'Replies fetched');
  });

  endpoint(app, 'POST /comments/:videoId', async (request, reply) => {
    const userId = currentUserId(request);
    await verifiedEmailGuard.assertVerified(userId, 'comment');
    const { videoId } = request.params;
    const isExternal = request.body.isExternal ?? !isObjectId(videoId);
    const { content, parentId } = request.body;
    if (isExternal && isObjectId(videoId))
      throw refuseField(
        'isExternal',
        message('isExternal must be false for a video of this site.'),
      );
    if (!isExternal && !isObjectId(videoId))
      throw refuseField('videoId', message('videoId must be a 24-character hexadecimal id.'));
    // The service checks the video (visible, comments not off) before anything is written.
    const row = await service.create({
      videoId,
      isExternal,
      ownerId: userId,
      content,
      parentId: parentId ?? null,
    });
    // The comment replied to may itself be a reply: its author is the one to tell. A held
    // comment tells nobody until it is approved.
    if (!row.held_at) {
      if (parentId) await notifications.commentReplied({ replyId: row.id, parentId });
      else if (!isExternal) await notifications.videoCommented(row.id);
    }
    reply.code(201);
    const outcome = row.held_at ? 'Awaiting review' : parentId ? 'Reply added' : 'Comment added';
    return envelope(toComment(row), outcome, 201);
  });

  endpoint(app, 'PATCH /comments/c/:commentId', async (request) => {
    const { commentId } = request.params;
    const row = await service.edit(commentId, currentUserId(request), request.body.content);
    return envelope(toComment(row), 'Comment updated');
  });

  endpoint(app, 'DELETE /comments/c/:commentId', async (request) => {
    const { commentId } = request.params;
    await service.remove(commentId, currentUserId(request));
    return envelope({ commentId }, 'Comment deleted');
  });

  for (const [key, pinned] of [
    ['POST /comments/c/:commentId/pin', true],
    ['DELETE /comments/c/:commentId/pin', false],
  ] as const) {
    endpoint(app, key, async (request) => {
      const row = await service.setPinned(request.params.commentId, currentUserId(request), pinned);
      return envelope(toComment(row), pinned ? 'Comment pinned' : 'Comment unpinned');
    });
  }

  done();
};

export default commentRoutes;
