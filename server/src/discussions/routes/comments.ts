import {
  CommentIdResultSchema,
  CommentListQuerySchema,
  CommentParamsSchema,
  CommentTargetParamsSchema,
  CreateCommentRequestSchema,
  Envelope,
  ErrorSchema,
  PageQuerySchema,
  PageSchema,
  SiteCommentSchema,
  UpdateCommentRequestSchema,
  type CommentListQuery,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { isObjectId } from '../../lib/object-id';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toComment, type CommentTarget } from '../comment-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];
const mutationErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const commentPage = Envelope(PageSchema(SiteCommentSchema));

/** `/comments`: on own videos (`/:videoId`) and on YouTube videos (`/yt/:videoId`, or `/:videoId` too). */
const commentRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { comments } = app.repos;
  const { comments: service, videos, notifications } = app.services;

  const listPage = async (
    target: CommentTarget,
    query: CommentListQuery,
    viewerId: string | null,
  ) => {
    const page = pageRequest(query, 10);
    const { docs, total } = await comments.list(target, {
      sort: query.sort ?? 'newest',
      viewerId,
      ...page,
    });
    return envelope(toPage(docs.map(toComment), total, page), 'Comments fetched');
  };

  app.get(
    '/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary:
          "A video's top-level comments: an own video's pinned first, then newest (or top) first; for a YouTube id, this site's comments on it (as /yt/:videoId)",
        params: CommentTargetParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: commentPage, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { videoId } = request.params;
      // The id tells the video apart as it does when a comment is posted to this same path, so
      // every comment posted here is listed here.
      if (!isObjectId(videoId))
        return listPage({ videoId, isExternal: true }, request.query, request.userId);
      await videos.findVisible(videoId, request.userId);
      return listPage({ videoId, isExternal: false }, request.query, request.userId);
    },
  );

  app.get(
    '/yt/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary: "This site's top-level comments on a YouTube video, newest (or top) first",
        params: CommentTargetParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: commentPage, 400: ErrorSchema },
      },
    },
    async (request) =>
      listPage(
        { videoId: request.params.videoId, isExternal: true },
        request.query,
        request.userId,
      ),
  );

  app.get(
    '/replies/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: "A comment's replies, oldest first",
        params: CommentParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: commentPage, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 10);
      const { docs, total } = await service.listReplies(
        request.params.commentId,
        request.userId,
        page,
      );
      return envelope(toPage(docs.map(toComment), total, page), 'Replies fetched');
    },
  );

  app.post(
    '/:videoId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Comment on an own video, or (isExternal) on a YouTube video; parentId replies',
        security,
        params: CommentTargetParamsSchema,
        body: CreateCommentRequestSchema,
        response: { 201: Envelope(SiteCommentSchema), ...mutationErrors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { videoId } = request.params;
      const isExternal = request.body.isExternal ?? !isObjectId(videoId);
      const { content, parentId } = request.body;
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
      const row = await service.create({
        videoId,
        isExternal,
        ownerId: userId,
        content,
        parentId: parentId ?? null,
      });
      // The comment replied to may itself be a reply: its author is the one to tell.
      if (parentId) await notifications.commentReplied({ replyId: row.id, parentId });
      else if (!isExternal) await notifications.videoCommented(row.id);
      reply.code(201);
      return envelope(toComment(row), parentId ? 'Reply added' : 'Comment added', 201);
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
        response: { 200: Envelope(SiteCommentSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      const row = await service.edit(commentId, currentUserId(request), request.body.content);
      return envelope(toComment(row), 'Comment updated');
    },
  );

  app.delete(
    '/c/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment and its replies; author only',
        security,
        params: CommentParamsSchema,
        response: { 200: Envelope(CommentIdResultSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      await service.remove(commentId, currentUserId(request));
      return envelope({ commentId }, 'Comment deleted');
    },
  );

  for (const [method, pinned] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/c/:commentId/pin',
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: pinned
          ? "Pin a top-level comment (replaces the video's pin); the video's owner only"
          : 'Unpin a comment; the video owner only',
        security,
        params: CommentParamsSchema,
        response: { 200: Envelope(SiteCommentSchema), ...mutationErrors },
      },
      handler: async (request) => {
        const row = await service.setPinned(
          request.params.commentId,
          currentUserId(request),
          pinned,
        );
        return envelope(toComment(row), pinned ? 'Comment pinned' : 'Comment unpinned');
      },
    });
  }

  done();
};

export default commentRoutes;
