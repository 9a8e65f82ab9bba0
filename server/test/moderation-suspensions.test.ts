import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { actOn, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import type { AdminUser, ModerationLogEntry, Page, ReportedItem } from '@kinora/contract';

/**
 * Suspending the owner of a reported item: for a time or for good, with a reason; every session
 * of the account ends at once; unsuspend lifts it. Both are logged.
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

const FOR_GOOD = '9999-12-31T23:59:59.999Z';

async function logOf(itemId: string): Promise<ModerationLogEntry[]> {
  const res = await t.inject({
    method: 'GET',
    url: `/moderation/log?itemId=${itemId}`,
    headers: moderator.headers,
  });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<ModerationLogEntry>>(res).docs;
}

async function act(...args: Parameters<typeof actOn>) {
  const res = await actOn(...args);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<ReportedItem>(res);
}

const me = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/users/current-user', headers: user.headers });

describe('suspend and unsuspend', () => {
  it('needs a reason and a duration (400), and a duration only there', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const reportId = await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
    const noReason = await actOn(t, moderator, reportId, { action: 'suspend', duration: '7d' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const blank = await actOn(t, moderator, reportId, {
      action: 'suspend',
      duration: '7d',
      reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const noDuration = await actOn(t, moderator, reportId, { action: 'suspend', reason: 'Spam' });
    expect(noDuration.statusCode).toBe(400);
    const misplaced = await actOn(t, moderator, reportId, { action: 'dismiss', duration: '1d' });
    expect(misplaced.statusCode).toBe(400);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('suspends the owner for the duration and signs every session out at once', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: owner.user.username, password: owner.password },
    });
    const laptop = {
      authorization: `Bearer ${dataOf<{ accessToken: string }>(login).accessToken}`,
    };
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    const before = Date.now();

    const line = await act(t, moderator, reportId, {
      action: 'suspend',
      duration: '7d',
      reason: 'Repeated spam',
    });
    const until = Date.parse(line.item.ownerSuspendedUntil ?? '');
    const week = 7 * 24 * 60 * 60_000;
    expect(until).toBeGreaterThanOrEqual(before + week - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + week + 1000);

    expect((await me(owner)).statusCode).toBe(401);
    const laptopMe = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: laptop,
    });
    expect(laptopMe.statusCode).toBe(401);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      cookies: owner.cookies,
      headers: { 'x-xsrf-token': owner.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(refreshed.statusCode).toBe(401);
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', owner.user._id)
      .execute();
    expect(sessions).toEqual([]);

    const row = await t.app.db
      .selectFrom('users')
      .select('suspension_reason')
      .where('id', '=', owner.user._id)
      .executeTakeFirstOrThrow();
    expect(row.suspension_reason).toBe('Repeated spam');
    const [entry] = await logOf(video._id);
    expect(entry).toMatchObject({ action: 'suspend', reason: 'Repeated spam' });
    expect(entry?.suspendedUntil).toBe(line.item.ownerSuspendedUntil);
  });

  it('for good: the end is the far future; unsuspend lifts it once', async () => {
    const [owner, reporter] = [await t.registerUser(), await t.registerUser()];
    const reportId = await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
    const line = await act(t, moderator, reportId, {
      action: 'suspend',
      duration: 'permanent',
      reason: 'Bot account',
    });
    expect(line.item.ownerSuspendedUntil).toBe(FOR_GOOD);
    expect((await logOf(owner.user._id))[0]?.suspendedUntil).toBe(FOR_GOOD);
    // One reading of 'infinity' on either driver: the admins' page and the session check say
    // the same end, and the account is told it is for good.
    const users = await t.inject({
      method: 'GET',
      url: `/admin/users?query=${owner.user.username}`,
      headers: admin.headers,
    });
    expect(dataOf<Page<AdminUser>>(users).docs).toEqual([
      expect.objectContaining({ suspendedUntil: FOR_GOOD, suspensionReason: 'Bot account' }),
    ]);
    expect(t.app.revokedSessions.suspensionOf(owner.user._id)?.until.toISOString()).toBe(FOR_GOOD);
    const refused = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: owner.user.username, password: owner.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Your account is suspended: Bot account');

    const lifted = await act(t, moderator, reportId, { action: 'unsuspend', note: 'Appeal' });
    expect(lifted.item.ownerSuspendedUntil).toBeNull();
    const again = await actOn(t, moderator, reportId, { action: 'unsuspend' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('The owner is not suspended.');
    expect((await logOf(owner.user._id)).map((entry) => entry.action)).toEqual([
      'unsuspend',
      'suspend',
    ]);
    // Signed out by the suspension, the owner signs in again once it is lifted.
    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: owner.user.username, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
