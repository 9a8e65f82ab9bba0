import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, dataOf, errorOf } from './helpers/app';
import type { Page, PublicUser, RegisterResponse, User } from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe('PATCH /users/update-account', () => {
  it('changes full name and email', async () => {
    const u = await t.registerUser();
    const res = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { fullName: '  New Name ', email: `new_${u.user.username}@example.com` },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({
      fullName: 'New Name',
      email: `new_${u.user.username}@example.com`,
    });
    const me = await t.inject({ method: 'GET', url: '/users/current-user', headers: u.headers });
    expect(dataOf<User>(me).fullName).toBe('New Name');
  });

  it('answers 409 for an email someone else has, 400 for nothing to change or a bad email, 401 anonymous', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const taken = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: { email: a.user.email },
    });
    expect(taken.statusCode).toBe(409);
    const empty = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const bad = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: { email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.field).toBe('email');
    const anon = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      payload: { fullName: 'X' },
    });
    expect(anon.statusCode).toBe(401);
    const same = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: a.headers,
      payload: { email: a.user.email },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('PATCH /users/avatar and avatar on register', () => {
  it('stores an avatar given at registration and serves it', async () => {
    const form = new FormData();
    form.append('username', 'withavatar');
    form.append('email', 'withavatar@example.com');
    form.append('fullName', 'With Avatar');
    form.append('password', 'secret-password');
    form.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    const res = await t.inject({ method: 'POST', url: '/users/register', payload: form });
    expect(res.statusCode).toBe(201);
    const avatar = dataOf<RegisterResponse>(res).user.avatar;
    expect(avatar).toMatch(/^\/api\/v1\/media\/avatars\//);
    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.statusCode).toBe(200);
  });

  it('replaces the avatar; rejects a non-image with 415 and a missing file with 400', async () => {
    const u = await t.registerUser();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    const res = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: u.headers,
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<User>(res).avatar).toMatch(/^\/api\/v1\/media\/avatars\//);

    const text = new FormData();
    text.append('avatar', new Blob(['not an image at all'], { type: 'image/png' }), 'a.png');
    const notImage = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: u.headers,
      payload: text,
    });
    expect(notImage.statusCode).toBe(415);

    const none = new FormData();
    none.append('other', 'x');
    const missing = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: u.headers,
      payload: none,
    });
    expect(missing.statusCode).toBe(400);

    const anon = await t.inject({ method: 'PATCH', url: '/users/avatar', payload: form });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /users/c/:username', () => {
  it('returns the public channel profile without private fields', async () => {
    const u = await t.registerUser();
    const res = await t.inject({ method: 'GET', url: `/users/c/${u.user.username.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({
      _id: u.user._id,
      username: u.user.username,
      fullName: u.user.fullName,
      avatar: u.user.avatar,
      subscribersCount: 0,
      isSubscribed: false,
      createdAt: u.user.createdAt,
    });
    expect(res.body).not.toContain(u.user.email);
  });

  it('answers 404 for an unknown channel', async () => {
    const res = await t.inject({ method: 'GET', url: '/users/c/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Channel not found.');
  });
});

describe('GET /users/search-channels', () => {
  it('matches username and full name case-insensitively, paged, without emails', async () => {
    const a = await t.registerUser({ username: 'zebra_keeper', fullName: 'Zoë Keeper' });
    const b = await t.registerUser({ username: 'plain_user', fullName: 'Mister ZEBRA' });
    await t.registerUser({ username: 'unrelated', fullName: 'Nobody' });
    const res = await t.inject({ method: 'GET', url: '/users/search-channels?query=Zebra' });
    expect(res.statusCode).toBe(200);
    const page = dataOf<Page<PublicUser>>(res);
    expect(page.docs.map((d: { _id: string }) => d._id).sort()).toEqual(
      [a.user._id, b.user._id].sort(),
    );
    expect(page).toMatchObject({ totalDocs: 2, page: 1, hasNextPage: false, nextPage: null });
    expect(res.body).not.toContain('@example.com');
  });

  it('treats LIKE wildcards literally and answers an empty page for a blank query', async () => {
    await t.registerUser({ username: 'percent_user' });
    const wildcard = await t.inject({
      method: 'GET',
      url: `/users/search-channels?query=${encodeURIComponent('%')}`,
    });
    expect(dataOf<Page<PublicUser>>(wildcard).totalDocs).toBe(0);
    const underscore = await t.inject({
      method: 'GET',
      url: `/users/search-channels?query=${encodeURIComponent('t_u')}`,
    });
    expect(
      dataOf<Page<PublicUser>>(underscore).docs.map((d: { username: string }) => d.username),
    ).toEqual(['percent_user']);
    const blank = await t.inject({ method: 'GET', url: '/users/search-channels?query=%20%20' });
    expect(dataOf(blank)).toMatchObject({ docs: [], totalDocs: 0 });
    const limited = await t.inject({
      method: 'GET',
      url: '/users/search-channels?query=a&limit=51',
    });
    expect(limited.statusCode).toBe(400);
  });
});
