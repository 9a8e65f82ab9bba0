import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { registerAdmin, registerModerator, reportAs, actOn } from './helpers/moderation';
import type { AdminUser, Page, User } from '@kinora/contract';

/**
 * The admins' users page: accounts by username and role, newest first, with their suspension;
 * admins grant and take the moderator role, never the admin role (the operator's), nor their own.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t.close();
});

async function users(query = '') {
  const res = await t.inject({
    method: 'GET',
    url: `/admin/users${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<AdminUser>>(res);
}

const setRole = (userId: string, role: string, by: TestUser = admin) =>
  t.inject({
    method: 'PUT',
    url: `/admin/users/${userId}/role`,
    headers: by.headers,
    payload: { role },
  });

describe('GET /admin/users', () => {
  it('finds accounts by part of the username, any case, newest first', async () => {
    const older = await t.registerUser({ username: 'zebra_older' });
    const newer = await t.registerUser({ username: 'zebra_newer' });
    await t.registerUser({ username: 'giraffe' });
    const found = await users('?query=ZEBRA');
    expect(found.docs.map((row) => row.user._id)).toEqual([newer.user._id, older.user._id]);
    expect(found.docs[0]).toMatchObject({
      user: { _id: newer.user._id, username: 'zebra_newer' },
      email: newer.user.email,
      role: 'user',
      suspendedUntil: null,
      suspensionReason: null,
    });
    // LIKE wildcards are matched as themselves.
    expect((await users('?query=zebra%25')).totalDocs).toBe(0);
    expect((await users('?query=e_r')).totalDocs).toBe(0);
    expect((await users('?query=a_ne')).docs.map((row) => row.user.username)).toEqual([
      'zebra_newer',
    ]);
  });

  it('filters by role, pages, and shows a suspension with its reason', async () => {
    const moderator = await registerModerator(t, admin);
    const moderators = await users('?role=moderator');
    expect(moderators.docs.map((row) => row.user._id)).toContain(moderator.user._id);
    expect(moderators.docs.every((row) => row.role === 'moderator')).toBe(true);
    expect((await users('?role=admin')).docs.map((row) => row.user._id)).toEqual([admin.user._id]);
    const paged = await users('?limit=1&page=2');
    expect(paged).toMatchObject({ limit: 1, page: 2, hasPrevPage: true });
    expect(paged.docs).toHaveLength(1);

    const [suspended, reporter] = [await t.registerUser(), await t.registerUser()];
    const reportId = await reportAs(t, reporter, {
      itemKind: 'channel',
      itemId: suspended.user._id,
    });
    const done = await actOn(t, moderator, reportId, {
      action: 'suspend',
      duration: '1d',
      reason: 'Spam bot',
    });
    expect(done.statusCode).toBe(200);
    const [row] = (await users(`?query=${suspended.user.username}`)).docs;
    expect(row?.suspensionReason).toBe('Spam bot');
    expect(Date.parse(row?.suspendedUntil ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('PUT /admin/users/:userId/role', () => {
  it('grants and takes the moderator role, seen by the account at once', async () => {
    const member = await t.registerUser();
    const granted = await setRole(member.user._id, 'moderator');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ message: 'Role updated' });
    expect(dataOf<AdminUser>(granted)).toMatchObject({
      user: { _id: member.user._id },
      role: 'moderator',
    });
    const current = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: member.headers,
    });
    expect(dataOf<User>(current)).toMatchObject({ role: 'moderator', isAdmin: false });
    const taken = await setRole(member.user._id, 'user');
    expect(dataOf<AdminUser>(taken).role).toBe('user');
  });

  it('never changes an admin’s role (409), nor the caller’s own (409)', async () => {
    const other = await registerAdmin(t);
    const res = await setRole(other.user._id, 'user');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(
      "An admin's role is the operator's to change (`pnpm kinora admin revoke <username>`).",
    );
    const own = await setRole(admin.user._id, 'moderator');
    expect(own.statusCode).toBe(409);
    expect(errorOf(own).message).toBe('You cannot change your own role.');
    expect((await users('?role=admin')).docs.map((row) => row.user._id).sort()).toEqual(
      [admin.user._id, other.user._id].sort(),
    );
  });

  it('refuses the admin role itself, an unknown account and a malformed id', async () => {
    const member = await t.registerUser();
    expect((await setRole(member.user._id, 'admin')).statusCode).toBe(400);
    const unknown = await setRole('abcdefabcdefabcdefabcdef', 'moderator');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('User not found.');
    expect((await setRole('nope', 'moderator')).statusCode).toBe(400);
  });
});
