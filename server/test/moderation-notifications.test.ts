import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { actOn, commentAs, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import type { Notification, NotificationPreferences, Page } from '@kinora/contract';

/**
 * What came of a report reaches each reporter once, as the site's own notice: no actor (the
 * moderator is not named), the kind of item and the outcome. It is no kind a user can mute.
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

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  await t.app.services.notifications.settled();
  const res = await t.inject({ method: 'GET', url: '/notifications', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Notification>>(res).docs;
}

const outcomes = async (user: TestUser) =>
  (await notificationsOf(user)).filter((n) => n.kind === 'report_outcome');

describe('report outcomes', () => {
  it('tells every reporter of a removed comment once, naming no moderator', async () => {
    const [owner, first, second] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const comment = await commentAs(t, owner, video._id, 'Nasty');
    const reportId = await reportAs(t, first, { itemKind: 'comment', itemId: comment._id });
    await reportAs(t, second, { itemKind: 'comment', itemId: comment._id, reason: 'hate' });
    expect((await actOn(t, moderator, reportId, { action: 'remove' })).statusCode).toBe(200);

    for (const reporter of [first, second]) {
      const notices = await outcomes(reporter);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: 'report_outcome',
        actor: null,
        report: { itemKind: 'comment', outcome: 'removed' },
        video: null,
        comment: null,
        post: null,
        read: false,
      });
    }
    // The owner hears nothing of it here, and a later restore tells nobody again.
    expect(await outcomes(owner)).toEqual([]);
    expect((await actOn(t, moderator, reportId, { action: 'restore' })).statusCode).toBe(200);
    expect(await outcomes(first)).toHaveLength(1);
  });

  it('a dismissed report, or a suspension over a video, was reviewed; a suspended channel removed', async () => {
    const [owner, other, reporter] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const video = await insertVideo(t, owner.user._id);
    const dismissed = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    expect((await actOn(t, moderator, dismissed, { action: 'dismiss' })).statusCode).toBe(200);
    const again = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    const suspension = { action: 'suspend', duration: '1d', reason: 'Spam' } as const;
    expect((await actOn(t, moderator, again, suspension)).statusCode).toBe(200);
    const channel = await reportAs(t, reporter, { itemKind: 'channel', itemId: other.user._id });
    expect((await actOn(t, moderator, channel, suspension)).statusCode).toBe(200);

    expect((await outcomes(reporter)).map((n) => n.report)).toEqual([
      { itemKind: 'channel', outcome: 'removed' },
      { itemKind: 'video', outcome: 'reviewed' },
      { itemKind: 'video', outcome: 'reviewed' },
    ]);
  });

  it('reach a reporter who muted every kind; the preferences do not list them', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const prefs = await t.inject({
      method: 'GET',
      url: '/users/notification-preferences',
      headers: reporter.headers,
    });
    const all = dataOf<NotificationPreferences>(prefs);
    expect(Object.keys(all)).not.toContain('report_outcome');
    const off = Object.fromEntries(Object.keys(all).map((kind) => [kind, false]));
    const muted = await t.inject({
      method: 'PUT',
      url: '/users/notification-preferences',
      headers: reporter.headers,
      payload: off,
    });
    expect(muted.statusCode).toBe(200);
    const refused = await t.inject({
      method: 'PUT',
      url: '/users/notification-preferences',
      headers: reporter.headers,
      payload: { ...off, report_outcome: false },
    });
    expect(refused.statusCode).toBe(400);

    const reportId = await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
    expect((await actOn(t, moderator, reportId, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await outcomes(reporter)).toHaveLength(1);
    const unread = await t.inject({
      method: 'GET',
      url: '/notifications',
      headers: reporter.headers,
    });
    expect(unread.json()).toMatchObject({ data: { unreadCount: 1 } });
  });
});
