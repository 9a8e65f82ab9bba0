import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp, type TestUser } from './helpers/app';
import { registerAdmin, registerModerator } from './helpers/moderation';
import { applicationFields, applyAs, setRegistration, siteSettings } from './helpers/site';
import type { InjectOptions } from 'fastify';

/**
 * Who may call each endpoint of the site's settings and applications: anyone reads the site and
 * applies (where registration needs approval); only admins read and change the settings and
 * decide applications, moderators included among the refused.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let user: TestUser;
let formerAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  user = await t.registerUser();
  formerAdmin = await registerAdmin(t);
  await setRegistration(t, admin, 'approval');
});
afterAll(async () => {
  await t.close();
});

type Role = 'visitor' | 'user' | 'moderator' | 'admin';

interface Case {
  name: string;
  request: () => Promise<Omit<InjectOptions, 'headers'> & { url: string }>;
  expected: Record<Role, number>;
}

const headersOf = (role: Role) =>
  role === 'visitor'
    ? {}
    : { user: user.headers, moderator: moderator.headers, admin: admin.headers }[role];

const cases: Case[] = [
  {
    name: 'GET /site',
    request: () => Promise.resolve({ method: 'GET', url: '/site' }),
    expected: { visitor: 200, user: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'GET /admin/settings',
    request: () => Promise.resolve({ method: 'GET', url: '/admin/settings' }),
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200 },
  },
  {
    name: 'PUT /admin/settings',
    request: async () => ({
      method: 'PUT',
      url: '/admin/settings',
      payload: await siteSettings(t, admin),
    }),
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200 },
  },
  {
    name: 'POST /users/applications',
    request: () =>
      Promise.resolve({ method: 'POST', url: '/users/applications', payload: applicationFields() }),
    expected: { visitor: 201, user: 201, moderator: 201, admin: 201 },
  },
  {
    name: 'GET /admin/applications',
    request: () => Promise.resolve({ method: 'GET', url: '/admin/applications' }),
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200 },
  },
  {
    name: 'POST /admin/applications/:applicationId/decision',
    request: async () => ({
      method: 'POST',
      url: `/admin/applications/${(await applyAs(t, admin))._id}/decision`,
      payload: { decision: 'refuse' },
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

describe('the admin role', () => {
  it('is read on every request: an admin the operator revokes is refused at once', async () => {
    const read = () =>
      t.inject({ method: 'GET', url: '/admin/settings', headers: formerAdmin.headers });
    expect((await read()).statusCode).toBe(200);
    await t.admin('revoke', formerAdmin.user.username);
    const refused = await read();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Only an admin can do this.');
  });
});
