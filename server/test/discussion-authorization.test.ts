import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, Post, SiteComment } from '@kinora/contract';
import type { InjectOptions } from 'fastify';

/**
 * A second user attempts every mutation that replies, likes and pins brought, on the first user's
 * things: each is refused (403 for a thing they can see but do not own, 404 for one gone or
 * hidden), with a message, and afterwards everything reads exactly as before.
 */
let t: TestApp;
let victim: TestUser;
let attacker: TestUser;
let videoId: string;
let commentId: string;
let replyId: string;
let deletedCommentId: string;
let postId: string;
let postReplyId: string;
let deletedPostId: string;

beforeAll(async () => {
  t = await createTestApp();
  [victim, attacker] = await Promise.all([t.registerUser(), t.registerUser()]);
  videoId = (await insertVideo(t, victim.user._id))._id;
  const post = async <T>(url: string, payload: object) =>
    dataOf<T>(await t.inject({ method: 'POST', url, headers: victim.headers, payload }));
  commentId = (await post<SiteComment>(`/comments/${videoId}`, { content: 'mine' }))._id;
  replyId = (
    await post<SiteComment>(`/comments/${videoId}`, { content: 'my reply', parentId: commentId })
  )._id;
  deletedCommentId = (await post<SiteComment>(`/comments/${videoId}`, { content: 'gone' }))._id;
  await t.inject({
    method: 'DELETE',
    url: `/comments/c/${deletedCommentId}`,
    headers: victim.headers,
  });
  postId = (await post<Post>('/tweets', { content: 'my post' }))._id;
  postReplyId = (await post<Post>('/tweets', { content: 'my answer', parentId: postId }))._id;
  deletedPostId = (await post<Post>('/tweets', { content: 'gone post' }))._id;
  await t.inject({ method: 'DELETE', url: `/tweets/${deletedPostId}`, headers: victim.headers });
});
afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const get = async <T>(url: string) =>
    dataOf<T>(await t.inject({ method: 'GET', url, headers: victim.headers }));
  return {
    comments: await get<Page<SiteComment>>(`/comments/${videoId}`),
    replies: await get<Page<SiteComment>>(`/comments/replies/${commentId}`),
    post: await get<Post>(`/tweets/${postId}`),
    postReplies: await get<Page<Post>>(`/tweets/${postId}/replies`),
  };
}

describe('discussion authorization matrix', () => {
  it('refuses every new mutation of another user’s things and changes nothing', async () => {
    const before = await snapshot();
    const attempts: [InjectOptions & { url: string }, number][] = [
      [{ method: 'POST', url: `/comments/c/${commentId}/pin` }, 403],
      [{ method: 'DELETE', url: `/comments/c/${commentId}/pin` }, 403],
      [{ method: 'PATCH', url: `/comments/c/${replyId}`, payload: { content: 'x' } }, 403],
      [{ method: 'DELETE', url: `/comments/c/${replyId}` }, 403],
      [
        {
          method: 'POST',
          url: `/comments/${videoId}`,
          payload: { content: 'x', parentId: deletedCommentId },
        },
        404,
      ],
      [{ method: 'POST', url: `/likes/toggle/c/${deletedCommentId}` }, 404],
      [{ method: 'PATCH', url: `/tweets/${postReplyId}`, payload: { content: 'x' } }, 403],
      [{ method: 'DELETE', url: `/tweets/${postReplyId}` }, 403],
      [{ method: 'POST', url: '/tweets', payload: { content: 'x', parentId: deletedPostId } }, 404],
      [{ method: 'POST', url: `/likes/toggle/t/${deletedPostId}` }, 404],
    ];
    for (const [request, status] of attempts) {
      const res = await t.inject({ ...request, headers: attacker.headers });
      expect({ url: request.url, method: request.method, status: res.statusCode }).toEqual({
        url: request.url,
        method: request.method,
        status,
      });
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message.trim()).not.toBe('');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the same mutations to anonymous visitors with 401', async () => {
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: `/comments/c/${commentId}/pin` },
      { method: 'POST', url: `/likes/toggle/c/${commentId}` },
      { method: 'POST', url: `/likes/toggle/t/${postId}` },
      {
        method: 'POST',
        url: `/comments/${videoId}`,
        payload: { content: 'x', parentId: commentId },
      },
      { method: 'POST', url: '/tweets', payload: { content: 'x', parentId: postId } },
    ];
    for (const request of attempts) expect((await t.inject(request)).statusCode).toBe(401);
  });

  it('lets the video owner pin a comment someone else wrote', async () => {
    const theirs = dataOf<SiteComment>(
      await t.inject({
        method: 'POST',
        url: `/comments/${videoId}`,
        headers: attacker.headers,
        payload: { content: 'a fan writes' },
      }),
    );
    const res = await t.inject({
      method: 'POST',
      url: `/comments/c/${theirs._id}/pin`,
      headers: victim.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<SiteComment>(res).isPinned).toBe(true);
  });
});
