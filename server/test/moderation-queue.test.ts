import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { actOn, commentAs, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import { postAs } from './helpers/posts';
import type { Page, ReportedItem, Video } from '@kinora/contract';

/**
 * `GET /moderation/reports`: reported items grouped, the most recently reported first, each shown
 * in place (whatever its state) with its reports, their count and reasons; filtered and paged.
 * This file's app holds only the reports made here, so the queue is known in full.
 */
let t: TestApp;
let moderator: TestUser;
let owner: TestUser;
let reporters: TestUser[];
let video: Video;
let commentId: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  owner = await t.registerUser({ fullName: 'Owner Of Things' });
  reporters = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
  const [a, b, c] = reporters as [TestUser, TestUser, TestUser];
  video = await insertVideo(t, owner.user._id, { visibility: 'unlisted', title: 'Reported' });
  commentId = (await commentAs(t, owner, video._id, 'A reported comment'))._id;
  postId = (await postAs(t, owner, 'A reported post'))._id;
  // Oldest first: the video (three reports), the channel, the comment, the post.
  await reportAs(t, a, { itemKind: 'video', itemId: video._id, reason: 'spam', startAt: 12 });
  await reportAs(t, b, { itemKind: 'video', itemId: video._id, reason: 'hate' });
  await reportAs(t, c, { itemKind: 'channel', itemId: owner.user._id, reason: 'spam' });
  await reportAs(t, c, { itemKind: 'comment', itemId: commentId, reason: 'harassment' });
  await reportAs(t, a, { itemKind: 'post', itemId: postId, reason: 'misleading', text: 'False' });
  // Reported again last: the video is now the most recently reported.
  await reportAs(t, c, { itemKind: 'video', itemId: video._id, reason: 'hate' });
});
afterAll(async () => {
  await t.close();
});

async function queue(query = '') {
  const res = await t.inject({
    method: 'GET',
    url: `/moderation/reports${query}`,
    headers: moderator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<ReportedItem>>(res);
}

describe('the open queue', () => {
  it('groups reports by item, the most recently reported first', async () => {
    const page = await queue();
    expect(page.totalDocs).toBe(4);
    expect(page.docs.map((line) => [line.item.kind, line.reportCount])).toEqual([
      ['video', 3],
      ['post', 1],
      ['comment', 1],
      ['channel', 1],
    ]);
    const [top] = page.docs;
    expect(top?.status).toBe('open');
    expect(top?.reasons).toEqual([
      { reason: 'hate', count: 2 },
      { reason: 'spam', count: 1 },
    ]);
    const [a, b, c] = reporters;
    expect(top?.reports.map((report) => report.reporter._id)).toEqual([
      c?.user._id,
      b?.user._id,
      a?.user._id,
    ]);
    expect(top?.reports[2]?.startAt).toBe(12);
    expect(top?.latestReportAt).toBe(top?.reports[0]?.createdAt);
  });

  it('shows each item in place: the video as the site maps it, the comment with its video', async () => {
    const byKind = Object.fromEntries((await queue()).docs.map((line) => [line.item.kind, line]));
    const ownerShown = {
      _id: owner.user._id,
      username: owner.user.username,
      fullName: 'Owner Of Things',
    };
    expect(byKind.video?.item).toMatchObject({
      _id: video._id,
      owner: ownerShown,
      ownerSuspendedUntil: null,
      removedAt: null,
      removedReason: null,
      video: {
        _id: video._id,
        title: 'Reported',
        visibility: 'unlisted',
        owner: { _id: owner.user._id },
      },
    });
    expect(byKind.comment?.item.comment).toMatchObject({
      _id: commentId,
      content: 'A reported comment',
      videoId: video._id,
      owner: { _id: owner.user._id, username: owner.user.username },
    });
    expect(byKind.post?.item.post).toMatchObject({ _id: postId, content: 'A reported post' });
    expect(byKind.post?.reports[0]?.text).toBe('False');
    expect(byKind.channel?.item.channel).toMatchObject(ownerShown);
  });

  it('filters by kind and by reason, and pages', async () => {
    const videos = await queue('?kind=video');
    expect(videos.docs.map((line) => line.item._id)).toEqual([video._id]);
    const spam = await queue('?reason=spam');
    expect(spam.docs.map((line) => line.item.kind)).toEqual(['video', 'channel']);
    // The reason picks the item; the line still counts every report of it.
    expect(spam.docs[0]?.reportCount).toBe(3);
    expect((await queue('?reason=copyright')).docs).toEqual([]);

    const second = await queue('?limit=1&page=2');
    expect(second).toMatchObject({
      totalDocs: 4,
      totalPages: 4,
      page: 2,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(second.docs.map((line) => line.item.kind)).toEqual(['post']);
  });

  it('refuses a status, kind or reason it does not know (400)', async () => {
    for (const query of ['?status=closed', '?kind=playlist', '?reason=boring', '?limit=0']) {
      const res = await t.inject({
        method: 'GET',
        url: `/moderation/reports${query}`,
        headers: moderator.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('after an action', () => {
  it('the item leaves the open queue and is listed as resolved, in its new state', async () => {
    const [a] = reporters;
    const reportId = await reportAs(t, a as TestUser, {
      itemKind: 'comment',
      itemId: (await commentAs(t, owner, video._id, 'Another'))._id,
    });
    const before = (await queue()).totalDocs;
    const done = await actOn(t, moderator, reportId, { action: 'remove', reason: 'Rude' });
    expect(done.statusCode).toBe(200);
    expect((await queue()).totalDocs).toBe(before - 1);
    const resolved = await queue('?status=resolved');
    expect(resolved.docs).toHaveLength(1);
    expect(resolved.docs[0]?.item.removedAt).not.toBeNull();
    expect(resolved.docs[0]).toMatchObject({
      status: 'resolved',
      reportCount: 1,
      item: { kind: 'comment', removedReason: 'Rude', comment: { content: 'Another' } },
    });
  });

  it('a suspended owner’s items are still shown, with when the suspension ends', async () => {
    const [, b] = reporters;
    const lone = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, b as TestUser, { itemKind: 'video', itemId: lone._id });
    const done = await actOn(t, moderator, reportId, {
      action: 'suspend',
      duration: '30d',
      reason: 'Spam',
    });
    expect(done.statusCode).toBe(200);
    const open = await queue();
    expect(open.docs.length).toBeGreaterThan(0);
    for (const line of open.docs) expect(line.item.ownerSuspendedUntil).not.toBeNull();
  });
});
