import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { blockAs, unblockAs } from './helpers/blocks';
import { review, setChannelControls, setSiteWords } from './helpers/comment-controls';
import { registerAdmin, registerModerator } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import { postAs } from './helpers/posts';
import type { NotificationSignal } from '../src/plugins/notification-bus';
import type { Notification, NotificationPreferences } from '@kinora/contract';

/**
 * Replies to community posts notify (`post_reply`): the post's author, and the author of the
 * reply answered; never oneself, nobody who blocked the replier, nothing of a held reply until it
 * is approved; a deleted reply takes its notifications with it.
 */
let t: TestApp;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  await setSiteWords(t, admin, ['sitebanned']);
});
afterAll(async () => {
  await t.close();
});

const replyNotices = async (user: TestUser): Promise<Notification[]> =>
  (await notificationsOf(t.app, user, '?limit=50')).docs.filter((n) => n.kind === 'post_reply');
const unreadOf = async (user: TestUser) => (await notificationsOf(t.app, user)).unreadCount;
const remove = (user: TestUser, postId: string) =>
  t.inject({ method: 'DELETE', url: `/tweets/${postId}`, headers: user.headers });

describe('a reply to a post', () => {
  it('tells the post’s author, with the reply quoted and its post to open; never of their own', async () => {
    const [author, fan] = [await t.registerUser(), await t.registerUser()];
    const post = await postAs(t, author, 'Golden hour at the pier');
    await postAs(t, author, 'Thanks for looking', post._id);
    expect(await replyNotices(author)).toEqual([]);

    const reply = await postAs(t, fan, 'x'.repeat(200), post._id);
    const [notice] = await replyNotices(author);
    expect(notice).toMatchObject({
      kind: 'post_reply',
      actor: { _id: fan.user._id, username: fan.user.username },
      video: null,
      comment: null,
      // The reply itself, and the post whose page shows it.
      post: { _id: reply._id, threadId: post._id },
      read: false,
    });
    expect(notice?.post?.excerpt.length).toBeLessThanOrEqual(140);
    expect(notice?.post?.excerpt.endsWith('…')).toBe(true);
    expect(await replyNotices(fan)).toEqual([]);
  });

  it('answering a reply tells its author and the post’s, once for one person who is both', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, author, 'Which lens for night shots?');
    const firstReply = await postAs(t, first, 'A fast prime', post._id);
    const answer = await postAs(t, second, '@first agreed', firstReply._id);
    // It joins the post's replies, and both authors hear of it.
    expect(answer.parentId).toBe(post._id);
    for (const who of [author, first]) {
      const notices = (await replyNotices(who)).filter((n) => n.post?._id === answer._id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        actor: { _id: second.user._id },
        post: { excerpt: '@first agreed', threadId: post._id },
      });
    }
    expect(await replyNotices(second)).toEqual([]);

    // Answering the post's author's own reply under their post tells them once.
    const authorsReply = await postAs(t, author, 'Mine too', post._id);
    const answerToAuthor = await postAs(t, first, '@author nice', authorsReply._id);
    const toAuthor = (await replyNotices(author)).filter((n) => n.post?._id === answerToAuthor._id);
    expect(toAuthor.map((n) => n.actor?._id)).toEqual([first.user._id]);
  });

  it('is not told while held, and is told to both once approved', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    await setChannelControls(t, author, { commentPolicy: 'on', blockedWords: ['rude'] });
    const post = await postAs(t, author, 'Thoughts on the new trail?');
    const firstReply = await postAs(t, first, 'Lovely walk', post._id);
    const held = await postAs(t, second, 'A rude answer', firstReply._id);
    expect(held.held).toBe(true);
    const about = (notices: Notification[]) => notices.filter((n) => n.post?._id === held._id);
    expect(about(await replyNotices(author))).toEqual([]);
    expect(about(await replyNotices(first))).toEqual([]);

    const approved = await review(t, author, 'post', held._id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(about(await replyNotices(author))).toHaveLength(1);
    expect(about(await replyNotices(first))).toHaveLength(1);
  });

  it('held by the site’s words and published by its author’s edit, tells then', async () => {
    const [author, fan] = [await t.registerUser(), await t.registerUser()];
    const post = await postAs(t, author, 'Sunset or sunrise?');
    const held = await postAs(t, fan, 'sitebanned sunrise', post._id);
    expect(await replyNotices(author)).toEqual([]);
    const edited = await t.inject({
      method: 'PATCH',
      url: `/tweets/${held._id}`,
      headers: fan.headers,
      payload: { content: 'Sunrise, always' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await replyNotices(author)).map((n) => n.post?.excerpt)).toEqual(['Sunrise, always']);

    // A moderator's approval of another, later: told once, not again.
    const other = await postAs(t, fan, 'sitebanned again', post._id);
    expect((await review(t, moderator, 'post', other._id, 'approve')).statusCode).toBe(200);
    expect((await replyNotices(author)).map((n) => n.post?.excerpt)).toEqual([
      'sitebanned again',
      'Sunrise, always',
    ]);
  });
});

describe('blocks', () => {
  it('hide what a blocked replier did for as long as the block lasts', async () => {
    const [author, troll] = [await t.registerUser(), await t.registerUser()];
    const post = await postAs(t, author, 'Quiet morning');
    await postAs(t, troll, 'Loud reply', post._id);
    expect(await replyNotices(author)).toHaveLength(1);
    await blockAs(t, author, troll);
    expect(await replyNotices(author)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
    expect(await unblockAs(t, author, troll)).toBe(true);
    expect(await replyNotices(author)).toHaveLength(1);
  });

  it('tell nobody who blocked the replier of a held reply approved after the block', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    await setChannelControls(t, author, { commentPolicy: 'on', blockedWords: ['grumpy'] });
    const post = await postAs(t, author, 'Rainy day photos');
    const firstReply = await postAs(t, first, 'Moody light', post._id);
    const held = await postAs(t, second, 'grumpy answer', firstReply._id);
    // Only the channel's scope: the replier can no longer answer `first`, who hears nothing.
    await blockAs(t, first, second, 'channel');
    expect((await review(t, author, 'post', held._id, 'approve')).statusCode).toBe(200);
    expect((await replyNotices(author)).map((n) => n.post?._id)).toEqual([
      held._id,
      firstReply._id,
    ]);
    expect(await replyNotices(first)).toEqual([]);
    await unblockAs(t, first, second);
    expect(await replyNotices(first)).toEqual([]);
  });

  it('by the post’s author hide a reply from the author it answered, as the reply is hidden', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, author, 'Harbour lights');
    const firstReply = await postAs(t, first, 'Beautiful', post._id);
    const answer = await postAs(t, second, '@first indeed', firstReply._id);
    expect(await replyNotices(first)).toHaveLength(1);
    await blockAs(t, author, second, 'channel');
    expect(await replyNotices(first)).toEqual([]);
    expect((await replyNotices(author)).map((n) => n.post?._id)).toEqual([firstReply._id]);
    await unblockAs(t, author, second);
    expect((await replyNotices(first)).map((n) => n.post?._id)).toEqual([answer._id]);
  });
});

describe('deleting', () => {
  it('a reply takes its notifications, read or not, and tells the open streams', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, author, 'Night market');
    const firstReply = await postAs(t, first, 'So many lanterns', post._id);
    const answer = await postAs(t, second, '@first yes', firstReply._id);
    const kept = await postAs(t, second, 'Went last year', post._id);
    expect(await unreadOf(author)).toBe(3);
    await t.inject({ method: 'PATCH', url: '/notifications/read-all', headers: first.headers });
    const reads: NotificationSignal[] = [];
    t.app.notificationBus.subscribe((signal) => {
      if (signal.type === 'read' && signal.userIds.includes(author.user._id)) reads.push(signal);
    });

    expect((await remove(second, answer._id)).statusCode).toBe(200);
    expect((await replyNotices(author)).map((n) => n.post?._id)).toEqual([
      kept._id,
      firstReply._id,
    ]);
    expect(await unreadOf(author)).toBe(2);
    // The read one goes too.
    expect(await replyNotices(first)).toEqual([]);
    // The author's open streams are told their unread count dropped.
    await expect.poll(() => reads.length).toBe(1);

    // The post deleted: the notifications of all its replies go with it.
    expect((await remove(author, post._id)).statusCode).toBe(200);
    expect(await replyNotices(author)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
    const left = await t.app.db
      .selectFrom('notifications')
      .select('id')
      .where('post_id', 'in', [post._id, firstReply._id, answer._id, kept._id])
      .execute();
    expect(left).toEqual([]);
  });

  it('the reply answered leaves the answers and what they told', async () => {
    const [author, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, author, 'Snow on the ridge');
    const firstReply = await postAs(t, first, 'Cold!', post._id);
    const answer = await postAs(t, second, '@first brr', firstReply._id);
    expect((await remove(first, firstReply._id)).statusCode).toBe(200);
    expect((await replyNotices(author)).map((n) => n.post?._id)).toEqual([answer._id]);
    expect((await replyNotices(first)).map((n) => n.post?._id)).toEqual([answer._id]);
    const row = await t.app.db
      .selectFrom('tweets')
      .select(['parent_id', 'reply_to_id'])
      .where('id', '=', answer._id)
      .executeTakeFirst();
    expect(row).toEqual({ parent_id: post._id, reply_to_id: null });
  });
});

describe('preferences', () => {
  it('turned off, no reply to a post notifies', async () => {
    const [author, fan] = [await t.registerUser(), await t.registerUser()];
    const got = await t.inject({
      method: 'GET',
      url: '/users/notification-preferences',
      headers: author.headers,
    });
    const current = dataOf<NotificationPreferences>(got);
    expect(current.post_reply).toBe(true);
    const put = await t.inject({
      method: 'PUT',
      url: '/users/notification-preferences',
      headers: author.headers,
      payload: { ...current, post_reply: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const post = await postAs(t, author, 'Muted replies');
    await postAs(t, fan, 'Hello?', post._id);
    expect(await replyNotices(author)).toEqual([]);
  });
});
