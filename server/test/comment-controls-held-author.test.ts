import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { registerAdmin, registerModerator } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import { postAs } from './helpers/posts';
import {
  commentOn,
  commentsOf,
  heldList,
  repliesOf,
  review,
  setChannelControls,
  setSiteWords,
} from './helpers/comment-controls';
import type { CommentPolicy, Page, Post, SiteComment, Video } from '@kinora/contract';

/**
 * A held comment or post as its author meets it: in every list they read, their own feed
 * included, marked held, and in the counts beside those lists, while nobody else lists or counts
 * it. An edit that takes out the blocked words that held it publishes it, as an approval would;
 * what the video's policy holds stays held.
 */
let t: TestApp;
let moderator: TestUser;
let creator: TestUser;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [creator, author, other] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  await setSiteWords(t, admin, ['sitebanned']);
  await setChannelControls(t, creator, { commentPolicy: 'on', blockedWords: ['spam'] });
  const followed = await t.inject({
    method: 'POST',
    url: `/subscriptions/c/${author.user._id}`,
    headers: other.headers,
  });
  expect(followed.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string, viewer: TestUser | null): Promise<T> => {
  const res = await t.inject({
    method: 'GET',
    url,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<T>(res);
};
const heldOf = <T extends { _id: string; held?: boolean }>(page: Page<T>, id: string) =>
  page.docs.find((item) => item._id === id)?.held;
const ids = (page: Page<{ _id: string }>) => page.docs.map((item) => item._id);
/** Everyone but the author: a visitor, a follower of theirs, the creator. */
const othersThanAuthor = () => [null, other, creator] as const;

const setVideoPolicy = async (videoId: string, policy: CommentPolicy) => {
  const res = await t.inject({
    method: 'PATCH',
    url: `/videos/${videoId}`,
    headers: creator.headers,
    payload: { commentPolicy: policy },
  });
  expect(dataOf<Video>(res).commentPolicy).toBe(policy);
};
const newVideo = async (policy: CommentPolicy = 'on') => {
  const { _id } = await insertVideo(t, creator.user._id);
  await setVideoPolicy(_id, policy);
  return _id;
};
const commentReplies = (commentId: string, viewer: TestUser | null) =>
  get<Page<SiteComment>>(`/comments/replies/${commentId}?limit=50`, viewer);
const editAs = async <T>(who: TestUser, url: string, content: string): Promise<T> => {
  const res = await t.inject({ method: 'PATCH', url, headers: who.headers, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<T>(res);
};
const editComment = (id: string, content: string) =>
  editAs<SiteComment>(author, `/comments/c/${id}`, content);
const editPost = (id: string, content: string) => editAs<Post>(author, `/tweets/${id}`, content);
const heldItem = async (reviewer: TestUser, id: string) => {
  const list = reviewer === creator ? 'dashboard' : 'moderation';
  return (await heldList(t, reviewer, list, '?limit=50')).docs.find((item) => item._id === id);
};
const toldOf = async (user: TestUser, kind: string, commentId: string) => {
  await t.app.services.notifications.settled();
  return (await notificationsOf(t.app, user)).docs.some(
    (n) => n.kind === kind && n.comment?._id === commentId,
  );
};
/** Whose feeds keep the post (migration 122: its owner's alone while it waits). */
const feedsWith = async (postId: string) =>
  (
    await sql<{ user_id: string }>`SELECT user_id FROM feed_entries
      WHERE tweet_id = ${postId} ORDER BY user_id`.execute(t.app.db)
  ).rows.map((row) => row.user_id);
/** Feeds whose kept count differs from their rows (there should be none). */
const miscounted = async () =>
  (
    await sql<{ user_id: string }>`SELECT c.user_id FROM feed_counts c
      WHERE c.entries <> (SELECT count(*) FROM feed_entries e WHERE e.user_id = c.user_id)`.execute(
      t.app.db,
    )
  ).rows;

describe('the counts beside the lists', () => {
  it('of a video’s comments and a thread’s replies count the author’s held ones for them alone', async () => {
    const videoId = await newVideo();
    const published = await commentOn(t, other, videoId, 'first');
    const held = await commentOn(t, author, videoId, 'spam here');
    const heldReply = await commentOn(t, author, videoId, 'spam there', published._id);
    const underHeld = await commentOn(t, author, videoId, 'and more', held._id);
    expect([held.held, heldReply.held, underHeld.held]).toEqual([true, true, undefined]);

    const own = await commentsOf(t, videoId, author);
    expect(ids(own)).toEqual([held._id, published._id]);
    expect(own.totalDocs).toBe(2);
    expect(heldOf(own, held._id)).toBe(true);
    expect(own.docs.map((c) => c.replyCount)).toEqual([1, 1]);
    const ownReplies = await commentReplies(published._id, author);
    expect([ids(ownReplies), ownReplies.totalDocs]).toEqual([[heldReply._id], 1]);

    for (const viewer of othersThanAuthor()) {
      const page = await commentsOf(t, videoId, viewer);
      expect([ids(page), page.totalDocs]).toEqual([[published._id], 1]);
      expect(page.docs[0]?.replyCount).toBe(0);
      const replies = await commentReplies(published._id, viewer);
      expect([replies.docs, replies.totalDocs]).toEqual([[], 0]);
    }
  });

  it('of a post’s replies add the author’s held ones to the kept count for them alone', async () => {
    const post = await postAs(t, creator, 'what do you think?');
    const held = await postAs(t, author, 'spam, I think', post._id);
    await postAs(t, other, 'nice', post._id);
    expect(held.held).toBe(true);

    expect((await get<Post>(`/tweets/${post._id}`, author)).replyCount).toBe(2);
    const ownReplies = await repliesOf(t, post._id, author);
    expect([ownReplies.docs.length, ownReplies.totalDocs]).toEqual([2, 2]);
    expect(heldOf(ownReplies, held._id)).toBe(true);
    const listed = await get<Page<Post>>('/tweets?limit=50', author);
    expect(listed.docs.find((p) => p._id === post._id)?.replyCount).toBe(2);

    for (const viewer of othersThanAuthor()) {
      expect((await get<Post>(`/tweets/${post._id}`, viewer)).replyCount).toBe(1);
      const replies = await repliesOf(t, post._id, viewer);
      expect([replies.docs.length, replies.totalDocs]).toEqual([1, 1]);
      expect(ids(replies)).not.toContain(held._id);
    }
  });
});

describe('a held post', () => {
  it('is in every list of posts its author reads, their feed too, marked and counted, and in nobody else’s', async () => {
    const held = await postAs(t, author, 'sitebanned news');
    expect(held.held).toBe(true);
    const lists = ['/tweets?limit=50', `/tweets/user/${author.user._id}?limit=50`];
    for (const url of lists) {
      const own = await get<Page<Post>>(url, author);
      const others = await get<Page<Post>>(url, other);
      expect(heldOf(own, held._id)).toBe(true);
      expect(ids(others)).not.toContain(held._id);
      expect(own.totalDocs).toBe(others.totalDocs + 1);
      expect((await get<Page<Post>>(url, null)).totalDocs).toBe(others.totalDocs);
    }
    const ownFeed = await get<Page<Post>>('/tweets/feed?limit=50', author);
    expect(heldOf(ownFeed, held._id)).toBe(true);
    expect(ownFeed.totalDocs).toBe(ownFeed.docs.length);
    const followersFeed = await get<Page<Post>>('/tweets/feed?limit=50', other);
    expect(ids(followersFeed)).not.toContain(held._id);
    expect(followersFeed.totalDocs).toBe(followersFeed.docs.length);
    // Following the author now brings in what is published, not what waits.
    const newcomer = await t.registerUser();
    const follow = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${author.user._id}`,
      headers: newcomer.headers,
    });
    expect(follow.statusCode).toBe(200);
    expect(ids(await get<Page<Post>>('/tweets/feed', newcomer))).not.toContain(held._id);
    expect(await miscounted()).toEqual([]);

    expect((await review(t, moderator, 'post', held._id, 'approve')).statusCode).toBe(200);
    expect(await feedsWith(held._id)).toEqual(
      [author.user._id, other.user._id, newcomer.user._id].sort(),
    );
    const published = await get<Page<Post>>('/tweets/feed?limit=50', author);
    expect(heldOf(published, held._id)).toBeUndefined();
    expect(ids(await get<Page<Post>>('/tweets/feed?limit=50', other))).toContain(held._id);
    expect(await miscounted()).toEqual([]);
  });

  it('leaves its author’s feed when a moderator removes it, and comes back there alone', async () => {
    const held = await postAs(t, author, 'sitebanned once');
    const setRemoved = (removed: boolean) =>
      sql`UPDATE tweets SET removed_at = ${removed ? sql`now()` : null}
        WHERE id = ${held._id}`.execute(t.app.db);
    expect(await feedsWith(held._id)).toEqual([author.user._id]);
    await setRemoved(true);
    expect(await feedsWith(held._id)).toEqual([]);
    await setRemoved(false);
    expect(await feedsWith(held._id)).toEqual([author.user._id]);
    expect(await miscounted()).toEqual([]);
  });
});

describe('an edit of a held item', () => {
  it('publishes a comment once the channel’s word is out, and tells the video’s owner', async () => {
    const videoId = await newVideo();
    const held = await commentOn(t, author, videoId, 'spam and eggs');
    expect(await toldOf(creator, 'video_comment', held._id)).toBe(false);
    // Another blocked word of either list keeps it waiting.
    const stillHeld = await editComment(held._id, 'sitebanned and eggs');
    expect(stillHeld.held).toBe(true);
    expect(await heldItem(moderator, held._id)).toMatchObject({ cause: 'site_word' });
    expect(ids(await commentsOf(t, videoId, other))).toEqual([]);

    const published = await editComment(held._id, 'just eggs');
    expect(published.held).toBeUndefined();
    expect(await heldItem(moderator, held._id)).toBeUndefined();
    expect(await heldItem(creator, held._id)).toBeUndefined();
    for (const viewer of othersThanAuthor()) {
      const page = await commentsOf(t, videoId, viewer);
      expect([ids(page), page.totalDocs]).toEqual([[held._id], 1]);
    }
    expect(await toldOf(creator, 'video_comment', held._id)).toBe(true);
  });

  it('publishes a reply once the site’s word is out, and tells the thread’s author', async () => {
    const videoId = await newVideo();
    const parent = await commentOn(t, other, videoId, 'a question');
    const held = await commentOn(t, author, videoId, 'sitebanned answer', parent._id);
    expect(held.held).toBe(true);
    expect((await editComment(held._id, 'a spam answer')).held).toBe(true);
    expect(await heldItem(creator, held._id)).toMatchObject({ cause: 'channel_word' });
    expect(await toldOf(other, 'comment_reply', held._id)).toBe(false);

    expect((await editComment(held._id, 'an answer')).held).toBeUndefined();
    const replies = await commentReplies(parent._id, creator);
    expect([ids(replies), replies.totalDocs]).toEqual([[held._id], 1]);
    expect((await commentsOf(t, videoId, null)).docs[0]?.replyCount).toBe(1);
    expect(await toldOf(other, 'comment_reply', held._id)).toBe(true);
  });

  it('keeps waiting what the video’s policy holds, whatever words come and go', async () => {
    const videoId = await newVideo('held');
    const byPolicy = await commentOn(t, author, videoId, 'hello');
    expect((await editComment(byPolicy._id, 'hello again')).held).toBe(true);
    expect(await heldItem(creator, byPolicy._id)).toMatchObject({ cause: 'policy' });
    expect((await editComment(byPolicy._id, 'hello sitebanned')).held).toBe(true);
    expect(await heldItem(moderator, byPolicy._id)).toMatchObject({ cause: 'site_word' });
    expect((await editComment(byPolicy._id, 'hello at last')).held).toBe(true);
    expect(await heldItem(creator, byPolicy._id)).toMatchObject({ cause: 'policy' });

    // Held by a word where the policy holds every new comment: the policy has it next.
    const byWord = await commentOn(t, author, videoId, 'sitebanned hi');
    expect((await editComment(byWord._id, 'hi')).held).toBe(true);
    expect(await heldItem(creator, byWord._id)).toMatchObject({ cause: 'policy' });
    expect((await commentsOf(t, videoId, other)).totalDocs).toBe(0);
    expect(await toldOf(creator, 'video_comment', byWord._id)).toBe(false);

    // The policy since turned to 'on' takes nothing new, but what it held waits for its review.
    await setVideoPolicy(videoId, 'on');
    expect((await editComment(byPolicy._id, 'hello, still')).held).toBe(true);
    expect(await heldItem(creator, byPolicy._id)).toMatchObject({ cause: 'policy' });
  });

  it('publishes a post into the followers’ feeds, and a reply into the kept count', async () => {
    const held = await postAs(t, author, 'sitebanned thoughts');
    const edited = await editPost(held._id, 'calm thoughts');
    expect(edited.held).toBeUndefined();
    expect(ids(await get<Page<Post>>('/tweets/feed?limit=50', other))).toContain(held._id);
    expect(ids(await get<Page<Post>>('/tweets?limit=50', null))).toContain(held._id);
    expect(await heldItem(moderator, held._id)).toBeUndefined();
    expect(await miscounted()).toEqual([]);

    const post = await postAs(t, creator, 'ask me anything');
    const reply = await postAs(t, author, 'spam question', post._id);
    expect((await editPost(reply._id, 'sitebanned question')).held).toBe(true);
    expect((await get<Post>(`/tweets/${post._id}`, other)).replyCount).toBe(0);
    expect((await editPost(reply._id, 'a question')).held).toBeUndefined();
    expect((await get<Post>(`/tweets/${post._id}`, other)).replyCount).toBe(1);
    expect((await get<Post>(`/tweets/${post._id}`, author)).replyCount).toBe(1);
    expect(ids(await repliesOf(t, post._id, other))).toEqual([reply._id]);
  });
});
