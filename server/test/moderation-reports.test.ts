import { REPORT_TEXT_MAX_LENGTH, REPORTS_PER_HOUR } from '@kinora/contract';
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
import type { CreatedReport, Page, ReportedItem } from '@kinora/contract';

/**
 * `POST /reports`: what a signed-in user can report (a video, a comment on an own or a YouTube
 * video, a post, a channel), and every way a report is refused.
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

/** The queue's line of an item, whatever else the queue holds. */
async function lineOf(itemId: string, status: 'open' | 'resolved' = 'open') {
  const res = await t.inject({
    method: 'GET',
    url: `/moderation/reports?status=${status}&limit=50`,
    headers: moderator.headers,
  });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<ReportedItem>>(res).docs.find((line) => line.item._id === itemId);
}

describe('what can be reported', () => {
  it('a video, a comment on an own or a YouTube video, a post and a channel', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentAs(t, owner, video._id, 'Buy followers here');
    const youtubeComment = await commentAs(t, owner, 'dQw4w9WgXcQ', 'Spam under a YouTube video');
    const post = await postAs(t, owner, 'A post');
    const items = [
      { itemKind: 'video', itemId: video._id },
      { itemKind: 'comment', itemId: comment._id },
      { itemKind: 'comment', itemId: youtubeComment._id },
      { itemKind: 'post', itemId: post._id },
      { itemKind: 'channel', itemId: owner.user._id },
    ] as const;
    for (const item of items) {
      const res = await sendReport(t, reporter, { ...item, reason: 'spam', text: 'Look at it' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Thanks for reporting', success: true });
      expect(dataOf<CreatedReport>(res).reportId).toMatch(/^[0-9a-f]{24}$/);
      const line = await lineOf(item.itemId);
      expect(line?.item).toMatchObject({ kind: item.itemKind, owner: { _id: owner.user._id } });
      expect(line?.reports[0]).toMatchObject({
        reason: 'spam',
        text: 'Look at it',
        startAt: null,
        reporter: { _id: reporter.user._id, username: reporter.user.username },
      });
    }
    expect((await lineOf(youtubeComment._id))?.item.comment?.videoId).toBe('dQw4w9WgXcQ');
  });

  it('a video at a time (startAt), which only a video takes', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id, startAt: 42.5 });
    expect((await lineOf(video._id))?.reports[0]?.startAt).toBe(42.5);

    const post = await postAs(t, owner, 'Words');
    const refused = await sendReport(t, reporter, {
      itemKind: 'post',
      itemId: post._id,
      reason: 'spam',
      startAt: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      message: 'startAt is only for a video.',
      errors: [{ field: 'startAt' }],
    });
  });

  it('an unlisted video (whoever has the link may report it)', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id, { visibility: 'unlisted' });
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
  });

  it('a stranger’s comment on the reporter’s own private video', async () => {
    const [owner, commenter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id, { visibility: 'unlisted' });
    const comment = await commentAs(t, commenter, video._id);
    await t.app.db
      .updateTable('videos')
      .set({ visibility: 'private' })
      .where('id', '=', video._id)
      .execute();
    await reportAs(t, owner, { itemKind: 'comment', itemId: comment._id });
  });
});

describe('refused reports', () => {
  it('of one’s own video, comment, post or channel: 400', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentAs(t, owner, video._id);
    const post = await postAs(t, owner, 'Mine');
    const items = [
      ['video', video._id],
      ['comment', comment._id],
      ['post', post._id],
      ['channel', owner.user._id],
    ] as const;
    for (const [itemKind, itemId] of items) {
      const res = await sendReport(t, owner, { itemKind, itemId, reason: 'spam' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(`You cannot report your own ${itemKind}.`);
    }
  });

  it('of an item that does not exist: 404 naming its kind', async () => {
    const reporter = await t.registerUser();
    const missing = 'abcdefabcdefabcdefabcdef';
    const expected = {
      video: 'Video not found.',
      comment: 'Comment not found.',
      post: 'Post not found.',
      channel: 'Channel not found.',
    } as const;
    for (const [itemKind, message] of Object.entries(expected)) {
      const res = await sendReport(t, reporter, {
        itemKind: itemKind as keyof typeof expected,
        itemId: missing,
        reason: 'spam',
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(message);
    }
  });

  it('of what the reporter cannot see: a private video, a comment on one: 404', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id, { visibility: 'private' });
    const comment = await commentAs(t, owner, video._id);
    for (const [itemKind, itemId] of [
      ['video', video._id],
      ['comment', comment._id],
    ] as const) {
      const res = await sendReport(t, reporter, { itemKind, itemId, reason: 'spam' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('of a removed item, or a suspended channel: 404', async () => {
    const [owner, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const post = await postAs(t, owner, 'Spam spam spam');
    const reportId = await reportAs(t, first, { itemKind: 'post', itemId: post._id });
    expect((await actOn(t, moderator, reportId, { action: 'remove' })).statusCode).toBe(200);
    const removed = await sendReport(t, second, {
      itemKind: 'post',
      itemId: post._id,
      reason: 'spam',
    });
    expect(removed.statusCode).toBe(404);
    expect(errorOf(removed).message).toBe('Post not found.');

    const channelReport = await reportAs(t, first, {
      itemKind: 'channel',
      itemId: owner.user._id,
    });
    const suspended = await actOn(t, moderator, channelReport, {
      action: 'suspend',
      duration: '1d',
      reason: 'Spam',
    });
    expect(suspended.statusCode).toBe(200);
    const channel = await sendReport(t, second, {
      itemKind: 'channel',
      itemId: owner.user._id,
      reason: 'spam',
    });
    expect(channel.statusCode).toBe(404);
    expect(errorOf(channel).message).toBe('Channel not found.');
  });

  it('of a YouTube comment (not one of ours): 400, its id is no id of this site', async () => {
    const reporter = await t.registerUser();
    const res = await sendReport(t, reporter, {
      itemKind: 'comment',
      itemId: 'UgzYouTubeCommentId4AaABAg',
      reason: 'spam',
    });
    expect(res.statusCode).toBe(400);
  });

  it('the same item twice while the first report is open: 409; again once it is resolved', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    const again = await sendReport(t, reporter, {
      itemKind: 'video',
      itemId: video._id,
      reason: 'hate',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'You have already reported this video; the moderators will look at it.',
    );
    expect((await actOn(t, moderator, reportId, { action: 'dismiss' })).statusCode).toBe(200);
    await reportAs(t, reporter, { itemKind: 'video', itemId: video._id, reason: 'hate' });
  });

  it('the same report sent twice at once is filed once', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    const payload = { itemKind: 'video', itemId: video._id, reason: 'spam' } as const;
    const answers = await Promise.all([
      sendReport(t, reporter, payload),
      sendReport(t, reporter, payload),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await lineOf(video._id))?.reportCount).toBe(1);
  });

  it('with a reason not on the list, or text over the limit: 400', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id);
    for (const payload of [
      { itemKind: 'video', itemId: video._id, reason: 'boring' },
      {
        itemKind: 'video',
        itemId: video._id,
        reason: 'other',
        text: 'x'.repeat(REPORT_TEXT_MAX_LENGTH + 1),
      },
      { itemKind: 'playlist', itemId: video._id, reason: 'spam' },
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/reports',
        headers: reporter.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the hourly cap', () => {
  it(`files ${REPORTS_PER_HOUR} reports an hour, then answers 429; refused reports do not count`, async () => {
    const [owner, reporter, other] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const videos = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => insertVideo(t, owner.user._id)),
    );
    const [first, ...rest] = videos.map((video) => video._id);
    await reportAs(t, reporter, { itemKind: 'video', itemId: first ?? '' });
    // A duplicate and a missing item are refused for what they are, not counted.
    const duplicate = await sendReport(t, reporter, {
      itemKind: 'video',
      itemId: first ?? '',
      reason: 'spam',
    });
    expect(duplicate.statusCode).toBe(409);
    const missing = await sendReport(t, reporter, {
      itemKind: 'video',
      itemId: 'abcdefabcdefabcdefabcdef',
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    const last = rest.pop() ?? '';
    for (const itemId of rest) await reportAs(t, reporter, { itemKind: 'video', itemId });
    const capped = await sendReport(t, reporter, {
      itemKind: 'video',
      itemId: last,
      reason: 'spam',
    });
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).message).toMatch(
      /^You have sent too many reports, please try again in \d+ minutes\.$/,
    );
    // The cap is the reporter's own.
    await reportAs(t, other, { itemKind: 'video', itemId: last });
  });
});
