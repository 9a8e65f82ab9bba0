import { APPLICATION_REASON_MAX_LENGTH, type Application, type Page } from '@kinora/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { registerAdmin } from './helpers/moderation';
import {
  apply,
  applicationFields,
  applyAs,
  decide,
  findApplication,
  setRegistration,
  signIn,
} from './helpers/site';

/**
 * Registration modes and applications for an account: closed, nobody signs up; by application,
 * people apply, an admin approves (the account is made and signs in) or refuses (the reason is
 * told at sign-in, to whoever knows the password).
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

const register = (tag: string) =>
  t.inject({
    method: 'POST',
    url: '/users/register',
    payload: {
      username: `signup${tag}`,
      email: `signup${tag}@example.com`,
      fullName: 'Sign Up',
      password: 'secret-password',
    },
  });
const tag = () => Math.random().toString(16).slice(2, 10);

describe('registration modes', () => {
  it('open: anyone signs up, and nobody applies', async () => {
    await setRegistration(t, admin, 'open');
    expect((await register(tag())).statusCode).toBe(201);
    const res = await apply(t, applicationFields());
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Registration is open: create your account.');
  });

  it('closed: neither sign-ups nor applications, and the admins still sign in', async () => {
    await setRegistration(t, admin, 'closed');
    const signUp = await register(tag());
    expect(signUp.statusCode).toBe(403);
    expect(errorOf(signUp).message).toBe('Registration is closed.');
    const applied = await apply(t, applicationFields());
    expect(applied.statusCode).toBe(403);
    expect(errorOf(applied).message).toBe('Registration is closed.');
    const login = await signIn(t, { username: admin.user.username, password: admin.password });
    expect(login.statusCode).toBe(200);
  });

  it('approval: sign-ups are pointed to applying, and applications are taken', async () => {
    await setRegistration(t, admin, 'approval');
    const signUp = await register(tag());
    expect(signUp.statusCode).toBe(403);
    expect(errorOf(signUp).message).toBe('This site accepts new accounts by application.');
    const applied = await apply(t, applicationFields());
    expect(applied.statusCode, applied.body).toBe(201);
    expect(dataOf(applied)).toEqual({ status: 'pending' });
  });

  it('refuses a multipart sign-up before reading its files', async () => {
    await setRegistration(t, admin, 'closed');
    const boundary = '----kinora-site-test';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nmulti${tag()}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.inject({
      method: 'POST',
      url: '/users/register',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Registration is closed.');
  });
});

describe('POST /users/applications', () => {
  beforeEach(async () => {
    await setRegistration(t, admin, 'approval');
  });

  it('keeps the application pending with the password hashed and the username lowercased', async () => {
    const fields = applicationFields();
    const res = await apply(t, {
      ...fields,
      username: `  ${fields.username.toUpperCase()} `,
      email: fields.email.toUpperCase(),
      reason: '  I film birds.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await findApplication(t, admin, fields.username);
    expect(found).toMatchObject({
      username: fields.username,
      email: fields.email.toUpperCase(),
      fullName: fields.fullName,
      reason: 'I film birds.',
      status: 'pending',
      refusalReason: null,
      decidedAt: null,
    });
    expect(found).not.toHaveProperty('password');
    const { rows } = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM registration_applications WHERE id = ${found._id}`.execute(
      t.app.db,
    );
    expect(rows[0]?.password_hash).not.toBe(fields.password);
    expect(await verifyPassword(rows[0]?.password_hash ?? null, fields.password)).toBe(true);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password', 'Password must be at least'],
    ['a common password', { password: 'password123' }, 'password', 'This password is too common.'],
    ['a username with spaces', { username: 'two words' }, 'username', 'username must be 3 to 30'],
    ['a bad email', { email: 'not-an-email' }, 'email', undefined],
    ['no reason', { reason: '   ' }, 'reason', 'reason is required'],
    [
      'a long reason',
      { reason: 'r'.repeat(APPLICATION_REASON_MAX_LENGTH + 1) },
      'reason',
      `reason must be at most ${APPLICATION_REASON_MAX_LENGTH} characters`,
    ],
    ['no full name', { fullName: '' }, 'fullName', 'fullName is required'],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const res = await apply(t, applicationFields(change));
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.errors?.[0]?.field).toBe(field);
    if (message) expect(error.message).toContain(message);
  });

  it('refuses a missing field and an unknown one', async () => {
    const { reason: _reason, ...withoutReason } = applicationFields();
    const missing = await apply(t, withoutReason);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.[0]?.field).toBe('reason');
    const unknown = await apply(t, { ...applicationFields(), role: 'admin' } as never);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Unknown field "role".');
  });

  it("answers 409 naming the field for an account's username or email, in any case", async () => {
    const account = await (async () => {
      await setRegistration(t, admin, 'open');
      const user = await t.registerUser();
      await setRegistration(t, admin, 'approval');
      return user;
    })();
    const byName = await apply(t, applicationFields({ username: account.user.username }));
    expect(byName.statusCode).toBe(409);
    expect(errorOf(byName).errors).toEqual([
      { field: 'username', message: 'Username is already taken.' },
    ]);
    const byEmail = await apply(t, applicationFields({ email: account.user.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(errorOf(byEmail).errors).toEqual([
      { field: 'email', message: 'Email is already registered.' },
    ]);
  });

  it("answers 409 naming the field for a pending application's username or email", async () => {
    const first = applicationFields();
    expect((await apply(t, first)).statusCode).toBe(201);
    const both = await apply(
      t,
      applicationFields({ username: first.username, email: first.email.toUpperCase() }),
    );
    expect(both.statusCode).toBe(409);
    expect(errorOf(both).errors?.map((e) => e.field)).toEqual(['username', 'email']);
  });

  it('takes a new application from someone refused before', async () => {
    const refused = await applyAs(t, admin);
    expect((await decide(t, admin, refused._id, { decision: 'refuse' })).statusCode).toBe(200);
    const again = await apply(
      t,
      applicationFields({ username: refused.username, email: refused.email }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('deciding', () => {
  beforeEach(async () => {
    await setRegistration(t, admin, 'approval');
  });

  it('a pending application cannot sign in: the applicant is told it waits', async () => {
    const application = await applyAs(t, admin);
    const names: Record<string, string>[] = [
      { username: application.username },
      { email: application.email },
    ];
    for (const name of names) {
      const res = await signIn(t, { ...name, password: application.password });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe("Your application is waiting for an admin's review.");
    }
  });

  it('a wrong password on an application is answered as for an unknown name', async () => {
    const application = await applyAs(t, admin);
    const wrong = await signIn(t, { email: application.email, password: 'not-the-password' });
    const unknown = await signIn(t, {
      email: `nobody${tag()}@example.com`,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    const byName = await signIn(t, { username: application.username, password: 'nope-nope' });
    expect(errorOf(byName).message).toBe('Invalid username or password.');
  });

  it('refusing keeps the reason, which the applicant reads at sign-in', async () => {
    const application = await applyAs(t, admin);
    const res = await decide(t, admin, application._id, {
      decision: 'refuse',
      reason: '  This site is for a club.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = dataOf<Application>(res);
    expect(decided).toMatchObject({ status: 'refused', refusalReason: 'This site is for a club.' });
    expect(decided.decidedAt).not.toBeNull();
    const login = await signIn(t, { email: application.email, password: application.password });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).message).toBe(
      'Your application was not accepted: This site is for a club.',
    );
  });

  it('refusing without a reason says so without one', async () => {
    const application = await applyAs(t, admin);
    const res = await decide(t, admin, application._id, { decision: 'refuse', reason: ' ' });
    expect(dataOf<Application>(res).refusalReason).toBeNull();
    const login = await signIn(t, {
      username: application.username,
      password: application.password,
    });
    expect(errorOf(login).message).toBe('Your application was not accepted.');
  });

  it('approving makes the account, which signs in with the password it applied with', async () => {
    const application = await applyAs(t, admin);
    const res = await decide(t, admin, application._id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Application>(res)).toMatchObject({ status: 'approved', refusalReason: null });
    const login = await signIn(t, { email: application.email, password: application.password });
    expect(login.statusCode, login.body).toBe(200);
    const { user } = dataOf<{ user: { username: string; fullName: string; isAdmin: boolean } }>(
      login,
    );
    expect(user).toMatchObject({
      username: application.username,
      fullName: application.fullName,
      isAdmin: false,
    });
    const { rows } = await sql<{
      decided_by: string;
    }>`SELECT decided_by FROM registration_applications WHERE id = ${application._id}`.execute(
      t.app.db,
    );
    expect(rows[0]?.decided_by).toBe(admin.user._id);
    // The approved account's wrong password is an account's wrong password.
    const wrong = await signIn(t, { email: application.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('an application decided already is 409, and so is one approved twice', async () => {
    const application = await applyAs(t, admin);
    expect((await decide(t, admin, application._id, { decision: 'approve' })).statusCode).toBe(200);
    for (const decision of ['approve', 'refuse'] as const) {
      const again = await decide(t, admin, application._id, { decision });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('This application was approved already.');
    }
  });

  it('approving when the name was taken meanwhile is 409, and the application stays pending', async () => {
    const application = await applyAs(t, admin);
    await setRegistration(t, admin, 'open');
    await t.registerUser({ username: application.username });
    const res = await decide(t, admin, application._id, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).errors).toEqual([
      { field: 'username', message: 'Username is already taken.' },
    ]);
    expect((await findApplication(t, admin, application.username)).status).toBe('pending');
  });

  it('answers 404 for an unknown application and 400 for an unknown decision', async () => {
    const unknown = await decide(t, admin, '0123456789abcdef01234567', { decision: 'refuse' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Application not found.');
    const application = await applyAs(t, admin);
    const bad = await decide(t, admin, application._id, { decision: 'maybe' } as never);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.[0]?.field).toBe('decision');
  });
});

describe('GET /admin/applications', () => {
  it('lists pending ones unless asked, oldest first, paged', async () => {
    await setRegistration(t, admin, 'approval');
    // Pending applications of the earlier tests are decided, so this list is the test's own.
    const pending = await t.inject({
      method: 'GET',
      url: '/admin/applications?limit=50',
      headers: admin.headers,
    });
    for (const old of dataOf<Page<Application>>(pending).docs)
      await decide(t, admin, old._id, { decision: 'refuse' });
    const mine: Application[] = [];
    for (let i = 0; i < 3; i += 1) mine.push(await applyAs(t, admin));
    const refused = mine[1];
    if (!refused) throw new Error('no second application');
    await decide(t, admin, refused._id, { decision: 'refuse', reason: 'No.' });

    const first = await t.inject({
      method: 'GET',
      url: '/admin/applications?limit=1',
      headers: admin.headers,
    });
    expect(first.statusCode).toBe(200);
    const page1 = dataOf<Page<Application>>(first);
    expect(page1).toMatchObject({ totalDocs: 2, totalPages: 2, hasNextPage: true, page: 1 });
    expect(page1.docs.map((a) => a._id)).toEqual([mine[0]?._id]);
    const second = await t.inject({
      method: 'GET',
      url: '/admin/applications?limit=1&page=2',
      headers: admin.headers,
    });
    expect(dataOf<Page<Application>>(second).docs.map((a) => a._id)).toEqual([mine[2]?._id]);

    const refusedList = await t.inject({
      method: 'GET',
      url: '/admin/applications?status=refused&limit=50',
      headers: admin.headers,
    });
    const refusedDocs = dataOf<Page<Application>>(refusedList).docs;
    expect(refusedDocs.find((a) => a._id === refused._id)).toMatchObject({
      status: 'refused',
      refusalReason: 'No.',
    });
    const times = refusedDocs.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses an unknown status with 400', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/admin/applications?status=lost',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.[0]?.field).toBe('status');
  });
});
