import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toPost, type PostScope } from '../post-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/tweets`: community posts. */
const postRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { posts, users } = app.repos;
  const { posts: service, verifiedEmailGuard, notifications } = app.services;

  const listPage = async (
    scope: PostScope,
    query: { page?: number; limit?: number },
    viewerId: string | null,
  ) => {
    const page = pageRequest(query, 20);
    const { docs, total } = await posts.list(scope, { viewerId, ...page });
    return envelope(toPage(docs.map(toPost), total, page), 'Posts fetched');
  };

  endpoint(app, 'GET /tweets', async (request) =>
    app.listCache.answer(request, () => listPage({ kind: 'all' }, request.query, request.userId)),
  );

  endpoint(app, 'GET /tweets/feed', async (request) => {
    const userId = currentUserId(request);
    return listPage({ kind: 'feed', userId }, request.query, userId);
  });

  endpoint(app, 'GET /tweets/user/:userId', async (request) => {
    if (!(await users.isShown(request.params.userId))) throw notFound(message('User not found.'));
    return listPage(
      { kind: 'owner', ownerId: request.params.userId },
      request.query,
      request.userId,
    );
  });

  endpoint(app, 'GET /tweets/:tweetId', async (request) =>
    envelope(
      toPost(await service.findVisible(request.params.tweetId, request.userId)),
      'Post fetched',
    ),
  );

  endpoint(app, 'GET /tweets/:tweetId/replies', async (request) => {
    const page = pageRequest(request.query, 20);
    const { docs, total } = await service.listReplies(request.params.tweetId, request.userId, page);
    return envelope(toPage(docs.map(toPost), total, page), 'Replies fetched');
  });

  endpoint(app, 'POST /tweets', async (request, reply) => {
    const { content, parentId } = request.body;
    const ownerId = currentUserId(request);
    await verifiedEmailGuard.assertVerified(ownerId, 'post');
    const row = await service.create({ ownerId, content, parentId: parentId ?? null });
    // A held reply tells nobody until it is approved.
    if (row.parent_id && !row.held_at) await notifications.postReplied(row.id);
    reply.code(201);
    const message = row.held_at ? 'Awaiting review' : parentId ? 'Reply posted' : 'Post created';
    return envelope(toPost(row), message, 201);
  });

  endpoint(app, 'PATCH /tweets/:tweetId', async (request) => {
    const { tweetId } = request.params;
    const row = await service.edit(tweetId, currentUserId(request), request.body.content);
    return envelope(toPost(row), 'Post updated');
  });

  endpoint(app, 'DELETE /tweets/:tweetId', async (request) => {
    const { tweetId } = request.params;
    await service.remove(tweetId, currentUserId(request));
    return envelope({ tweetId }, 'Post deleted');
  });

  done();
};

export default postRoutes;
