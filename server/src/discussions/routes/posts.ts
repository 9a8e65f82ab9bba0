import { isForeignKeyViolation } from '../../lib/db-errors';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { assertOwner } from '../../lib/ownership';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toPost, type PostScope } from '../post-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const PARENT_GONE = 'The post you are replying to does not exist (it may have been deleted).';

/** `/tweets`: community posts. */
const postRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { posts, users } = app.repos;

  const listPage = async (
    scope: PostScope,
    query: { page?: number; limit?: number },
    viewerId: string | null,
  ) => {
    const page = pageRequest(query, 20);
    const { docs, total } = await posts.list(scope, { viewerId, ...page });
    return envelope(toPage(docs.map(toPost), total, page), 'Posts fetched');
  };

  /**
   * A post as everyone may see it on its own. A removed one answers 404 (a removed reply is only
   * a placeholder in its post's replies) and so takes no edits, likes or replies either.
   */
  const findPost = async (postId: string, viewerId: string | null) => {
    const row = await posts.findById(postId, viewerId);
    if (!row || row.removed_at) throw notFound('Post not found.');
    return row;
  };

  /**
   * A post, or with `parentId` a reply. A reply to a reply joins the top-level post (one level);
   * a parent deleted before or during the insert answers 404. This is where a reply is created.
   */
  const createPost = async (ownerId: string, content: string, parentId: string | null) => {
    let topLevelId: string | null = null;
    if (parentId) {
      const parent = await posts.findById(parentId);
      if (!parent || parent.removed_at) throw notFound(PARENT_GONE);
      topLevelId = parent.parent_id ?? parent.id;
    }
    const id = newObjectId();
    try {
      await posts.create({ id, ownerId, content, parentId: topLevelId });
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
    if (!(await users.isShown(request.params.userId))) throw notFound('User not found.');
    return listPage(
      { kind: 'owner', ownerId: request.params.userId },
      request.query,
      request.userId,
    );
  });

  endpoint(app, 'GET /tweets/:tweetId', async (request) =>
    envelope(toPost(await findPost(request.params.tweetId, request.userId)), 'Post fetched'),
  );

  endpoint(app, 'GET /tweets/:tweetId/replies', async (request) => {
    const { tweetId: postId } = request.params;
    await findPost(postId, request.userId);
    const page = pageRequest(request.query, 20);
    const { docs, total } = await posts.listReplies(postId, {
      viewerId: request.userId,
      ...page,
    });
    return envelope(toPage(docs.map(toPost), total, page), 'Replies fetched');
  });

  endpoint(app, 'POST /tweets', async (request, reply) => {
    const { content, parentId } = request.body;
    const row = await createPost(currentUserId(request), content, parentId ?? null);
    reply.code(201);
    return envelope(toPost(row), parentId ? 'Reply posted' : 'Post created', 201);
  });

  endpoint(app, 'PATCH /tweets/:tweetId', async (request) => {
    const { tweetId: postId } = request.params;
    const row = assertOwner(await posts.findById(postId), currentUserId(request), 'Post');
    if (row.removed_at) throw notFound('Post not found.');
    await posts.update(postId, request.body.content);
    return envelope(toPost(await findPost(postId, currentUserId(request))), 'Post updated');
  });

  endpoint(app, 'DELETE /tweets/:tweetId', async (request) => {
    const { tweetId: postId } = request.params;
    assertOwner(await posts.findById(postId), currentUserId(request), 'Post');
    await posts.delete(postId);
    return envelope({ tweetId: postId }, 'Post deleted');
  });

  done();
};

export default postRoutes;
