import {
  CreateTweetRequestSchema,
  Envelope,
  ErrorSchema,
  PageQuerySchema,
  PageSchema,
  TweetIdResultSchema,
  TweetParamsSchema,
  TweetRequestSchema,
  TweetSchema,
  UserParamsSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { notFound } from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { assertOwner } from '../../lib/ownership';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toTweet, type TweetScope } from '../tweet-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];
const PARENT_GONE = 'The post you are replying to does not exist (it may have been deleted).';
const mutationErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const pageResponse = {
  200: Envelope(PageSchema(TweetSchema)),
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
};

/** `/tweets`: community posts. */
const tweetRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { tweets, users } = app.repos;

  const listPage = async (
    scope: TweetScope,
    query: { page?: number; limit?: number },
    viewerId: string | null,
  ) => {
    const page = pageRequest(query, 20);
    const { docs, total } = await tweets.list(scope, { viewerId, ...page });
    return envelope(toPage(docs.map(toTweet), total, page), 'Posts fetched');
  };

  const findPost = async (tweetId: string, viewerId: string | null) => {
    const row = await tweets.findById(tweetId, viewerId);
    if (!row) throw notFound('Post not found.');
    return row;
  };

  /**
   * A post, or with `parentId` a reply. A reply to a reply joins the top-level post (one level);
   * a parent deleted before or during the insert answers 404. This is where a reply is created.
   */
  const createPost = async (ownerId: string, content: string, parentId: string | null) => {
    let topLevelId: string | null = null;
    if (parentId) {
      const parent = await tweets.findById(parentId);
      if (!parent) throw notFound(PARENT_GONE);
      topLevelId = parent.parent_id ?? parent.id;
    }
    const id = newObjectId();
    try {
      await tweets.create({ id, ownerId, content, parentId: topLevelId });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(PARENT_GONE);
      throw error;
    }
    return findPost(id, ownerId);
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['tweets'],
        summary: 'All posts, newest first',
        querystring: PageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) =>
      app.listCache.answer(request, () => listPage({ kind: 'all' }, request.query, request.userId)),
  );

  app.get(
    '/feed',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Posts of the subscribed channels and the own ones, newest first',
        security,
        querystring: PageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      return listPage({ kind: 'feed', userId }, request.query, userId);
    },
  );

  app.get(
    '/user/:userId',
    {
      schema: {
        tags: ['tweets'],
        summary: "A channel's posts, newest first",
        params: UserParamsSchema,
        querystring: PageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      if (!(await users.exists(request.params.userId))) throw notFound('User not found.');
      return listPage(
        { kind: 'owner', ownerId: request.params.userId },
        request.query,
        request.userId,
      );
    },
  );

  app.get(
    '/:tweetId',
    {
      schema: {
        tags: ['tweets'],
        summary: 'One post (or reply) with its counts',
        params: TweetParamsSchema,
        response: { 200: Envelope(TweetSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) =>
      envelope(toTweet(await findPost(request.params.tweetId, request.userId)), 'Post fetched'),
  );

  app.get(
    '/:tweetId/replies',
    {
      schema: {
        tags: ['tweets'],
        summary: "A post's replies, oldest first",
        params: TweetParamsSchema,
        querystring: PageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const { tweetId } = request.params;
      await findPost(tweetId, request.userId);
      const page = pageRequest(request.query, 20);
      const { docs, total } = await tweets.listReplies(tweetId, {
        viewerId: request.userId,
        ...page,
      });
      return envelope(toPage(docs.map(toTweet), total, page), 'Replies fetched');
    },
  );

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Post (1 to 280 characters after trimming); with parentId a reply',
        security,
        body: CreateTweetRequestSchema,
        response: { 201: Envelope(TweetSchema), ...mutationErrors },
      },
    },
    async (request, reply) => {
      const { content, parentId } = request.body;
      const row = await createPost(currentUserId(request), content, parentId ?? null);
      reply.code(201);
      return envelope(toTweet(row), parentId ? 'Reply posted' : 'Post created', 201);
    },
  );

  app.patch(
    '/:tweetId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Edit a post; owner only',
        security,
        params: TweetParamsSchema,
        body: TweetRequestSchema,
        response: { 200: Envelope(TweetSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { tweetId } = request.params;
      assertOwner(await tweets.findById(tweetId), currentUserId(request), 'Post');
      await tweets.update(tweetId, request.body.content);
      return envelope(toTweet(await findPost(tweetId, currentUserId(request))), 'Post updated');
    },
  );

  app.delete(
    '/:tweetId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Delete a post and its replies; owner only',
        security,
        params: TweetParamsSchema,
        response: { 200: Envelope(TweetIdResultSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { tweetId } = request.params;
      assertOwner(await tweets.findById(tweetId), currentUserId(request), 'Post');
      await tweets.delete(tweetId);
      return envelope({ tweetId }, 'Post deleted');
    },
  );

  done();
};

export default tweetRoutes;
