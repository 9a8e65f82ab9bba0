import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { notificationsOf } from './helpers/notifications';
import type { NotificationSignal } from '../src/plugins/notification-bus';
import type { NotificationPreferences, Post } from '@kinora/contract';

/** Notifications (issue 16): the API, who may read what, and what is never told. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribe = (fan: TestUser, channel: TestUser) =>
  t.inject({ method: 'POST', url: `/subscriptions/c/${channel.user._id}`, headers: fan.headers });
const comment = (user: TestUser, videoId: string, content = 'Nice one', parentId?: string) =>
  t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: user.headers,
    payload: parentId ? { content, parentId } : { content },
  });
const publishToggle = (user: TestUser, videoId: string) =>
  t.inject({ method: 'PATCH', url: `/videos/toggle/publish/${videoId}`, headers: user.headers });
const list = (user: TestUser, query = '') => notificationsOf(t.app, user, query);

describe('triggers', () => {
  it('tells a channel of a new subscriber once, however often the button is toggled', async () => {
    const [channel, fan] = [await t.registerUser(), await t.registerUser()];
    for (let i = 0; i < 3; i += 1) expect((await subscribe(fan, channel)).statusCode).toBe(200);
    const page = await list(channel);
    expect(page.unreadCount).toBe(1);
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]).toMatchObject({
      kind: 'new_subscriber',
      actor: { _id: fan.user._id, username: fan.user.username },
      video: null,
      read: false,
    });
    expect((await list(fan)).docs).toEqual([]);
  });

  it("tells a video's owner of a comment, with the video and an excerpt; never of their own", async () => {
    const [owner, viewer] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id, { title: 'Kites over the bay' });
    expect((await comment(owner, video._id, 'My own comment')).statusCode).toBe(201);
    expect((await list(owner)).docs).toEqual([]);
    expect((await comment(viewer, video._id, 'x'.repeat(300))).statusCode).toBe(201);
    const [item] = (await list(owner)).docs;
    expect(item).toMatchObject({
      kind: 'video_comment',
      actor: { _id: viewer.user._id },
      video: { _id: video._id, title: 'Kites over the bay' },
    });
    expect(item?.comment?.excerpt.length).toBeLessThanOrEqual(140);
    expect(item?.comment?.excerpt.endsWith('…')).toBe(true);
  });

  it('tells subscribers of a video when it is published, once, and never of an unpublished one', async () => {
    const [channel, fan, other] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    await subscribe(fan, channel);
    const video = await insertVideo(t, channel.user._id, { isPublished: false, title: 'Soon' });
    await t.app.services.notifications.settled();
    expect((await list(fan)).docs.filter((n) => n.kind === 'new_video')).toEqual([]);

    expect((await publishToggle(channel, video._id)).statusCode).toBe(200);
    await t.app.services.notifications.settled();
    const first = (await list(fan)).docs.filter((n) => n.kind === 'new_video');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ actor: { _id: channel.user._id }, video: { _id: video._id } });
    expect((await list(other)).docs).toEqual([]);

    // Unpublished: the notification no longer shows it (nor counts it). Published again: back,
    // and still only one.
    await publishToggle(channel, video._id);
    await t.app.services.notifications.settled();
    const hidden = await list(fan);
    expect(hidden.docs.filter((n) => n.kind === 'new_video')).toEqual([]);
    expect(hidden.unreadCount).toBe(0);
    await publishToggle(channel, video._id);
    await t.app.services.notifications.settled();
    expect((await list(fan)).docs.filter((n) => n.kind === 'new_video')).toHaveLength(1);
  });

  it('waits for a processing video to be ready, and forgets a deleted one', async () => {
    const [channel, fan] = [await t.registerUser(), await t.registerUser()];
    await subscribe(fan, channel);
    const video = await insertVideo(t, channel.user._id);
    await sql`UPDATE videos SET status = 'processing' WHERE id = ${video._id}`.execute(t.app.db);
    t.app.services.notifications.videoMayBeWatchable(video._id);
    await t.app.services.notifications.settled();
    expect((await list(fan)).docs.filter((n) => n.kind === 'new_video')).toEqual([]);

    // What the transcode worker does once the ladder is stored.
    await sql`UPDATE videos SET status = 'ready' WHERE id = ${video._id}`.execute(t.app.db);
    t.app.services.notifications.videoMayBeWatchable(video._id);
    t.app.services.notifications.videoMayBeWatchable(video._id);
    await t.app.services.notifications.settled();
    expect((await list(fan)).docs.filter((n) => n.kind === 'new_video')).toHaveLength(1);

    const removed = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: channel.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(fan)).docs.filter((n) => n.kind === 'new_video')).toEqual([]);
  });

  it('tells of a reply to my comment, and of a reply to my reply, never of my own', async () => {
    const [owner, author, replier] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id, { title: 'Thread' });
    const parent = dataOf<{ _id: string }>(await comment(author, video._id, 'First!'));
    const reply = dataOf<{ _id: string }>(await comment(replier, video._id, 'Agreed', parent._id));
    await comment(author, video._id, 'Me again', parent._id);
    const replies = (await list(author)).docs.filter((n) => n.kind === 'comment_reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      actor: { _id: replier.user._id },
      // The thread is what the link opens: the top-level comment, with its replies.
      comment: { _id: reply._id, excerpt: 'Agreed', threadId: parent._id },
      video: { _id: video._id, title: 'Thread' },
    });
    // Answering a reply tells that reply's author; the reply joins the same thread.
    await comment(author, video._id, '@replier thanks', reply._id);
    const answered = (await list(replier)).docs.filter((n) => n.kind === 'comment_reply');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      actor: { _id: author.user._id },
      comment: { excerpt: '@replier thanks', threadId: parent._id },
    });
    // A deleted reply takes its notification with it.
    await t.inject({ method: 'DELETE', url: `/comments/c/${reply._id}`, headers: replier.headers });
    expect((await list(author)).docs.filter((n) => n.kind === 'comment_reply')).toEqual([]);
  });

  it('tells of a like on my post through the like button, once, never of my own', async () => {
    const [author, fan] = [await t.registerUser(), await t.registerUser()];
    const post = dataOf<Post>(
      await t.inject({
        method: 'POST',
        url: '/tweets',
        headers: author.headers,
        payload: { content: 'Liked for real' },
      }),
    );
    const like = (user: TestUser) =>
      t.inject({ method: 'POST', url: `/likes/toggle/t/${post._id}`, headers: user.headers });
    await like(author);
    await like(fan);
    await like(fan);
    await like(fan);
    const liked = (await list(author)).docs.filter((n) => n.kind === 'post_liked');
    expect(liked).toHaveLength(1);
    expect(liked[0]).toMatchObject({ actor: { _id: fan.user._id }, post: { _id: post._id } });
  });

  it('takes a like notification back when the like is removed, read or not, and no other', async () => {
    const [author, fan, friend] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = dataOf<Post>(
      await t.inject({
        method: 'POST',
        url: '/tweets',
        headers: author.headers,
        payload: { content: 'Liked, then not' },
      }),
    );
    const like = async (user: TestUser) =>
      dataOf<{ isLiked: boolean }>(
        await t.inject({
          method: 'POST',
          url: `/likes/toggle/t/${post._id}`,
          headers: user.headers,
        }),
      ).isLiked;
    const signals: NotificationSignal[] = [];
    t.app.notificationBus.subscribe((signal) => {
      if (signal.type !== 'session-ended' && signal.userIds.includes(author.user._id))
        signals.push(signal);
    });
    const likers = async () =>
      (await list(author)).docs.filter((n) => n.kind === 'post_liked').map((n) => n.actor?._id);

    expect(await like(fan)).toBe(true);
    expect(await like(friend)).toBe(true);
    expect((await list(author)).unreadCount).toBe(2);
    expect(await like(fan)).toBe(false);
    expect(await likers()).toEqual([friend.user._id]);
    const page = await list(author);
    expect(page.unreadCount).toBe(1);
    // The author's open streams are told their unread count dropped.
    await expect.poll(() => signals.map((s) => s.type)).toEqual(['created', 'created', 'read']);

    // Liked again, it tells again; read, then taken back, it goes all the same.
    expect(await like(fan)).toBe(true);
    expect(new Set(await likers())).toEqual(new Set([friend.user._id, fan.user._id]));
    await t.inject({ method: 'PATCH', url: '/notifications/read-all', headers: author.headers });
    expect(await like(fan)).toBe(false);
    expect(await likers()).toEqual([friend.user._id]);
    expect((await list(author)).unreadCount).toBe(0);
  });

  it('tells of a like on my post (the like trigger, called directly), never of my own', async () => {
    const [author, fan] = [await t.registerUser(), await t.registerUser()];
    const post = dataOf<Post>(
      await t.inject({
        method: 'POST',
        url: '/tweets',
        headers: author.headers,
        payload: { content: 'Hello community' },
      }),
    );
    // The trigger tells only of a like that exists.
    await t.app.services.notifications.postLiked({ postId: post._id, likerId: fan.user._id });
    expect((await list(author)).docs).toEqual([]);
    await t.app.repos.postLikes.toggle(author.user._id, post._id);
    await t.app.repos.postLikes.toggle(fan.user._id, post._id);
    await t.app.services.notifications.postLiked({ postId: post._id, likerId: author.user._id });
    await t.app.services.notifications.postLiked({ postId: post._id, likerId: fan.user._id });
    await t.app.services.notifications.postLiked({ postId: post._id, likerId: fan.user._id });
    const page = await list(author);
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]).toMatchObject({
      kind: 'post_liked',
      actor: { _id: fan.user._id },
      post: { _id: post._id, excerpt: 'Hello community' },
    });
  });
});

describe('reading and marking', () => {
  it('pages newest first and marks one or all read; only the recipient may', async () => {
    const channel = await t.registerUser();
    const fans = await Promise.all(Array.from({ length: 3 }, () => t.registerUser()));
    for (const fan of fans) await subscribe(fan, channel);
    const first = await list(channel, '?limit=2');
    expect(first).toMatchObject({ totalDocs: 3, hasNextPage: true, nextPage: 2, unreadCount: 3 });
    expect(first.docs.map((n) => n.actor?._id)).toEqual([fans[2]?.user._id, fans[1]?.user._id]);
    const second = await list(channel, '?limit=2&page=2');
    expect(second.docs.map((n) => n.actor?._id)).toEqual([fans[0]?.user._id]);

    const id = first.docs[0]?._id ?? '';
    const stranger = fans[0] as TestUser;
    const theirs = await t.inject({
      method: 'PATCH',
      url: `/notifications/${id}/read`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).message).toBe('Notification not found.');
    expect((await list(stranger)).docs).toEqual([]);
    expect((await list(channel)).unreadCount).toBe(3);

    const mine = await t.inject({
      method: 'PATCH',
      url: `/notifications/${id}/read`,
      headers: channel.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(dataOf(mine)).toEqual({ unreadCount: 2 });
    expect((await list(channel)).docs.find((n) => n._id === id)?.read).toBe(true);

    // Marking all read leaves the stranger's own untouched.
    const strangerChannelFan = await t.registerUser();
    await subscribe(strangerChannelFan, stranger);
    const all = await t.inject({
      method: 'PATCH',
      url: '/notifications/read-all',
      headers: channel.headers,
    });
    expect(dataOf(all)).toEqual({ unreadCount: 0 });
    expect((await list(stranger)).unreadCount).toBe(1);
  });

  it('refuses bad input and anonymous callers with the error envelope', async () => {
    const user = await t.registerUser();
    const cases = [
      { method: 'GET' as const, url: '/notifications?page=0', status: 400 },
      { method: 'GET' as const, url: '/notifications?page=abc', status: 400 },
      { method: 'GET' as const, url: '/notifications?limit=500', status: 400 },
      { method: 'PATCH' as const, url: '/notifications/not-an-id/read', status: 400 },
      { method: 'PATCH' as const, url: `/notifications/${'a'.repeat(24)}/read`, status: 404 },
    ];
    for (const c of cases) {
      const res = await t.inject({ method: c.method, url: c.url, headers: user.headers });
      expect(res.statusCode, c.url).toBe(c.status);
      expect(errorOf(res).success).toBe(false);
    }
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['PATCH', '/notifications/read-all'],
      ['POST', '/notifications/stream-ticket'],
      ['GET', '/users/notification-preferences'],
    ] as const) {
      expect((await t.inject({ method, url })).statusCode, url).toBe(401);
    }
    const noTicket = await t.inject({ method: 'GET', url: '/notifications/stream' });
    expect(noTicket.statusCode).toBe(400);
    const forged = await t.inject({ method: 'GET', url: '/notifications/stream?ticket=abc.def' });
    expect(forged.statusCode).toBe(401);
    // An access token is not a ticket.
    const token = await t.inject({
      method: 'GET',
      url: `/notifications/stream?ticket=${user.accessToken}`,
    });
    expect(token.statusCode).toBe(401);
  });
});

describe('preferences', () => {
  const all: NotificationPreferences = {
    new_video: true,
    video_comment: true,
    comment_reply: true,
    new_subscriber: true,
    post_liked: true,
    post_reply: true,
  };

  it('are all on by default; a kind turned off creates no notification', async () => {
    const [channel, fan, viewer] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const got = await t.inject({
      method: 'GET',
      url: '/users/notification-preferences',
      headers: channel.headers,
    });
    expect(dataOf(got)).toEqual(all);
    const put = await t.inject({
      method: 'PUT',
      url: '/users/notification-preferences',
      headers: channel.headers,
      payload: { ...all, new_subscriber: false },
    });
    expect(put.statusCode).toBe(200);
    expect(dataOf(put)).toEqual({ ...all, new_subscriber: false });
    await subscribe(fan, channel);
    const video = await insertVideo(t, channel.user._id);
    await comment(viewer, video._id);
    expect((await list(channel)).docs.map((n) => n.kind)).toEqual(['video_comment']);

    const fanOff = await t.inject({
      method: 'PUT',
      url: '/users/notification-preferences',
      headers: fan.headers,
      payload: { ...all, new_video: false },
    });
    expect(fanOff.statusCode).toBe(200);
    const later = await insertVideo(t, channel.user._id, { isPublished: false });
    await publishToggle(channel, later._id);
    await t.app.services.notifications.settled();
    expect((await list(fan)).docs).toEqual([]);
  });

  it('refuses an incomplete set of kinds, or a value that is not a boolean', async () => {
    const user = await t.registerUser();
    for (const payload of [{ new_video: false }, { ...all, post_liked: 'maybe' }]) {
      const res = await t.inject({
        method: 'PUT',
        url: '/users/notification-preferences',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
