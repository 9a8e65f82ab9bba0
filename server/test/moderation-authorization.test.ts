import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import type { InjectOptions } from 'fastify';

/**
 * Who may call each moderation endpoint: visitors none (401); users only report (403 for the
 * moderators' and admins' routes); moderators the queue, the actions and the log, not the users
 * page; admins everything. Each role is read from the account on every request.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let user: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [user, owner] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

type Role = 'visitor' | 'user' | 'moderator' | 'admin';

/** A request each role makes anew (a fresh report to act on, a fresh account to promote). */
interface Case {
  name: string;
  request: () => Promise<Omit<InjectOptions, 'headers'> & { url: string }>;
  /** What each role gets. */
  expected: Record<Role, number>;
}

const headersOf = (role: Role) =>
  role === 'visitor'
    ? {}
    : { user: user.headers, moderator: moderator.headers, admin: admin.headers }[role];

async function reportedVideo(): Promise<string> {
  const video = await insertVideo(t, owner.user._id);
  return reportAs(t, user, { itemKind: 'video', itemId: video._id });
}

const cases: Case[] = [
  {
    name: 'POST /reports',
    request: async () => ({
      method: 'POST',
      url: '/reports',
      payload: {
        itemKind: 'video',
        itemId: (await insertVideo(t, owner.user._id))._id,
        reason: 'spam',
      },
    }),
    expected: { visitor: 401, user: 201, moderator: 201, admin: 201 },
  },
  {
    name: 'GET /moderation/reports',
    request: () => Promise.resolve({ method: 'GET', url: '/moderation/reports' }),
    expected: { visitor: 401, user: 403, moderator: 200, admin: 200 },
  },
  {
    name: 'POST /moderation/reports/:reportId/actions',
    request: async () => ({
      method: 'POST',
      url: `/moderation/reports/${await reportedVideo()}/actions`,
      payload: { action: 'dismiss' },
    }),
    expected: { visitor: 401, user: 403, moderator: 200, admin: 200 },
  },
  {
    name: 'GET /moderation/log',
    request: () => Promise.resolve({ method: 'GET', url: '/moderation/log' }),
    expected: { visitor: 401, user: 403, moderator: 200, admin: 200 },
  },
  {
    name: 'GET /admin/users',
    request: () => Promise.resolve({ method: 'GET', url: '/admin/users' }),
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200 },
  },
  {
    name: 'PUT /admin/users/:userId/role',
    request: async () => ({
      method: 'PUT',
      url: `/admin/users/${(await t.registerUser()).user._id}/role`,
      payload: { role: 'moderator' },
    }),
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200 },
  },
];

describe.each(cases)('$name', ({ request, expected }) => {
  it.each(Object.keys(expected) as Role[])('answers %s as the matrix says', async (role) => {
    const res = await t.inject({ ...(await request()), headers: headersOf(role) });
    expect(res.statusCode, res.body).toBe(expected[role]);
    if (res.statusCode >= 400)
      expect(errorOf(res)).toMatchObject({ statusCode: expected[role], success: false });
  });
});

describe('roles are read on every request', () => {
  it('a moderator whose role is taken is refused at once, with the tokens they have', async () => {
    const former = await registerModerator(t, admin);
    const queue = () =>
      t.inject({ method: 'GET', url: '/moderation/reports', headers: former.headers });
    expect((await queue()).statusCode).toBe(200);
    const taken = await t.inject({
      method: 'PUT',
      url: `/admin/users/${former.user._id}/role`,
      headers: admin.headers,
      payload: { role: 'user' },
    });
    expect(taken.statusCode).toBe(200);
    const refused = await queue();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Only a moderator can do this.');
  });

  it('the owner of an item, as a plain user, cannot act on reports of it', async () => {
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, user, { itemKind: 'video', itemId: video._id });
    const res = await t.inject({
      method: 'POST',
      url: `/moderation/reports/${reportId}/actions`,
      headers: owner.headers,
      payload: { action: 'dismiss' },
    });
    expect(res.statusCode).toBe(403);
  });
});
