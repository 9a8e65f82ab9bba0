import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { MODERATION_TEST_ENV, setRemoved, setSuspended } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import type { Page, SiteComment, Video } from '@kinora/contract';

/**
 * Removed comments stay in their thread as placeholders (no words, no likes, pins, edits or
 * replies); a suspended account's comments are hidden, with the counts and the notifications
 * about them, until the suspension ends.
 */
let t: TestApp;
let creator: TestUser;
let viewer: TestUser;
let troll: TestUser;
let video: Video;
let comment: SiteComment;
let reply: SiteComment;
let trollComment: SiteComment;
let trollReply: SiteComment;

async function post(user: TestUser, content: string, parentId?: string): Promise<SiteComment> {
  const res = await t.inject({
    method: 'POST',
    url: `/comments/${video._id}`,
    headers: user.headers,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return dataOf<SiteComment>(res);
}

async function thread(): Promise<Page<SiteComment>> {
  const res = await t.inject({ method: 'GET', url: `/comments/${video._id}` });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<SiteComment>>(res);
}

async function repliesOf(commentId: string): Promise<Page<SiteComment>> {
  const res = await t.inject({ method: 'GET', url: `/comments/replies/${commentId}` });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<SiteComment>>(res);
}

const statusOf = async (
  user: TestUser,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) =>
  (await t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) }))
    .statusCode;

/** What the notifications of `user` are about: kind and comment id. */
async function notified(user: TestUser): Promise<string[]> {
  const page = await notificationsOf(t.app, user);
  return page.docs.map((n) => `${n.kind}:${n.comment?._id ?? n.actor?.username ?? ''}`);
}

beforeAll(async () => {
  t = await createTestApp({ env: MODERATION_TEST_ENV });
  [creator, viewer, troll] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  video = await insertVideo(t, creator.user._id);
  comment = await post(viewer, 'A fine video');
  trollComment = await post(troll, 'Buy my stuff');
  reply = await post(viewer, 'Agreed, myself', comment._id);
  trollReply = await post(troll, 'Buy it here', comment._id);
  await t.inject({
    method: 'POST',
    url: `/comments/c/${comment._id}/pin`,
    headers: creator.headers,
  });
});
afterAll(async () => {
  await t.close();
});

describe('a removed comment', () => {
  it('stays in its thread as a placeholder, unpinned, its replies still there', async () => {
    await setRemoved(t, 'comments', comment._id, true);
    const page = await thread();
    expect(page.totalDocs).toBe(2);
    const placeholder = page.docs.find((c) => c._id === comment._id);
    expect(placeholder).toMatchObject({ removed: true, content: '', isPinned: false });
    expect(placeholder?.replyCount).toBe(2);
    expect(page.docs[0]?._id).toBe(trollComment._id);
    expect(page.docs.find((c) => c._id === trollComment._id)?.removed).toBeUndefined();
    expect((await repliesOf(comment._id)).totalDocs).toBe(2);
  });

  it('takes no edits, likes, pins or replies', async () => {
    expect(
      await statusOf(viewer, 'PATCH', `/comments/c/${comment._id}`, { content: 'Edited' }),
    ).toBe(404);
    expect(await statusOf(troll, 'POST', `/likes/toggle/c/${comment._id}`)).toBe(404);
    expect(await statusOf(creator, 'DELETE', `/comments/c/${comment._id}/pin`)).toBe(404);
    expect(
      await statusOf(troll, 'POST', `/comments/${video._id}`, {
        content: 'Late reply',
        parentId: comment._id,
      }),
    ).toBe(404);
  });

  it('leaves the notifications about it, and comes back pinned once restored', async () => {
    expect(await notified(creator)).not.toContain(`video_comment:${comment._id}`);
    expect(await notified(creator)).toContain(`video_comment:${trollComment._id}`);
    await setRemoved(t, 'comments', comment._id, false);
    const restored = (await thread()).docs[0];
    expect(restored).toMatchObject({ _id: comment._id, content: 'A fine video', isPinned: true });
    expect(restored?.removed).toBeUndefined();
    expect(await notified(creator)).toContain(`video_comment:${comment._id}`);
  });

  it('as a reply stays as a placeholder under its comment', async () => {
    await setRemoved(t, 'comments', reply._id, true);
    const replies = await repliesOf(comment._id);
    expect(replies.docs.map((r) => [r._id, r.content, r.removed ?? false])).toEqual([
      [reply._id, '', true],
      [trollReply._id, 'Buy it here', false],
    ]);
    await setRemoved(t, 'comments', reply._id, false);
  });
});

describe('the comments of a suspended account', () => {
  it('are hidden with their counts and notifications until the suspension is lifted', async () => {
    expect(await notified(viewer)).toContain(`comment_reply:${trollReply._id}`);
    await setSuspended(t, troll.user._id, 'infinity');
    const page = await thread();
    expect(page.docs.map((c) => c._id)).toEqual([comment._id]);
    expect(page.totalDocs).toBe(1);
    expect(page.docs[0]?.replyCount).toBe(1);
    const replies = await repliesOf(comment._id);
    expect(replies.docs.map((r) => r._id)).toEqual([reply._id]);
    expect(replies.totalDocs).toBe(1);
    expect(await statusOf(viewer, 'GET', `/comments/replies/${trollComment._id}`)).toBe(404);
    expect(await statusOf(viewer, 'POST', `/likes/toggle/c/${trollComment._id}`)).toBe(404);
    expect(await notified(creator)).not.toContain(`video_comment:${trollComment._id}`);
    expect(await notified(viewer)).not.toContain(`comment_reply:${trollReply._id}`);

    await setSuspended(t, troll.user._id, null);
    expect((await thread()).totalDocs).toBe(2);
    expect((await repliesOf(comment._id)).totalDocs).toBe(2);
    expect(await notified(viewer)).toContain(`comment_reply:${trollReply._id}`);
  });
});

describe('notifications of a new video', () => {
  it('leave while the video is removed or its channel suspended', async () => {
    const fan = await t.registerUser();
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: fan.headers,
    });
    const draft = await insertVideo(t, creator.user._id, { visibility: 'private' });
    const published = await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${draft._id}`,
      headers: creator.headers,
    });
    expect(published.statusCode).toBe(200);
    const kinds = async () => (await notificationsOf(t.app, fan)).docs.map((n) => n.kind);
    await vi.waitFor(async () => expect(await kinds()).toEqual(['new_video']), { timeout: 5000 });
    await t.app.db
      .updateTable('videos')
      .set({ removed_at: new Date(), removed_reason: 'Spam' })
      .where('id', '=', draft._id)
      .execute();
    expect(await kinds()).toEqual([]);
    await t.app.db
      .updateTable('videos')
      .set({ removed_at: null, removed_reason: null })
      .where('id', '=', draft._id)
      .execute();
    expect(await kinds()).toEqual(['new_video']);
    await setSuspended(t, creator.user._id, new Date(Date.now() + 60_000));
    expect(await kinds()).toEqual([]);
    expect((await notificationsOf(t.app, fan)).totalDocs).toBe(0);
    await setSuspended(t, creator.user._id, null);
    expect(await kinds()).toEqual(['new_video']);
  });
});
