import {
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
import { notFound } from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { assertOwner } from '../../lib/ownership';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import {
  createTweetRepository,
  toTweet,
  type TweetScope,
} from '../../repositories/tweet-repository';
import { createUserRepository } from '../../repositories/user-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];
const mutationErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const pageResponse = {
  200: Envelope(PageSchema(TweetSchema)),
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
};

/** `/tweets`: community posts. */
const tweetRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const tweets = createTweetRepository(app.db);
  const users = createUserRepository(app.db);

  const listPage = async (scope: TweetScope, query: { page?: number; limit?: number }) => {
    const page = pageRequest(query, 20);
    const { docs, total } = await tweets.list(scope, page.limit, page.offset);
    return envelope(toPage(docs.map(toTweet), total, page), 'Posts fetched');
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
    async (request) => listPage({ kind: 'all' }, request.query),
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
    async (request) => listPage({ kind: 'feed', userId: currentUserId(request) }, request.query),
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
      return listPage({ kind: 'owner', ownerId: request.params.userId }, request.query);
    },
  );

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Post (1 to 280 characters after trimming)',
        security,
        body: TweetRequestSchema,
        response: { 201: Envelope(TweetSchema), ...mutationErrors },
      },
    },
    async (request, reply) => {
      const id = newObjectId();
      await tweets.create({ id, ownerId: currentUserId(request), content: request.body.content });
      const row = await tweets.findById(id);
      if (!row) throw notFound('Post not found.');
      reply.code(201);
      return envelope(toTweet(row), 'Post created', 201);
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
      const row = await tweets.findById(tweetId);
      if (!row) throw notFound('Post not found.');
      return envelope(toTweet(row), 'Post updated');
    },
  );

  app.delete(
    '/:tweetId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tweets'],
        summary: 'Delete a post; owner only',
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
