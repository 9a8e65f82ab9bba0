import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../src/accounts/session-service';
import { createTestApp, type TestApp, dataOf, errorOf } from './helpers/app';
import type {
  ApiSuccess,
  LoginResponse,
  RefreshResponse,
  RegisterResponse,
} from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/users/register', payload });
const valid = (tag: string) => ({
  username: `  Alice_${tag} `,
  email: `alice_${tag}@example.com`,
  fullName: ' Alice Liddell ',
  password: 'down-the-rabbit-hole',
});

/** Moves every recorded token use into the past, as if the grace window had gone by. */
async function usedSecondsAgo(seconds: number) {
  await t.app.db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`used_at - ${seconds} * interval '1 second'` })
    .where('used_at', 'is not', null)
    .execute();
}

function refresh(cookies: Record<string, string | undefined>, xsrfHeader?: string) {
  const jar: Record<string, string> = {};
  for (const [k, v] of Object.entries(cookies)) if (v) jar[k] = v;
  return t.inject({
    method: 'POST',
    url: '/users/refresh-token',
    cookies: jar,
    headers: xsrfHeader ? { 'x-xsrf-token': xsrfHeader } : {},
  });
}

describe('POST /users/register', () => {
  it('creates the account, answers 201 with the user and an access token, and sets the session cookies', async () => {
    const res = await register(valid('a1'));
    expect(res.statusCode).toBe(201);
    const body = res.json<ApiSuccess<RegisterResponse>>();
    expect(body).toMatchObject({ statusCode: 201, success: true });
    expect(body.data.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(body.data.user.createdAt)).not.toBeNaN();
    expect(Object.keys(body.data.user).sort()).toEqual([
      '_id',
      'avatar',
      'coverImage',
      'createdAt',
      'description',
      'email',
      'emailVerified',
      'fullName',
      'isAdmin',
      'links',
      'pendingEmail',
      'role',
      'sensitiveContent',
      'username',
    ]);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'user']);
    expect(body.data.user).toMatchObject({
      username: 'alice_a1',
      fullName: 'Alice Liddell',
      email: 'alice_a1@example.com',
      avatar: '/api/v1/static/default-avatar.svg',
    });
    expect(body.data.accessToken.length).toBeGreaterThan(20);
    const refreshCookie = res.cookies.find((c) => c.name === 'refreshToken');
    expect(refreshCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/users',
    });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    // The session hint: readable by the page, and nothing in it to steal. A new account's
    // address is not verified yet, which the hint says too (its pages open with the notice).
    expect(res.cookies.find((c) => c.name === 'kinora-session')).toMatchObject({
      value: 'unverified',
      path: '/',
      sameSite: 'Strict',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('accepts the multipart form the web app sends', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid('mp'))) form.append(k, v);
    const res = await t.inject({ method: 'POST', url: '/users/register', payload: form });
    expect(res.statusCode).toBe(201);
    expect(dataOf<RegisterResponse>(res).user.username).toBe('alice_mp');
  });

  it.each([
    ['username', { username: undefined }],
    ['email', { email: undefined }],
    ['fullName', { fullName: undefined }],
    ['password', { password: undefined }],
  ])('answers 400 naming the missing %s', async (field, override) => {
    const res = await register({ ...valid(`m${field}`), ...override });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(body.errors[0]?.field).toBe(field);
  });

  it('rejects an invalid email, a short password and a bad username', async () => {
    const email = await register({ ...valid('e1'), email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(errorOf(email).errors[0]?.field).toBe('email');

    const password = await register({ ...valid('p1'), password: '12345' });
    expect(password.statusCode).toBe(400);
    expect(errorOf(password).message).toBe('Password must be at least 6 characters long.');

    const username = await register({ ...valid('u1'), username: 'no spaces allowed' });
    expect(username.statusCode).toBe(400);
    expect(errorOf(username).errors[0]?.field).toBe('username');

    const blankName = await register({ ...valid('f1'), fullName: '   ' });
    expect(blankName.statusCode).toBe(400);
    expect(errorOf(blankName).errors[0]?.field).toBe('fullName');
  });

  it('answers 409 for a taken username or email (case-insensitive)', async () => {
    expect((await register(valid('dup'))).statusCode).toBe(201);
    const sameName = await register({ ...valid('dup'), email: 'other_dup@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName).errors).toEqual([
      { field: 'username', message: 'Username is already taken.' },
    ]);
    const sameEmail = await register({
      ...valid('dup'),
      username: 'someone_else',
      email: 'ALICE_DUP@example.com',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail).errors[0]?.field).toBe('email');
  });

  it('lets only one of two racing registrations of the same name through', async () => {
    const [a, b] = await Promise.all([
      register({ ...valid('race'), email: 'race1@example.com' }),
      register({ ...valid('race'), email: 'race2@example.com' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('POST /users/login', () => {
  it('signs in with email and password: user and access token in the body, the refresh token only in its httpOnly cookie', async () => {
    const u = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: u.user.email.toUpperCase(), password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const data = dataOf<LoginResponse>(res);
    expect(data.user).toEqual(u.user);
    expect(data.accessToken).toEqual(expect.any(String));
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'user']);
    const cookie = res.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/users' });
    expect(res.body).not.toContain(cookie?.value);
  });

  it('signs in with username and password too, and refuses both names at once', async () => {
    const u = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: u.user.username.toUpperCase(), password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<LoginResponse>(res).user._id).toBe(u.user._id);
    const wrong = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: u.user.username, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid username or password.');
    const both = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: u.user.email, username: u.user.username, password: u.password },
    });
    expect(both.statusCode).toBe(400);
    const neither = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { password: u.password },
    });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).errors[0]?.field).toBe('email');
  });

  it('answers 401 for a wrong password or an unknown email, 400 for a missing field', async () => {
    const u = await t.registerUser();
    const wrong = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: u.user.email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid email or password.');
    const unknown = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'ghost@example.com', password: 'whatever' },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: u.user.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors[0]?.field).toBe('password');
  });

  it('answers 400 (not 500) for malformed JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, success: false });
  });

  it('answers 413 for an oversized body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, success: false });
  });
});

describe('GET /users/current-user', () => {
  it('returns the signed-in user, and 401 without or with a bad token', async () => {
    const u = await t.registerUser();
    const ok = await t.inject({ method: 'GET', url: '/users/current-user', headers: u.headers });
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok)).toEqual(u.user);
    expect((await t.inject({ method: 'GET', url: '/users/current-user' })).statusCode).toBe(401);
    const bad = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('requires the XSRF double-submit header', async () => {
    const u = await t.registerUser();
    expect((await refresh(u.cookies)).statusCode).toBe(403);
    expect((await refresh(u.cookies, 'wrong-value')).statusCode).toBe(403);
  });

  it('rotates on every refresh, and a token replayed after the grace window revokes the whole session family', async () => {
    const u = await t.registerUser();
    const xsrf = u.cookies['XSRF-TOKEN'];
    const first = await refresh(u.cookies, xsrf);
    expect(first.statusCode).toBe(200);
    // The account comes along: a new page restores its session in one round trip.
    expect(Object.keys(dataOf<RefreshResponse>(first)).sort()).toEqual(['accessToken', 'user']);
    expect(dataOf<RefreshResponse>(first).user).toMatchObject({ _id: u.user._id });
    expect(JSON.stringify(first.json())).not.toMatch(/password|hash/i);
    expect(first.cookies.find((c) => c.name === 'kinora-session')).toMatchObject({
      value: 'unverified',
    });
    const accessToken = dataOf<RefreshResponse>(first).accessToken;
    const me = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const rotated = first.cookies.find((c) => c.name === 'refreshToken')?.value;
    const newXsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(u.cookies.refreshToken);

    // The original token again, long after its rotation: a replay.
    await usedSecondsAgo(REFRESH_REUSE_GRACE_MS / 1000 + 1);
    const replay = await refresh(u.cookies, xsrf);
    expect(replay.statusCode).toBe(401);
    // Which revoked the family, so the legitimately rotated token is dead too.
    const afterRevoke = await refresh({ refreshToken: rotated, 'XSRF-TOKEN': newXsrf }, newXsrf);
    expect(afterRevoke.statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    const u = await t.registerUser();
    const xsrf = u.cookies['XSRF-TOKEN'];
    expect((await refresh({ 'XSRF-TOKEN': xsrf }, xsrf)).statusCode).toBe(401);
    const unknown = await refresh({ 'XSRF-TOKEN': xsrf, refreshToken: 'made-up' }, xsrf);
    expect(unknown.statusCode).toBe(401);
    // A failed refresh drops the session hint, so the next page does not wait for a restore.
    expect(unknown.cookies.find((c) => c.name === 'kinora-session')?.value).toBe('');
  });

  it('gives two tabs refreshing with the same token at once the same successor, and the session lives on', async () => {
    const u = await t.registerUser();
    const xsrf = u.cookies['XSRF-TOKEN'];
    const results = await Promise.all([refresh(u.cookies, xsrf), refresh(u.cookies, xsrf)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const successors = results.map((r) => r.cookies.find((c) => c.name === 'refreshToken')?.value);
    expect(successors[0]).toBeTruthy();
    expect(successors[1]).toBe(successors[0]);
    const newXsrf = results[0]?.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    const next = await refresh({ refreshToken: successors[0], 'XSRF-TOKEN': newXsrf }, newXsrf);
    expect(next.statusCode).toBe(200);
  });

  it('answers a token used up moments ago with the same successor, within the grace window only', async () => {
    const u = await t.registerUser();
    const xsrf = u.cookies['XSRF-TOKEN'];
    const first = await refresh(u.cookies, xsrf);
    const successor = first.cookies.find((c) => c.name === 'refreshToken')?.value;
    const again = await refresh(u.cookies, xsrf);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(successor);
    // A new access token of the same session works.
    const me = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: { authorization: `Bearer ${dataOf<RefreshResponse>(again).accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    // The successor is not stored anywhere readable: only hashes are.
    const rows = await t.app.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(successor);
  });
});

describe('POST /users/logout', () => {
  it('requires XSRF, revokes the refresh token and clears the cookies', async () => {
    const u = await t.registerUser();
    const xsrf = u.cookies['XSRF-TOKEN'] ?? '';
    const noXsrf = await t.inject({ method: 'POST', url: '/users/logout', cookies: u.cookies });
    expect(noXsrf.statusCode).toBe(403);
    const res = await t.inject({
      method: 'POST',
      url: '/users/logout',
      cookies: u.cookies,
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'refreshToken');
    expect(cleared?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'kinora-session')?.value).toBe('');
    expect((await refresh(u.cookies, xsrf)).statusCode).toBe(401);
  });
});
