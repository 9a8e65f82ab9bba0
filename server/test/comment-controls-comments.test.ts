import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { registerAdmin, registerModerator, sendReport } from './helpers/moderation';
import { notificationsOf } from './helpers/notifications';
import {
  commentOn,
  commentsOf,
  heldList,
  review,
  sendComment,
  setChannelControls,
  setSiteWords,
} from './helpers/comment-controls';
import type {
  ChannelCommentSettings,
  CommentPolicy,
  Page,
  SiteComment,
  Video,
} from '@kinora/contract';

/**
 * Comments under a creator's controls: the video's policy (its own, else its channel's) turns
 * them off or holds them for review; the channel's and the site's blocked words hold them too. A
 * held comment is there, and counted, for its author alone, told to nobody, until its reviewer
 * approves it; an edit is held again by the same words.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let creator: TestUser;
let fan: TestUser;
let visitorOfLists: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [creator, fan, visitorOfLists] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  await setSiteWords(t, admin, ['sitebanned', 'free money']);
  await setChannelControls(t, creator, { commentPolicy: 'on', blockedWords: ['spam'] });
});
afterAll(async () => {
  await t.close();
});

const setVideoPolicy = async (videoId: string, commentPolicy: string) => {
  const res = await t.inject({
    method: 'PATCH',
    url: `/videos/${videoId}`,
    headers: creator.headers,
    payload: { commentPolicy },
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Video>(res);
};

const newVideo = async (policy?: CommentPolicy) => {
  const { _id } = await insertVideo(t, creator.user._id);
  if (policy) await setVideoPolicy(_id, policy);
  return _id;
};

const repliesOf = async (commentId: string, viewer: TestUser | null) => {
  const res = await t.inject({
    method: 'GET',
    url: `/comments/replies/${commentId}`,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  return res;
};

const kindsOf = async (user: TestUser) =>
  (await notificationsOf(t.app, user)).docs.map((n) => `${n.kind}:${n.comment?._id ?? ''}`);

describe('the channel settings', () => {
  it('start on with no words, and keep the words trimmed, without repeats, in their order', async () => {
    const newcomer = await t.registerUser();
    const res = await t.inject({
      method: 'GET',
      url: '/dashboard/comment-settings',
      headers: newcomer.headers,
    });
    expect(dataOf<ChannelCommentSettings>(res)).toEqual({ commentPolicy: 'on', blockedWords: [] });
    const saved = await setChannelControls(t, newcomer, {
      commentPolicy: 'held',
      blockedWords: [' Spam ', 'eggs', 'SPAM', 'free  stuff'],
    });
    expect(saved).toEqual({ commentPolicy: 'held', blockedWords: ['Spam', 'eggs', 'free  stuff'] });
    const read = await t.inject({
      method: 'GET',
      url: '/dashboard/comment-settings',
      headers: newcomer.headers,
    });
    expect(dataOf(read)).toEqual(saved);
  });

  it('refuses an unknown policy and an over-long word', async () => {
    const put = (payload: object) =>
      t.inject({
        method: 'PUT',
        url: '/dashboard/comment-settings',
        headers: fan.headers,
        payload,
      });
    expect((await put({ commentPolicy: 'maybe', blockedWords: [] })).statusCode).toBe(400);
    expect((await put({ commentPolicy: 'on', blockedWords: ['x'.repeat(61)] })).statusCode).toBe(
      400,
    );
    expect((await put({ commentPolicy: 'on' })).statusCode).toBe(400);
  });
});

describe('a video’s comment policy', () => {
  it('is shown on the video (its setting to the owner only) and follows the channel by default', async () => {
    const videoId = await newVideo();
    const watch = async (viewer: TestUser | null) =>
      dataOf<Video>(
        await t.inject({
          method: 'GET',
          url: `/videos/${videoId}`,
          ...(viewer ? { headers: viewer.headers } : {}),
        }),
      );
    expect(await watch(creator)).toMatchObject({
      commentPolicy: 'on',
      commentPolicySetting: 'channel',
    });
    const patched = await setVideoPolicy(videoId, 'held');
    expect(patched).toMatchObject({ commentPolicy: 'held', commentPolicySetting: 'held' });
    const seen = await watch(fan);
    expect(seen.commentPolicy).toBe('held');
    expect(seen).not.toHaveProperty('commentPolicySetting');
    expect(await watch(null)).not.toHaveProperty('commentPolicySetting');

    const listed = dataOf<Page<Video>>(
      await t.inject({
        method: 'GET',
        url: '/dashboard/videos?limit=50',
        headers: creator.headers,
      }),
    ).docs.find((video) => video._id === videoId);
    expect(listed).toMatchObject({ commentPolicy: 'held', commentPolicySetting: 'held' });

    // Back to the channel's, which the channel then changes.
    expect(await setVideoPolicy(videoId, 'channel')).toMatchObject({
      commentPolicy: 'on',
      commentPolicySetting: 'channel',
    });
    await setChannelControls(t, creator, { commentPolicy: 'off', blockedWords: ['spam'] });
    expect((await watch(fan)).commentPolicy).toBe('off');
    await setChannelControls(t, creator, { commentPolicy: 'on', blockedWords: ['spam'] });
  });

  it('is taken in a multipart edit, and counts as something to update', async () => {
    const videoId = await newVideo();
    const form = new FormData();
    form.append('commentPolicy', 'off');
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${videoId}`,
      headers: creator.headers,
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Video>(res).commentPolicy).toBe('off');
    const empty = await t.inject({
      method: 'PATCH',
      url: `/videos/${videoId}`,
      headers: creator.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(
      'Nothing to update: give a title, description, visibility, comment policy, sensitive mark or thumbnail.',
    );
    const wrong = await t.inject({
      method: 'PATCH',
      url: `/videos/${videoId}`,
      headers: creator.headers,
      payload: { commentPolicy: 'sometimes' },
    });
    expect(wrong.statusCode).toBe(400);
    const stranger = await t.inject({
      method: 'PATCH',
      url: `/videos/${videoId}`,
      headers: fan.headers,
      payload: { commentPolicy: 'on' },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('off: refuses new comments from anyone and lists none, published ones included', async () => {
    const videoId = await newVideo();
    const before = await commentOn(t, fan, videoId, 'said before');
    await setVideoPolicy(videoId, 'off');
    for (const who of [fan, creator]) {
      const res = await sendComment(t, who, videoId, 'hello');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Comments are turned off for this video.');
    }
    for (const viewer of [null, fan, creator]) {
      const page = await commentsOf(t, videoId, viewer);
      expect(page.docs).toEqual([]);
      expect(page.totalDocs).toBe(0);
    }
    const replies = await repliesOf(before._id, fan);
    expect(dataOf<Page<SiteComment>>(replies).docs).toEqual([]);
    // Turned on again, what was said is back.
    await setVideoPolicy(videoId, 'on');
    expect((await commentsOf(t, videoId, null)).docs.map((c) => c._id)).toEqual([before._id]);
  });

  it('held: holds everyone’s comments but the owner’s, and a video’s own policy wins over the channel’s', async () => {
    const videoId = await newVideo('held');
    const held = await commentOn(t, fan, videoId, 'first!');
    expect(held.held).toBe(true);
    const own = await commentOn(t, creator, videoId, 'welcome');
    expect(own.held).toBeUndefined();

    await setChannelControls(t, creator, { commentPolicy: 'held', blockedWords: ['spam'] });
    const followsChannel = await newVideo();
    const openOne = await newVideo('on');
    expect((await commentOn(t, fan, followsChannel, 'hi')).held).toBe(true);
    expect((await commentOn(t, fan, openOne, 'hi')).held).toBeUndefined();
    await setChannelControls(t, creator, { commentPolicy: 'on', blockedWords: ['spam'] });
    // What was held stays held when the policy changes.
    expect((await commentsOf(t, followsChannel, fan)).docs[0]?.held).toBe(true);
  });
});

describe('blocked words', () => {
  it('the channel’s hold others’ comments by whole word, in any case; the owner’s own are not held', async () => {
    const videoId = await newVideo();
    const held = await commentOn(t, fan, videoId, 'Buy now. SPAM!');
    expect(held.held).toBe(true);
    for (const content of ['the spammer', 'antispam', 'spam2 is fine']) {
      expect((await commentOn(t, fan, videoId, content)).held).toBeUndefined();
    }
    expect((await commentOn(t, creator, videoId, 'no spam here please')).held).toBeUndefined();
    const item = (await heldList(t, creator, 'dashboard')).docs.find((h) => h._id === held._id);
    expect(item).toMatchObject({
      kind: 'comment',
      cause: 'channel_word',
      matchedWord: 'spam',
      videoId,
      parentId: null,
      content: 'Buy now. SPAM!',
      author: { _id: fan.user._id, username: fan.user.username },
    });
    expect(item?.videoTitle).toEqual(expect.any(String));
  });

  it('the site’s hold anyone’s, the owner’s and those on YouTube videos too, and come first', async () => {
    const videoId = await newVideo('held');
    const fans = await commentOn(t, fan, videoId, 'get FREE   money spam');
    const owners = await commentOn(t, creator, videoId, 'sitebanned, says I');
    const youtube = await commentOn(t, fan, 'dQw4w9WgXcQ', 'Sitebanned!');
    for (const comment of [fans, owners, youtube]) expect(comment.held).toBe(true);
    const site = (await heldList(t, moderator, 'moderation', '?kind=comment&limit=50')).docs;
    expect(site.find((h) => h._id === fans._id)).toMatchObject({
      cause: 'site_word',
      matchedWord: 'free money',
    });
    expect(site.find((h) => h._id === youtube._id)).toMatchObject({
      cause: 'site_word',
      videoId: 'dQw4w9WgXcQ',
      videoTitle: null,
    });
    // The creator reviews neither: the moderators do.
    const mine = (await heldList(t, creator, 'dashboard', '?limit=50')).docs.map((h) => h._id);
    expect(mine).not.toContain(fans._id);
    expect(mine).not.toContain(owners._id);
  });
});

describe('a held comment', () => {
  it('is there for its author alone, counted by nobody else, and takes no replies, likes or reports from others', async () => {
    const videoId = await newVideo();
    const published = await commentOn(t, visitorOfLists, videoId, 'nice');
    const held = await commentOn(t, fan, videoId, 'spam spam');
    const heldReply = await commentOn(t, fan, videoId, 'more spam', published._id);
    expect(heldReply.held).toBe(true);

    for (const viewer of [null, visitorOfLists, creator]) {
      const page = await commentsOf(t, videoId, viewer);
      expect(page.docs.map((c) => c._id)).toEqual([published._id]);
      expect(page.totalDocs).toBe(1);
      expect(page.docs[0]?.replyCount).toBe(0);
      const replies = dataOf<Page<SiteComment>>(await repliesOf(published._id, viewer));
      expect(replies.docs).toEqual([]);
    }
    const authors = await commentsOf(t, videoId, fan);
    expect(authors.docs.map((c) => [c._id, c.held])).toEqual([
      [held._id, true],
      [published._id, undefined],
    ]);
    expect(authors.totalDocs).toBe(2);
    expect(authors.docs.find((c) => c._id === published._id)?.replyCount).toBe(1);
    const authorsReplies = dataOf<Page<SiteComment>>(await repliesOf(published._id, fan));
    expect(authorsReplies.docs.map((c) => [c._id, c.held])).toEqual([[heldReply._id, true]]);
    expect(authorsReplies.totalDocs).toBe(1);

    expect((await repliesOf(held._id, visitorOfLists)).statusCode).toBe(404);
    const reply = await sendComment(t, visitorOfLists, videoId, 'answer', held._id);
    expect(reply.statusCode).toBe(404);
    const like = await t.inject({
      method: 'POST',
      url: `/likes/toggle/c/${held._id}`,
      headers: visitorOfLists.headers,
    });
    expect(like.statusCode).toBe(404);
    const report = await sendReport(t, visitorOfLists, {
      itemKind: 'comment',
      itemId: held._id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
    // Its author may answer under it: the answer waits with it.
    expect((await sendComment(t, fan, videoId, 'and me', held._id)).statusCode).toBe(201);
  });

  it('tells the video’s owner and the parent’s author only once approved, and is counted then', async () => {
    const videoId = await newVideo();
    const parent = await commentOn(t, visitorOfLists, videoId, 'a thread');
    const held = await commentOn(t, fan, videoId, 'spam comment');
    const heldReply = await commentOn(t, fan, videoId, 'spam reply', parent._id);
    await t.app.services.notifications.settled();
    expect(await kindsOf(creator)).not.toContain(`video_comment:${held._id}`);
    expect(await kindsOf(visitorOfLists)).not.toContain(`comment_reply:${heldReply._id}`);

    expect((await review(t, creator, 'comment', held._id, 'approve')).statusCode).toBe(200);
    expect((await review(t, creator, 'comment', heldReply._id, 'approve')).statusCode).toBe(200);
    await t.app.services.notifications.settled();
    expect(await kindsOf(creator)).toContain(`video_comment:${held._id}`);
    expect(await kindsOf(visitorOfLists)).toContain(`comment_reply:${heldReply._id}`);

    const page = await commentsOf(t, videoId, null);
    expect(page.totalDocs).toBe(2);
    expect(page.docs.find((c) => c._id === held._id)?.held).toBeUndefined();
    expect(page.docs.find((c) => c._id === parent._id)?.replyCount).toBe(1);
  });

  it('is removed with what is under it', async () => {
    const videoId = await newVideo('held');
    const held = await commentOn(t, fan, videoId, 'hmm');
    const under = await commentOn(t, fan, videoId, 'and more', held._id);
    expect((await review(t, creator, 'comment', held._id, 'remove')).statusCode).toBe(200);
    expect((await commentsOf(t, videoId, fan)).docs).toEqual([]);
    const gone = await t.inject({
      method: 'PATCH',
      url: `/comments/c/${under._id}`,
      headers: fan.headers,
      payload: { content: 'x' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('is listed for its reviewer oldest first, by kind, and paged', async () => {
    const reviewer = await t.registerUser();
    await setChannelControls(t, reviewer, { commentPolicy: 'held', blockedWords: [] });
    const { _id: videoId } = await insertVideo(t, reviewer.user._id);
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three'])
      ids.push((await commentOn(t, fan, videoId, content))._id);
    const first = await heldList(t, reviewer, 'dashboard', '?limit=2');
    expect(first.docs.map((h) => h._id)).toEqual(ids.slice(0, 2));
    expect(first).toMatchObject({ totalDocs: 3, hasNextPage: true });
    const second = await heldList(t, reviewer, 'dashboard', '?limit=2&page=2');
    expect(second.docs.map((h) => h._id)).toEqual(ids.slice(2));
    expect(first.docs[0]).toMatchObject({ cause: 'policy', matchedWord: null });
    expect((await heldList(t, reviewer, 'dashboard', '?kind=post')).docs).toEqual([]);
    expect((await heldList(t, fan, 'dashboard')).docs.map((h) => h._id)).not.toContain(ids[0]);
  });
});

describe('an edit', () => {
  it('is held again by the channel’s or the site’s words, and hidden with its notification', async () => {
    const videoId = await newVideo();
    const comment = await commentOn(t, fan, videoId, 'lovely');
    await t.app.services.notifications.settled();
    expect(await kindsOf(creator)).toContain(`video_comment:${comment._id}`);
    const edit = (who: TestUser, content: string) =>
      t.inject({
        method: 'PATCH',
        url: `/comments/c/${comment._id}`,
        headers: who.headers,
        payload: { content },
      });
    const harmless = await edit(fan, 'lovely indeed');
    expect(dataOf<SiteComment>(harmless).held).toBeUndefined();
    const edited = await edit(fan, 'lovely spam');
    expect(edited.statusCode).toBe(200);
    expect(dataOf<SiteComment>(edited).held).toBe(true);
    expect((await commentsOf(t, videoId, null)).docs).toEqual([]);
    expect(await kindsOf(creator)).not.toContain(`video_comment:${comment._id}`);
    const item = (await heldList(t, creator, 'dashboard', '?limit=50')).docs.find(
      (h) => h._id === comment._id,
    );
    expect(item).toMatchObject({ cause: 'channel_word', content: 'lovely spam' });

    const siteEdit = await edit(fan, 'sitebanned now');
    expect(dataOf<SiteComment>(siteEdit).held).toBe(true);
    const site = (await heldList(t, moderator, 'moderation', '?limit=50')).docs;
    expect(site.find((h) => h._id === comment._id)).toMatchObject({ matchedWord: 'sitebanned' });
    expect((await review(t, moderator, 'comment', comment._id, 'approve')).statusCode).toBe(200);
    expect((await commentsOf(t, videoId, null)).docs.map((c) => c._id)).toEqual([comment._id]);
    expect(await kindsOf(creator)).toContain(`video_comment:${comment._id}`);
  });

  it('by the video’s owner is held by the site’s words only', async () => {
    const videoId = await newVideo('held');
    const own = await commentOn(t, creator, videoId, 'hello');
    const res = await t.inject({
      method: 'PATCH',
      url: `/comments/c/${own._id}`,
      headers: creator.headers,
      payload: { content: 'hello spam' },
    });
    expect(dataOf<SiteComment>(res).held).toBeUndefined();
  });
});
