import { isForeignKeyViolation } from '../../lib/db-errors';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { assertOwner } from '../../lib/ownership';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toTweet, type TweetScope } from '../post-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const PARENT_GONE = 'The post you are replying to does not exist (it may have been deleted).';

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

  endpoint(app, 'GET /tweets', async (request) =>
    app.listCache.answer(request, () => listPage({ kind: 'all' }, request.query, request.userId)),
  );

  endpoint(app, 'GET /tweets/feed', async (request) => {
    const userId = currentUserId(request);
    return listPage({ kind: 'feed', userId }, request.query, userId);
  });

  endpoint(app, 'GET /tweets/user/:userId', async (request) => {
    if (!(await users.exists(request.params.userId))) throw notFound('User not found.');
    return listPage(
      { kind: 'owner', ownerId: request.params.userId },
      request.query,
      request.userId,
    );
  });

  endpoint(app, 'GET /tweets/:tweetId', async (request) =>
    envelope(toTweet(await findPost(request.params.tweetId, request.userId)), 'Post fetched'),
  );

  endpoint(app, 'GET /tweets/:tweetId/replies', async (request) => {
    const { tweetId } = request.params;
    await findPost(tweetId, request.userId);
    const page = pageRequest(request.query, 20);
    const { docs, total } = await tweets.listReplies(tweetId, {
      viewerId: request.userId,
      ...page,
    });
    return envelope(toPage(docs.map(toTweet), total, page), 'Replies fetched');
  });

  endpoint(app, 'POST /tweets', async (request, reply) => {
    const { content, parentId } = request.body;
    const row = await createPost(currentUserId(request), content, parentId ?? null);
    reply.code(201);
    return envelope(toTweet(row), parentId ? 'Reply posted' : 'Post created', 201);
  });

  endpoint(app, 'PATCH /tweets/:tweetId', async (request) => {
    const { tweetId } = request.params;
    assertOwner(await tweets.findById(tweetId), currentUserId(request), 'Post');
    await tweets.update(tweetId, request.body.content);
    return envelope(toTweet(await findPost(tweetId, currentUserId(request))), 'Post updated');
  });

  endpoint(app, 'DELETE /tweets/:tweetId', async (request) => {
    const { tweetId } = request.params;
    assertOwner(await tweets.findById(tweetId), currentUserId(request), 'Post');
    await tweets.delete(tweetId);
    return envelope({ tweetId }, 'Post deleted');
  });

  done();
};

export default tweetRoutes;
