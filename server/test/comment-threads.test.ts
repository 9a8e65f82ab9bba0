import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { LikeStatus, Page, SiteComment } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, alice, bob] = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const comment = async (videoId: string, user: TestUser, content: string, parentId?: string) => {
  const res = await t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: user.headers,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return dataOf<SiteComment>(res);
};
const like = (commentId: string, user: TestUser) =>
  t.inject({ method: 'POST', url: `/likes/toggle/c/${commentId}`, headers: user.headers });
const list = async (url: string, user?: TestUser) =>
  dataOf<Page<SiteComment>>(
    await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) }),
  );

describe('replies', () => {
  it('lists only top-level comments with replyCount; replies page oldest first', async () => {
    const video = await insertVideo(t, owner.user._id);
    const top = await comment(video._id, alice, 'Top level');
    const first = await comment(video._id, bob, 'First reply', top._id);
    expect(first).toMatchObject({ parentId: top._id, replyCount: 0, likesCount: 0 });
    // A reply to a reply joins the thread of the top-level comment.
    const nested = await comment(video._id, alice, 'Reply to a reply', first._id);
    expect(nested.parentId).toBe(top._id);

    const topLevel = await list(`/comments/${video._id}`);
    expect(topLevel.totalDocs).toBe(1);
    expect(topLevel.docs[0]).toMatchObject({ _id: top._id, replyCount: 2, parentId: null });

    const replies = await list(`/comments/replies/${top._id}?page=1`);
    expect(replies.docs.map((r) => r.content)).toEqual(['First reply', 'Reply to a reply']);
    expect(replies.totalDocs).toBe(2);
  });

  it('answers 404 for a reply to a deleted comment, or to one on another video', async () => {
    const video = await insertVideo(t, owner.user._id);
    const other = await insertVideo(t, owner.user._id);
    const top = await comment(video._id, alice, 'Soon gone');
    const elsewhere = await t.inject({
      method: 'POST',
      url: `/comments/${other._id}`,
      headers: bob.headers,
      payload: { content: 'wrong thread', parentId: top._id },
    });
    expect(elsewhere.statusCode).toBe(404);
    await t.inject({ method: 'DELETE', url: `/comments/c/${top._id}`, headers: alice.headers });
    const late = await t.inject({
      method: 'POST',
      url: `/comments/${video._id}`,
      headers: bob.headers,
      payload: { content: 'too late', parentId: top._id },
    });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toMatch(/does not exist/);
    expect(
      (await t.inject({ method: 'GET', url: `/comments/replies/${top._id}` })).statusCode,
    ).toBe(404);
  });

  it('deletes the replies and their likes with their top-level comment', async () => {
    const video = await insertVideo(t, owner.user._id);
    const top = await comment(video._id, alice, 'Thread');
    const reply = await comment(video._id, bob, 'Answer', top._id);
    await like(reply._id, alice);
    await t.inject({ method: 'DELETE', url: `/comments/c/${top._id}`, headers: alice.headers });
    expect(await t.app.db.selectFrom('comments').where('id', '=', reply._id).execute()).toEqual([]);
    const likes = await t.app.db
      .selectFrom('comment_likes')
      .where('comment_id', '=', reply._id)
      .execute();
    expect(likes).toEqual([]);
    expect((await like(reply._id, alice)).statusCode).toBe(404);
  });

  it('gives replies and likes to Kinora comments on YouTube videos', async () => {
    const top = await comment('dQw4w9WgXcQ', alice, 'About the clip');
    const reply = await comment('dQw4w9WgXcQ', bob, 'Agreed', top._id);
    expect(reply.parentId).toBe(top._id);
    expect(dataOf<LikeStatus>(await like(top._id, bob))).toEqual({ isLiked: true, likesCount: 1 });
    const page = await list('/comments/yt/dQw4w9WgXcQ', bob);
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]).toMatchObject({ replyCount: 1, likesCount: 1, isLiked: true });
    expect((await list('/comments/yt/dQw4w9WgXcQ')).docs[0]?.isLiked).toBe(false);
    const replies = await list(`/comments/replies/${top._id}`);
    expect(replies.docs.map((r) => r.content)).toEqual(['Agreed']);
    // A YouTube video has no owner here, so nobody can pin on it.
    const pin = await t.inject({
      method: 'POST',
      url: `/comments/c/${top._id}/pin`,
      headers: alice.headers,
    });
    expect(pin.statusCode).toBe(400);
  });
});

describe('likes on comments', () => {
  it('toggles and reports isLiked for the viewer only; 401 anonymous, 404 unknown', async () => {
    const video = await insertVideo(t, owner.user._id);
    const c = await comment(video._id, alice, 'Likeable');
    expect(dataOf<LikeStatus>(await like(c._id, bob))).toEqual({ isLiked: true, likesCount: 1 });
    expect((await list(`/comments/${video._id}`, bob)).docs[0]).toMatchObject({
      likesCount: 1,
      isLiked: true,
    });
    expect((await list(`/comments/${video._id}`, alice)).docs[0]?.isLiked).toBe(false);
    expect(dataOf<LikeStatus>(await like(c._id, bob))).toEqual({ isLiked: false, likesCount: 0 });
    expect((await t.inject({ method: 'POST', url: `/likes/toggle/c/${c._id}` })).statusCode).toBe(
      401,
    );
    expect((await like('0123456789abcdef01234567', bob)).statusCode).toBe(404);
    expect((await like('not-an-id', bob)).statusCode).toBe(400);
  });

  it('keeps one like per person when likes race', async () => {
    const video = await insertVideo(t, owner.user._id);
    const c = await comment(video._id, alice, 'Popular');
    const fans = [owner, alice, bob];
    const results = await Promise.all(fans.map((fan) => like(c._id, fan)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await list(`/comments/${video._id}`)).docs[0]?.likesCount).toBe(3);

    const solo = await comment(video._id, alice, 'Clicked a lot');
    const burst = await Promise.all(Array.from({ length: 20 }, () => like(solo._id, bob)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.app.db
      .selectFrom('comment_likes')
      .select('user_id')
      .where('comment_id', '=', solo._id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
    const mine = (await list(`/comments/${video._id}`, bob)).docs.find((d) => d._id === solo._id);
    expect(mine?.likesCount).toBe(rows.length);
    expect(mine?.isLiked).toBe(rows.length === 1);
  });

  it('refuses likes on comments of a video hidden from the viewer', async () => {
    const hidden = await insertVideo(t, owner.user._id, { isPublished: false });
    const c = await comment(hidden._id, owner, 'Draft note');
    expect((await like(c._id, bob)).statusCode).toBe(404);
    expect((await like(c._id, owner)).statusCode).toBe(200);
  });
});

describe('sorting', () => {
  it('sorts Top by likes, then replies, then newest; Newest by date; refuses other sorts', async () => {
    const video = await insertVideo(t, owner.user._id);
    const quiet = await comment(video._id, alice, 'quiet');
    const discussed = await comment(video._id, alice, 'discussed');
    await comment(video._id, bob, 'reply', discussed._id);
    const liked = await comment(video._id, alice, 'liked');
    await like(liked._id, bob);
    const newest = await comment(video._id, alice, 'newest');
    const top = await list(`/comments/${video._id}?sort=top`);
    expect(top.docs.map((c) => c.content)).toEqual(['liked', 'discussed', 'newest', 'quiet']);
    const byDate = await list(`/comments/${video._id}?sort=newest`);
    expect(byDate.docs.map((c) => c._id)).toEqual([
      newest._id,
      liked._id,
      discussed._id,
      quiet._id,
    ]);
    const bad = await t.inject({ method: 'GET', url: `/comments/${video._id}?sort=oldest` });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/sort/);
  });
});

describe('editing', () => {
  it('marks a comment edited only when its text changes', async () => {
    const video = await insertVideo(t, owner.user._id);
    const c = await comment(video._id, alice, 'words');
    expect(c.isEdited).toBe(false);
    const edit = (content: string) =>
      t.inject({
        method: 'PATCH',
        url: `/comments/c/${c._id}`,
        headers: alice.headers,
        payload: { content },
      });
    expect(dataOf<SiteComment>(await edit(' words ')).isEdited).toBe(false);
    expect(dataOf<SiteComment>(await edit('better words')).isEdited).toBe(true);
    expect((await list(`/comments/${video._id}`)).docs[0]?.isEdited).toBe(true);
  });
});
