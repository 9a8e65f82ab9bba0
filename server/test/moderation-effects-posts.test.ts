import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { MODERATION_TEST_ENV, setRemoved, setSuspended } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import { postAs, toggleLike } from './helpers/posts';
import type { Page, Post } from '@kinora/contract';

/**
 * Community posts under moderation: a removed post leaves every list and the feeds (404 on its
 * own), a removed reply stays under its post as a placeholder; a suspended account's posts and
 * replies are hidden with the counts until the suspension ends.
 */
let t: TestApp;
let author: TestUser;
let troll: TestUser;
let reader: TestUser;
let post: Post;
let reply: Post;
let trollPost: Post;
let trollReply: Post;

async function get<T>(url: string, user: TestUser | null = null): Promise<T> {
  const res = await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return dataOf<T>(res);
}

const statusOf = async (url: string, user: TestUser | null = null) =>
  (await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) })).statusCode;

const follow = (user: TestUser, channel: TestUser) =>
  t.inject({ method: 'POST', url: `/subscriptions/c/${channel.user._id}`, headers: user.headers });

/** The ids and total of the lists of top-level posts. */
async function lists() {
  const all = await get<Page<Post>>('/tweets');
  const feed = await get<Page<Post>>('/tweets/feed', reader);
  const own = await get<Page<Post>>(`/tweets/user/${author.user._id}`);
  return {
    all: all.docs.map((p) => p._id),
    allTotal: all.totalDocs,
    feed: feed.docs.map((p) => p._id),
    feedTotal: feed.totalDocs,
    own: own.docs.map((p) => p._id),
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: MODERATION_TEST_ENV });
  [author, troll, reader] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  await follow(reader, author);
  await follow(reader, troll);
  post = await postAs(t, author, 'Our meetup is on Friday');
  trollPost = await postAs(t, troll, 'Cheap followers here');
  reply = await postAs(t, reader, 'See you there', post._id);
  trollReply = await postAs(t, troll, 'Followers for sale', post._id);
  expect((await toggleLike(t, reader, post._id)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('a removed post', () => {
  it('leaves the lists and the feeds, with their totals, and answers 404', async () => {
    const before = await lists();
    expect(before).toMatchObject({ allTotal: 2, feedTotal: 2, own: [post._id] });
    await setRemoved(t, 'tweets', post._id, true);
    expect(await lists()).toEqual({
      all: [trollPost._id],
      allTotal: 1,
      feed: [trollPost._id],
      feedTotal: 1,
      own: [],
    });
    expect(await statusOf(`/tweets/${post._id}`)).toBe(404);
    expect(await statusOf(`/tweets/${post._id}/replies`)).toBe(404);
    const kinds = (await notificationsOf(t.app, author)).docs.map((n) => n.kind);
    expect(kinds).not.toContain('post_liked');
  });

  it('takes no edits, likes or replies', async () => {
    const patch = await t.inject({
      method: 'PATCH',
      url: `/tweets/${post._id}`,
      headers: author.headers,
      payload: { content: 'Edited' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await toggleLike(t, troll, post._id)).statusCode).toBe(404);
    const late = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: reader.headers,
      payload: { content: 'Late', parentId: post._id },
    });
    expect(late.statusCode).toBe(404);
  });

  it('stays out of the feed of someone who follows meanwhile, and comes back once restored', async () => {
    const newcomer = await t.registerUser();
    await follow(newcomer, author);
    expect((await get<Page<Post>>('/tweets/feed', newcomer)).totalDocs).toBe(0);
    await setRemoved(t, 'tweets', post._id, false);
    expect((await get<Page<Post>>('/tweets/feed', newcomer)).docs.map((p) => p._id)).toEqual([
      post._id,
    ]);
    expect(await lists()).toMatchObject({ allTotal: 2, feedTotal: 2, own: [post._id] });
    expect((await get<Post>(`/tweets/${post._id}`)).content).toBe('Our meetup is on Friday');
    const kinds = (await notificationsOf(t.app, author)).docs.map((n) => n.kind);
    expect(kinds).toContain('post_liked');
  });
});

describe('a removed reply', () => {
  it('stays under its post as a placeholder and answers 404 on its own', async () => {
    await setRemoved(t, 'tweets', reply._id, true);
    const replies = await get<Page<Post>>(`/tweets/${post._id}/replies`);
    expect(replies.totalDocs).toBe(2);
    expect(replies.docs.map((r) => [r._id, r.content, r.removed ?? false])).toEqual([
      [reply._id, '', true],
      [trollReply._id, 'Followers for sale', false],
    ]);
    expect((await get<Post>(`/tweets/${post._id}`)).replyCount).toBe(2);
    expect(await statusOf(`/tweets/${reply._id}`)).toBe(404);
    await setRemoved(t, 'tweets', reply._id, false);
  });
});

describe('the posts of a suspended account', () => {
  it('are hidden from lists, feeds, replies and counts until the suspension ends', async () => {
    const until = new Date(Date.now() + 4000);
    await setSuspended(t, troll.user._id, until);
    expect(await lists()).toEqual({
      all: [post._id],
      allTotal: 1,
      feed: [post._id],
      feedTotal: 1,
      own: [post._id],
    });
    expect(await statusOf(`/tweets/${trollPost._id}`)).toBe(404);
    expect(await statusOf(`/tweets/user/${troll.user._id}`)).toBe(404);
    // Nor does a refused delete tell that the post is there.
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/tweets/${trollPost._id}`,
      headers: reader.headers,
    });
    expect(deleted.statusCode).toBe(404);
    const replies = await get<Page<Post>>(`/tweets/${post._id}/replies`);
    expect(replies.docs.map((r) => r._id)).toEqual([reply._id]);
    expect(replies.totalDocs).toBe(1);
    expect((await get<Post>(`/tweets/${post._id}`)).replyCount).toBe(1);
    expect((await get<Page<Post>>('/tweets')).docs[0]?.replyCount).toBe(1);
    const feedPost = (await get<Page<Post>>('/tweets/feed', reader)).docs[0];
    expect(feedPost?.replyCount).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, until.getTime() - Date.now() + 50));
    await t.app.listCache.changed();
    expect(await lists()).toMatchObject({ allTotal: 2, feedTotal: 2 });
    expect((await get<Post>(`/tweets/${post._id}`)).replyCount).toBe(2);
    expect((await get<Page<Post>>(`/tweets/user/${troll.user._id}`)).totalDocs).toBe(1);
  });
});
