import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import {
  actOn,
  commentAs,
  registerAdmin,
  registerModerator,
  reportAs,
  sendReport,
} from './helpers/moderation';
import { postAs } from './helpers/posts';
import type { ModerationLogEntry, Page, ReportedItem } from '@kinora/contract';

/**
 * `POST /moderation/reports/:reportId/actions`: dismiss, remove and restore, who may act on what,
 * and the log (suspensions have their own file). Each action resolves the item's open reports, is
 * logged, and refuses what it cannot do.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
});
afterAll(async () => {
  await t.close();
});

async function logOf(itemId: string): Promise<ModerationLogEntry[]> {
  const res = await t.inject({
    method: 'GET',
    url: `/moderation/log?itemId=${itemId}`,
    headers: moderator.headers,
  });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<ModerationLogEntry>>(res).docs;
}

async function openLineOf(itemId: string) {
  const res = await t.inject({
    method: 'GET',
    url: '/moderation/reports?limit=50',
    headers: moderator.headers,
  });
  return dataOf<Page<ReportedItem>>(res).docs.find((line) => line.item._id === itemId);
}

async function act(...args: Parameters<typeof actOn>) {
  const res = await actOn(...args);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<ReportedItem>(res);
}

const me = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/users/current-user', headers: user.headers });

describe('dismiss', () => {
  it('resolves every open report of the item as reviewed, and is logged', async () => {
    const [owner, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, first, { itemKind: 'video', itemId: video._id });
    await reportAs(t, second, { itemKind: 'video', itemId: video._id, reason: 'hate' });
    expect((await openLineOf(video._id))?.reportCount).toBe(2);

    const res = await actOn(t, moderator, reportId, { action: 'dismiss', note: 'Satire' });
    expect(res.json()).toMatchObject({ message: 'Reports dismissed', success: true });
    const line = dataOf<ReportedItem>(res);
    expect(line).toMatchObject({
      status: 'resolved',
      reportCount: 2,
      item: { kind: 'video', _id: video._id, removedAt: null, ownerSuspendedUntil: null },
    });
    expect(line.item.video).toMatchObject({ _id: video._id, title: video.title });
    expect(await openLineOf(video._id)).toBeUndefined();

    const entries = await logOf(video._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'dismiss',
      moderator: { _id: moderator.user._id, username: moderator.user.username },
      owner: { _id: owner.user._id },
      itemKind: 'video',
      itemId: video._id,
      note: 'Satire',
      reason: '',
      suspendedUntil: null,
    });

    const again = await actOn(t, moderator, reportId, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('The reports of this video are resolved already.');
    expect(await logOf(video._id)).toHaveLength(1);
  });
});

describe('remove and restore', () => {
  it('a video: removed with its reason, restored, each once', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });

    const removed = await act(t, moderator, reportId, {
      action: 'remove',
      reason: 'Spam links',
      note: 'Third time',
    });
    expect(removed.item.removedReason).toBe('Spam links');
    expect(Date.parse(removed.item.removedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['removed_at', 'removed_reason'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(row.removed_reason).toBe('Spam links');
    expect(row.removed_at).not.toBeNull();
    const twice = await actOn(t, moderator, reportId, { action: 'remove' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('This video is removed already.');

    const restored = await act(t, moderator, reportId, { action: 'restore' });
    expect(restored.item).toMatchObject({ removedAt: null, removedReason: null });
    const again = await actOn(t, moderator, reportId, { action: 'restore' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This video is not removed.');

    expect((await logOf(video._id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['restore', ''],
      ['remove', 'Spam links'],
    ]);
  });

  it('a comment (on a YouTube video too) and a post: kept in full for the moderators', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentAs(t, owner, video._id, 'Rude words');
    const youtubeComment = await commentAs(t, owner, 'dQw4w9WgXcQ', 'Rude words on YouTube');
    const post = await postAs(t, owner, 'A rude post');
    for (const [itemKind, itemId] of [
      ['comment', comment._id],
      ['comment', youtubeComment._id],
      ['post', post._id],
    ] as const) {
      const reportId = await reportAs(t, reporter, { itemKind, itemId, reason: 'harassment' });
      const line = await act(t, moderator, reportId, { action: 'remove', reason: 'Rude' });
      expect(line.item.removedAt).not.toBeNull();
      expect(line.item.removedReason).toBe('Rude');
      const shown = itemKind === 'post' ? line.item.post : line.item.comment;
      expect(shown?._id).toBe(itemId);
      expect(shown?.content).toMatch(/^(A )?[Rr]ude/);
      if (itemKind === 'post') expect(line.item.post?.removed).toBe(true);
    }
    const rows = await t.app.db
      .selectFrom('comments')
      .select('removed_at')
      .where('id', 'in', [comment._id, youtubeComment._id])
      .execute();
    expect(rows.every((row) => row.removed_at !== null)).toBe(true);
  });

  it('a channel cannot be removed or restored: its owner is suspended instead (400)', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const reportId = await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
    for (const action of ['remove', 'restore'] as const) {
      const res = await actOn(t, moderator, reportId, { action });
      expect(res.statusCode).toBe(400);
    }
    expect(errorOf(await actOn(t, moderator, reportId, { action: 'remove' })).message).toBe(
      'A channel cannot be removed: suspend its owner instead.',
    );
    expect(await logOf(owner.user._id)).toEqual([]);
  });
});

describe('who may act on what', () => {
  it('nobody on their own items; a moderator not on an admin’s (403)', async () => {
    const [reporter, otherAdmin] = [await t.registerUser(), await registerAdmin(t)];
    const ownVideo = await insertVideo(t, moderator.user._id);
    const ownReport = await reportAs(t, reporter, { itemKind: 'video', itemId: ownVideo._id });
    const own = await actOn(t, moderator, ownReport, { action: 'remove' });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('You cannot moderate your own video.');

    const adminChannel = await reportAs(t, reporter, {
      itemKind: 'channel',
      itemId: admin.user._id,
    });
    const onAdmin = await actOn(t, moderator, adminChannel, {
      action: 'suspend',
      duration: '1d',
      reason: 'Nope',
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(errorOf(onAdmin).message).toBe("Only an admin can act on an admin's channel.");
    const adminOwn = await actOn(t, admin, adminChannel, { action: 'dismiss' });
    expect(adminOwn.statusCode).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);

    // Another admin may dismiss it.
    expect((await actOn(t, otherAdmin, adminChannel, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await logOf(ownVideo._id)).toEqual([]);
  });

  it('an unknown report, or an item its owner deleted since: 404', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const unknown = await actOn(t, moderator, 'abcdefabcdefabcdefabcdef', { action: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Report not found.');

    const post = await postAs(t, owner, 'Soon gone');
    const reportId = await reportAs(t, reporter, { itemKind: 'post', itemId: post._id });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/tweets/${post._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    // The open report went with the post.
    const gone = await actOn(t, moderator, reportId, { action: 'remove' });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Report not found.');
    expect(await openLineOf(post._id)).toBeUndefined();
  });
});

describe('the log', () => {
  it('lists what was done newest first, by moderator and item, and outlives the item', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const other = await registerModerator(t, admin);
    const video = await insertVideo(t, owner.user._id);
    const first = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    await act(t, moderator, first, { action: 'remove', reason: 'Spam', note: 'One' });
    await act(t, other, first, { action: 'restore', note: 'Two' });
    const post = await postAs(t, owner, 'Post');
    const second = await reportAs(t, reporter, { itemKind: 'post', itemId: post._id });
    await act(t, other, second, { action: 'dismiss', note: 'Three' });

    const byOther = await t.inject({
      method: 'GET',
      url: `/moderation/log?moderatorId=${other.user._id}`,
      headers: admin.headers,
    });
    expect(dataOf<Page<ModerationLogEntry>>(byOther).docs.map((e) => e.note)).toEqual([
      'Three',
      'Two',
    ]);
    const posts = await t.inject({
      method: 'GET',
      url: `/moderation/log?moderatorId=${other.user._id}&itemKind=post`,
      headers: admin.headers,
    });
    expect(dataOf<Page<ModerationLogEntry>>(posts).docs.map((e) => e.itemId)).toEqual([post._id]);
    const paged = await t.inject({
      method: 'GET',
      url: `/moderation/log?moderatorId=${other.user._id}&limit=1&page=2`,
      headers: admin.headers,
    });
    expect(dataOf<Page<ModerationLogEntry>>(paged)).toMatchObject({
      totalDocs: 2,
      page: 2,
      docs: [expect.objectContaining({ note: 'Two', action: 'restore' })],
    });

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await logOf(video._id)).map((entry) => entry.note)).toEqual(['Two', 'One']);
  });

  it('refuses filters that are not ids or kinds (400)', async () => {
    for (const query of ['moderatorId=nope', 'itemKind=playlist', 'itemId=123']) {
      const res = await t.inject({
        method: 'GET',
        url: `/moderation/log?${query}`,
        headers: moderator.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('reporting after an action', () => {
  it('a restored item can be reported again, and is back in the queue', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    await act(t, moderator, reportId, { action: 'remove' });
    const whileRemoved = await sendReport(t, reporter, {
      itemKind: 'video',
      itemId: video._id,
      reason: 'spam',
    });
    expect(whileRemoved.statusCode).toBe(404);
    await act(t, moderator, reportId, { action: 'restore' });
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    expect((await openLineOf(video._id))?.reportCount).toBe(1);
  });
});
