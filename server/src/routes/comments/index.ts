import {
  CommentIdResultSchema,
  CommentParamsSchema,
  CommentSchema,
  CommentTargetParamsSchema,
  CreateCommentRequestSchema,
  Envelope,
  ErrorSchema,
  PageQuerySchema,
  PageSchema,
  UpdateCommentRequestSchema,
  VideoParamsSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { isObjectId, newObjectId } from '../../lib/object-id';
import { assertOwner } from '../../lib/ownership';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { createCommentRepository, toComment } from '../../repositories/comment-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];
const mutationErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** `/comments`: on own videos (`/:videoId`) and on YouTube videos (`/yt/:videoId`). */
const commentRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const comments = createCommentRepository(app.db);
  const videos = app.videoService;

  app.get(
    '/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary: "An own video's comments, newest first",
        params: VideoParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: Envelope(PageSchema(CommentSchema)), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      await videos.findVisible(videoId, request.userId);
      const page = pageRequest(request.query, 10);
      const { docs, total } = await comments.list(
        { videoId, isExternal: false },
        page.limit,
        page.offset,
      );
      return envelope(toPage(docs.map(toComment), total, page), 'Comments fetched');
    },
  );

  app.get(
    '/yt/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary: "This site's comments on a YouTube video, newest first",
        params: CommentTargetParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: Envelope(PageSchema(CommentSchema)), 400: ErrorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 10);
      const { docs, total } = await comments.list(
        { videoId: request.params.videoId, isExternal: true },
        page.limit,
        page.offset,
      );
      return envelope(toPage(docs.map(toComment), total, page), 'Comments fetched');
    },
  );

  app.post(
    '/:videoId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Comment on an own video, or (isExternal) on a YouTube video',
        security,
        params: CommentTargetParamsSchema,
        body: CreateCommentRequestSchema,
        response: { 201: Envelope(CommentSchema), ...mutationErrors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { videoId } = request.params;
      const isExternal = request.body.isExternal ?? !isObjectId(videoId);
      const { content } = request.body;
      if (isExternal && isObjectId(videoId)) {
        throw badRequest('isExternal must be false for a video of this site.', [
          { field: 'isExternal', message: 'isExternal must be false for a video of this site.' },
        ]);
      }
      if (!isExternal) {
        if (!isObjectId(videoId))
          throw badRequest('videoId must be a 24-character hexadecimal id.', [
            { field: 'videoId', message: 'videoId must be a 24-character hexadecimal id.' },
          ]);
        await videos.findVisible(videoId, userId);
      }
      const id = newObjectId();
      await comments.create({ id, videoId, isExternal, ownerId: userId, content });
      const row = await comments.findById(id);
      if (!row) throw notFound('Comment not found.');
      if (!isExternal) await app.notifications.videoCommented(id);
      reply.code(201);
      return envelope(toComment(row), 'Comment added', 201);
    },
  );

  app.patch(
    '/c/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Edit a comment; author only',
        security,
        params: CommentParamsSchema,
        body: UpdateCommentRequestSchema,
        response: { 200: Envelope(CommentSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      assertOwner(await comments.findById(commentId), currentUserId(request), 'Comment');
      await comments.update(commentId, request.body.content);
      const row = await comments.findById(commentId);
      if (!row) throw notFound('Comment not found.');
      return envelope(toComment(row), 'Comment updated');
    },
  );

  app.delete(
    '/c/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment; author only',
        security,
        params: CommentParamsSchema,
        response: { 200: Envelope(CommentIdResultSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      assertOwner(await comments.findById(commentId), currentUserId(request), 'Comment');
      await comments.delete(commentId);
      return envelope({ commentId }, 'Comment deleted');
    },
  );

  done();
};

export default commentRoutes;
