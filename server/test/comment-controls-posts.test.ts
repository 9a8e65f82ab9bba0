import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { registerAdmin, registerModerator, sendReport } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import { postAs, toggleLike } from './helpers/posts';
import {
  heldList,
  repliesOf,
  review,
  setChannelControls,
  setSiteWords,
} from './helpers/comment-controls';
import type { Page, Post } from '@kinora/contract';

/**
 * Community posts held for review: by the site's words, and a reply to someone else's post by
 * that owner's words. A held post is its author's alone: no feed, list, count or notification
 * of anyone else has it until it is approved, and an edit is held again by the same words. The
 * kept counts and feeds (migrations 111, 112, 117 and 122) follow every step.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let author: TestUser;
let creator: TestUser;
let follower: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [author, creator, follower] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  await setSiteWords(t, admin, ['sitebanned']);
  await setChannelControls(t, creator, { commentPolicy: 'held', blockedWords: ['rude'] });
  const followed = await t.inject({
    method: 'POST',
    url: `/subscriptions/c/${author.user._id}`,
    headers: follower.headers,
  });
  expect(followed.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string, viewer: TestUser | null) => {
  const res = await t.inject({
    method: 'GET',
    url,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  return { status: res.statusCode, data: res.statusCode === 200 ? dataOf<T>(res) : null };
};
const ids = (page: Page<{ _id: string }> | null) => page?.docs.map((p) => p._id) ?? [];
const feedOf = async (user: TestUser) =>
  (await get<Page<Post>>('/tweets/feed?limit=50', user)).data;
const channelOf = async (viewer: TestUser | null) =>
  (await get<Page<Post>>(`/tweets/user/${author.user._id}?limit=50`, viewer)).data;
const everyone = async () => (await get<Page<Post>>('/tweets?limit=50', null)).data;
const replyCountOf = async (postId: string) =>
  (await get<Post>(`/tweets/${postId}`, null)).data?.replyCount;
const edit = (who: TestUser, postId: string, content: string) =>
  t.inject({
    method: 'PATCH',
    url: `/tweets/${postId}`,
    headers: who.headers,
    payload: { content },
  });

/** Feeds whose kept count differs from their rows (there should be none). */
const miscounted = async () => {
  const { rows } = await sql<{ user_id: string }>`
    SELECT c.user_id FROM feed_counts c
    WHERE c.entries <> (SELECT count(*) FROM feed_entries e WHERE e.user_id = c.user_id)
  `.execute(t.app.db);
  return rows;
};

describe('a post held by the site’s words', () => {
  it('is its author’s alone until a moderator approves it, then reaches the feeds', async () => {
    const held = await postAs(t, author, 'SITEBANNED news');
    expect(held.held).toBe(true);
    expect(ids(await feedOf(follower))).not.toContain(held._id);
    expect((await feedOf(author))?.docs.find((p) => p._id === held._id)?.held).toBe(true);
    expect(ids(await everyone())).not.toContain(held._id);
    const others = await channelOf(follower);
    expect(ids(others)).not.toContain(held._id);
    const own = await channelOf(author);
    expect(own?.docs.find((p) => p._id === held._id)?.held).toBe(true);
    expect(own?.totalDocs).toBe((others?.totalDocs ?? 0) + 1);
    expect((await get(`/tweets/${held._id}`, follower)).status).toBe(404);
    expect((await get<Post>(`/tweets/${held._id}`, author)).data?.held).toBe(true);
    expect((await toggleLike(t, follower, held._id)).statusCode).toBe(404);
    const reply = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: follower.headers,
      payload: { content: 'answer', parentId: held._id },
    });
    expect(reply.statusCode).toBe(404);
    const report = await sendReport(t, follower, {
      itemKind: 'post',
      itemId: held._id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
    expect((await heldList(t, moderator, 'moderation', '?kind=post')).docs).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        _id: held._id,
        cause: 'site_word',
        matchedWord: 'sitebanned',
        videoId: null,
        videoTitle: null,
        parentId: null,
      }),
    );
    expect(await miscounted()).toEqual([]);

    expect((await review(t, moderator, 'post', held._id, 'approve')).statusCode).toBe(200);
    expect(ids(await feedOf(follower))).toContain(held._id);
    expect(ids(await everyone())).toContain(held._id);
    expect((await get<Post>(`/tweets/${held._id}`, follower)).data?.held).toBeUndefined();
    expect(await miscounted()).toEqual([]);
  });

  it('an edit holds a published post again: out of the feeds, its like notification hidden', async () => {
    const published = await postAs(t, author, 'all fine');
    expect((await toggleLike(t, follower, published._id)).statusCode).toBe(200);
    await t.app.services.notifications.settled();
    const liked = async () =>
      (await notificationsOf(t.app, author)).docs.some(
        (n) => n.kind === 'post_liked' && n.post?._id === published._id,
      );
    expect(await liked()).toBe(true);

    const edited = await edit(author, published._id, 'now sitebanned');
    expect(dataOf<Post>(edited).held).toBe(true);
    expect(ids(await feedOf(follower))).not.toContain(published._id);
    expect(await liked()).toBe(false);
    expect(await miscounted()).toEqual([]);

    expect((await review(t, admin, 'post', published._id, 'approve')).statusCode).toBe(200);
    expect(ids(await feedOf(follower))).toContain(published._id);
    expect(await liked()).toBe(true);
    expect(await miscounted()).toEqual([]);
  });
});

describe('a reply held by the post owner’s words', () => {
  it('waits for the owner, uncounted, and is counted once approved', async () => {
    const post = await postAs(t, creator, 'my news');
    const held = await postAs(t, author, 'how rude!', post._id);
    expect(held.held).toBe(true);
    const fine = await postAs(t, author, 'how rudeness', post._id);
    expect(fine.held).toBeUndefined();
    // The owner's own words in a reply to their own post hold nothing.
    expect((await postAs(t, creator, 'rude, I know', post._id)).held).toBeUndefined();
    expect(await replyCountOf(post._id)).toBe(2);
    expect(ids(await repliesOf(t, post._id, follower))).not.toContain(held._id);
    expect((await repliesOf(t, post._id, author)).docs.find((p) => p._id === held._id)?.held).toBe(
      true,
    );

    const waiting = await heldList(t, creator, 'dashboard', '?kind=post');
    expect(waiting.docs).toEqual([
      expect.objectContaining({
        _id: held._id,
        cause: 'channel_word',
        matchedWord: 'rude',
        parentId: post._id,
      }),
    ]);
    expect(waiting.docs[0]?.author._id).toBe(author.user._id);
    // A reply to a reply waits with its thread's owner too.
    const deeper = await postAs(t, follower, 'rude again', fine._id);
    expect(deeper.held).toBe(true);
    expect(ids(await heldList(t, creator, 'dashboard', '?kind=post'))).toContain(deeper._id);

    expect((await review(t, creator, 'post', held._id, 'approve')).statusCode).toBe(200);
    expect(await replyCountOf(post._id)).toBe(3);
    expect(ids(await repliesOf(t, post._id, follower))).toContain(held._id);

    // Edited with the words again: uncounted until approved once more; then removed for good.
    expect(dataOf<Post>(await edit(author, held._id, 'rude after all')).held).toBe(true);
    expect(await replyCountOf(post._id)).toBe(2);
    expect((await review(t, creator, 'post', held._id, 'remove')).statusCode).toBe(200);
    expect((await get(`/tweets/${held._id}`, author)).status).toBe(404);
    expect((await review(t, creator, 'post', deeper._id, 'remove')).statusCode).toBe(200);
    expect(await replyCountOf(post._id)).toBe(2);
  });

  it('the site’s words come first, for the moderators', async () => {
    const post = await postAs(t, creator, 'more news');
    const held = await postAs(t, author, 'rude and sitebanned', post._id);
    const item = (await heldList(t, moderator, 'moderation', '?kind=post&limit=50')).docs.find(
      (h) => h._id === held._id,
    );
    expect(item).toMatchObject({ cause: 'site_word', matchedWord: 'sitebanned' });
    expect(ids(await heldList(t, creator, 'dashboard', '?kind=post'))).not.toContain(held._id);
  });
});
