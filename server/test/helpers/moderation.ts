import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import { dataOf, markEmailVerified, type TestApp, type TestUser } from './app';
import type {
  AdminUser,
  Comment,
  CreatedReport,
  CreateReportRequest,
  ModerationActionRequest,
} from '@kinora/contract';

/** Reports an item as `user`; the answer, to check its status. */
export const sendReport = (t: TestApp, user: TestUser, payload: CreateReportRequest) =>
  t.inject({ method: 'POST', url: '/reports', headers: user.headers, payload });

/** Reports an item as `user` and answers the new report's id. */
export async function reportAs(
  t: TestApp,
  user: TestUser,
  payload: Partial<CreateReportRequest> & Pick<CreateReportRequest, 'itemKind' | 'itemId'>,
): Promise<string> {
  const res = await sendReport(t, user, { reason: 'spam', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<CreatedReport>(res).reportId;
}

/** A moderator's action on the item of `reportId`. */
export const actOn = (
  t: TestApp,
  moderator: TestUser,
  reportId: string,
  payload: ModerationActionRequest,
) =>
  t.inject({
    method: 'POST',
    url: `/moderation/reports/${reportId}/actions`,
    headers: moderator.headers,
    payload,
  });

/** A fresh admin with a verified address (granted as the operator does). */
export async function registerAdmin(t: TestApp): Promise<TestUser> {
  const admin = await t.registerUser();
  await markEmailVerified(t.app.db, admin.user._id);
  await t.admin('grant', admin.user.username);
  return admin;
}

/** A fresh moderator, granted by `admin` from the users page. */
export async function registerModerator(t: TestApp, admin: TestUser): Promise<TestUser> {
  const moderator = await t.registerUser();
  const res = await t.inject({
    method: 'PUT',
    url: `/admin/users/${moderator.user._id}/role`,
    headers: admin.headers,
    payload: { role: 'moderator' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(dataOf<AdminUser>(res).role).toBe('moderator');
  return moderator;
}

/** Comments on a video (an own id, or a YouTube id) as `user`. */
export async function commentAs(
  t: TestApp,
  user: TestUser,
  videoId: string,
  content = 'A comment',
): Promise<Comment> {
  const res = await t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: user.headers,
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Comment>(res);
}

/**
 * What a moderator's actions write, straight in the database: the effects of removals and
 * suspensions on every read are tested here without the moderation routes. Each drops the kept
 * list answers, as any write through the API does.
 */

/** Sets (a date) or clears (null) a video's removal. */
export async function setVideoRemoved(t: TestApp, videoId: string, reason: string | null) {
  await t.app.db
    .updateTable('videos')
    .set({ removed_at: reason === null ? null : new Date(), removed_reason: reason })
    .where('id', '=', videoId)
    .execute();
  await t.app.listCache.changed();
}

/** Removes (true) or restores (false) a comment or a post. */
export async function setRemoved(
  t: TestApp,
  table: 'comments' | 'tweets',
  id: string,
  removed: boolean,
) {
  await t.app.db
    .updateTable(table)
    .set({ removed_at: removed ? new Date() : null })
    .where('id', '=', id)
    .execute();
  await t.app.listCache.changed();
}

/**
 * Suspends the account until `until` ('infinity': for good), or lifts it (null), then waits until
 * this instance's session check has read it (the revocation poll, short in these tests).
 */
export async function setSuspended(
  t: TestApp,
  userId: string,
  until: Date | 'infinity' | null,
  reason = 'Spam',
) {
  await t.app.db
    .updateTable('users')
    .set({
      suspended_until: until === 'infinity' ? sql<Date>`'infinity'::timestamptz` : until,
      suspension_reason: until === null ? null : reason,
    })
    .where('id', '=', userId)
    .execute();
  await t.app.listCache.changed();
  const inForce = until !== null && (until === 'infinity' || until.getTime() > Date.now());
  await vi.waitFor(
    () => expect(t.app.revokedSessions.suspensionOf(userId) !== null).toBe(inForce),
    { timeout: 5000, interval: 20 },
  );
}

/** The environment of these tests: the session check reads suspensions every 100 ms. */
export const MODERATION_TEST_ENV = { SESSION_REVOCATION_POLL_MS: '100' };
