import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from '@kinora/contract';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { actOn, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import { postAs } from './helpers/posts';
import type { Comment, ModerationLogEntry, Page, ReportedItem } from '@kinora/contract';

/**
 * An item its owner deletes (a video, a comment, a post, the account) takes its open reports
 * along, and so does whatever goes with it (a deleted video's comments, a deleted comment's or
 * post's replies, a deleted account's everything): the moderators' queue never asks about
 * nothing. Reports already resolved stay, with what their reporters were told of them; the log
 * keeps what moderators did.
 */
let t: TestApp;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await registerModerator(t, await registerAdmin(t));
});
afterAll(async () => {
  await t.close();
});

/** The item's reports, as the database holds them: status of each, oldest first. */
const reportsOf = async (itemId: string) =>
  (
    await t.app.db
      .selectFrom('reports')
      .select('status')
      .where('item_id', '=', itemId)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.status);

/** The item ids of the moderators' queue of `status`, and its total. */
async function queue(status: 'open' | 'resolved') {
  const res = await t.inject({
    method: 'GET',
    url: `/moderation/reports?status=${status}&limit=${PAGE_LIMIT_MAX}`,
    headers: moderator.headers,
  });
  expect(res.statusCode).toBe(200);
  const page = dataOf<Page<ReportedItem>>(res);
  return { ids: page.docs.map((line) => line.item._id), total: page.totalDocs };
}

async function commentOn(videoId: string, user: TestUser, parentId?: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: user.headers,
    payload: { content: parentId ? 'A reply' : 'A comment', ...(parentId ? { parentId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Comment>(res)._id;
}

async function remove(user: TestUser, url: string, payload?: object) {
  const res = await t.inject({
    method: 'DELETE',
    url,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('deleting a reported item', () => {
  it('a video: its open reports go, and those of the comments on it; resolved ones and the log stay', async () => {
    const [owner, viewer, reporter, other] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentOn(video._id, viewer);
    const dismissed = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    expect(
      (await actOn(t, moderator, dismissed, { action: 'dismiss', note: 'Fine' })).statusCode,
    ).toBe(200);
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id, reason: 'hate' });
    await reportAs(t, other, { itemKind: 'video', itemId: video._id });
    await reportAs(t, reporter, { itemKind: 'comment', itemId: comment });
    expect((await queue('open')).ids).toEqual(expect.arrayContaining([video._id, comment]));
    expect(await reportsOf(video._id)).toEqual(['resolved', 'open', 'open']);

    await remove(owner, `/videos/${video._id}`);
    expect(await reportsOf(video._id)).toEqual(['resolved']);
    expect(await reportsOf(comment)).toEqual([]);
    const open = await queue('open');
    expect(open.ids).not.toContain(video._id);
    expect(open.ids).not.toContain(comment);
    expect(open.total).toBe(open.ids.length);
    expect((await queue('resolved')).ids).not.toContain(video._id);
    // The reporter still has what came of their dismissed report, and the log what was done.
    const notified = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('recipient_id', '=', reporter.user._id)
      .where('report_id', '=', dismissed)
      .execute();
    expect(notified).toEqual([{ kind: 'report_outcome' }]);
    const log = await t.inject({
      method: 'GET',
      url: `/moderation/log?itemId=${video._id}`,
      headers: moderator.headers,
    });
    expect(dataOf<Page<ModerationLogEntry>>(log).docs.map((entry) => entry.note)).toEqual(['Fine']);
  });

  it('a comment: its open reports go, and those of its replies', async () => {
    const [owner, author, replier, reporter] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentOn(video._id, author);
    const reply = await commentOn(video._id, replier, comment);
    const kept = await commentOn(video._id, replier);
    await reportAs(t, reporter, { itemKind: 'comment', itemId: comment });
    await reportAs(t, reporter, { itemKind: 'comment', itemId: reply });
    await reportAs(t, reporter, { itemKind: 'comment', itemId: kept });

    await remove(author, `/comments/c/${comment}`);
    expect(await reportsOf(comment)).toEqual([]);
    expect(await reportsOf(reply)).toEqual([]);
    expect(await reportsOf(kept)).toEqual(['open']);
    const open = await queue('open');
    expect(open.ids).toContain(kept);
    expect(open.ids).not.toContain(comment);
    expect(open.ids).not.toContain(reply);
  });

  it('a post: its open reports go, and those of its replies', async () => {
    const [owner, replier, reporter] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, owner, 'Soon gone');
    const reply = await postAs(t, replier, 'A reply', post._id);
    await reportAs(t, reporter, { itemKind: 'post', itemId: post._id });
    await reportAs(t, reporter, { itemKind: 'post', itemId: reply._id });

    await remove(owner, `/tweets/${post._id}`);
    expect(await reportsOf(post._id)).toEqual([]);
    expect(await reportsOf(reply._id)).toEqual([]);
    const open = await queue('open');
    expect(open.ids).not.toContain(post._id);
    expect(open.ids).not.toContain(reply._id);
  });

  it('an account: its reports go, and those of what others wrote under its videos and posts', async () => {
    const [owner, viewer, reporter] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const onVideo = await commentOn(video._id, viewer);
    const post = await postAs(t, owner, 'Mine');
    const reply = await postAs(t, viewer, 'Theirs', post._id);
    const items = [owner.user._id, video._id, onVideo, post._id, reply._id];
    await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    await reportAs(t, reporter, { itemKind: 'comment', itemId: onVideo });
    await reportAs(t, reporter, { itemKind: 'post', itemId: post._id });
    await reportAs(t, reporter, { itemKind: 'post', itemId: reply._id });

    await remove(owner, '/users', { password: owner.password });
    for (const id of items) expect(await reportsOf(id), id).toEqual([]);
    const open = await queue('open');
    for (const id of items) expect(open.ids).not.toContain(id);
  });
});
