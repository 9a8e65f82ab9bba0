import { expect } from 'vitest';
import { dataOf, type TestApp, type TestUser } from './app';
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

/** A fresh admin (granted as the operator does). */
export async function registerAdmin(t: TestApp): Promise<TestUser> {
  const admin = await t.registerUser();
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
