import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { postAs, toggleLike } from './helpers/posts';
import type { LikeStatus, Page, Post } from '@kinora/contract';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, content: string, parentId?: string) =>
  postAs(t, user, content, parentId);
const like = (postId: string, user: TestUser) => toggleLike(t, user, postId);
const get = async <T>(url: string, user?: TestUser) =>
  dataOf<T>(await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) }));

describe('post replies', () => {
  it('attaches replies (and replies to replies) to the post; lists show posts only', async () => {
    const root = await post(alice, 'A question');
    expect(root).toMatchObject({ parentId: null, replyCount: 0, likesCount: 0, isLiked: false });
    const answer = await post(bob, 'An answer', root._id);
    const followUp = await post(alice, 'Thanks', answer._id);
    expect(followUp.parentId).toBe(root._id);

    expect(await get<Post>(`/tweets/${root._id}`)).toMatchObject({ replyCount: 2 });
    const replies = await get<Page<Post>>(`/tweets/${root._id}/replies?page=1&limit=1`);
    expect(replies).toMatchObject({ totalDocs: 2, hasNextPage: true });
    expect(replies.docs.map((r) => r.content)).toEqual(['An answer']);
    const second = await get<Page<Post>>(`/tweets/${root._id}/replies?page=2&limit=1`);
    expect(second.docs.map((r) => r.content)).toEqual(['Thanks']);

    const everyone = await get<Page<Post>>('/tweets?limit=50');
    expect(everyone.docs.map((d) => d._id)).toContain(root._id);
    expect(everyone.docs.map((d) => d._id)).not.toContain(answer._id);
    const bobs = await get<Page<Post>>(`/tweets/user/${bob.user._id}`);
    expect(bobs.totalDocs).toBe(0);
    const feed = await get<Page<Post>>('/tweets/feed', alice);
    expect(feed.docs.every((d) => d.parentId === null)).toBe(true);
  });

  it('answers 404 for an unknown post and for a reply to a deleted one; validates ids and text', async () => {
    const root = await post(carol, 'Short-lived');
    await t.inject({ method: 'DELETE', url: `/tweets/${root._id}`, headers: carol.headers });
    const late = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: bob.headers,
      payload: { content: 'too late', parentId: root._id },
    });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toMatch(/does not exist/);
    expect((await t.inject({ method: 'GET', url: `/tweets/${root._id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/tweets/${root._id}/replies` })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/tweets/not-an-id' })).statusCode).toBe(400);
    const live = await post(carol, 'Still here');
    for (const content of ['   ', 'x'.repeat(281)]) {
      const res = await t.inject({
        method: 'POST',
        url: '/tweets',
        headers: bob.headers,
        payload: { content, parentId: live._id },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors[0]?.field).toBe('content');
    }
    const badParent = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: bob.headers,
      payload: { content: 'hi', parentId: 'nope' },
    });
    expect(badParent.statusCode).toBe(400);
  });

  it('deletes the replies and their likes with the post', async () => {
    const root = await post(alice, 'Thread');
    const reply = await post(bob, 'Reply', root._id);
    await like(reply._id, carol);
    await t.inject({ method: 'DELETE', url: `/tweets/${root._id}`, headers: alice.headers });
    expect(await t.app.db.selectFrom('tweets').where('id', '=', reply._id).execute()).toEqual([]);
    expect(
      await t.app.db.selectFrom('tweet_likes').where('tweet_id', '=', reply._id).execute(),
    ).toEqual([]);
  });
});

describe('post likes', () => {
  it('toggles a like, shows isLiked to the liker only; 401 anonymous, 404 unknown', async () => {
    const root = await post(alice, 'Like me');
    expect(dataOf<LikeStatus>(await like(root._id, bob))).toEqual({ isLiked: true, likesCount: 1 });
    expect(await get<Post>(`/tweets/${root._id}`, bob)).toMatchObject({
      likesCount: 1,
      isLiked: true,
    });
    expect((await get<Post>(`/tweets/${root._id}`)).isLiked).toBe(false);
    const listed = (await get<Page<Post>>(`/tweets/user/${alice.user._id}`, bob)).docs.find(
      (d) => d._id === root._id,
    );
    expect(listed).toMatchObject({ likesCount: 1, isLiked: true });
    expect(dataOf<LikeStatus>(await like(root._id, bob))).toEqual({
      isLiked: false,
      likesCount: 0,
    });
    expect(
      (await t.inject({ method: 'POST', url: `/likes/toggle/t/${root._id}` })).statusCode,
    ).toBe(401);
    expect((await like('0123456789abcdef01234567', bob)).statusCode).toBe(404);
  });

  it('keeps one like per person when likes race', async () => {
    const root = await post(alice, 'Popular');
    const results = await Promise.all([alice, bob, carol].map((u) => like(root._id, u)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await get<Post>(`/tweets/${root._id}`)).likesCount).toBe(3);

    const solo = await post(alice, 'Clicked a lot');
    const burst = await Promise.all(Array.from({ length: 20 }, () => like(solo._id, bob)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.app.db
      .selectFrom('tweet_likes')
      .select('user_id')
      .where('tweet_id', '=', solo._id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(await get<Post>(`/tweets/${solo._id}`, bob)).toMatchObject({
      likesCount: rows.length,
      isLiked: rows.length === 1,
    });
  });
});
