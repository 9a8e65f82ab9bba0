import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, dataOf, errorOf } from './helpers/app';
import type { ChannelProfile, Page, PublicUser, RegisterResponse, User } from '@kinora/contract';

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
  it('changes the full name, and asks for a new email (with the current password), which waits for its confirmation', async () => {
    const u = await t.registerUser();
    const newEmail = `new_${u.user.username}@example.com`;
    const res = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { fullName: '  New Name ', email: newEmail, currentPassword: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`^Check ${newEmail} to confirm the change`),
    );
    // The address stays the account's until the mail sent to the new one is confirmed
    // (email-change.test.ts follows the link).
    expect(dataOf(res)).toMatchObject({
      fullName: 'New Name',
      email: u.user.email,
      pendingEmail: newEmail,
    });
    const me = await t.inject({ method: 'GET', url: '/users/current-user', headers: u.headers });
    expect(dataOf<User>(me)).toMatchObject({
      fullName: 'New Name',
      email: u.user.email,
      pendingEmail: newEmail,
    });
  });

  it('answers 409 for an email someone else has, 400 for nothing to change or a bad email, 401 anonymous', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const taken = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: { email: a.user.email, currentPassword: b.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('Email is already registered.');
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
      payload: { email: a.user.email, currentPassword: a.password },
    });
    expect(same.statusCode).toBe(200);
  });

  it('needs the current password to change the email: 400 without it, 401 when wrong, and tells nobody else whether an email is registered', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const without = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: { email: a.user.email },
    });
    expect(without.statusCode).toBe(400);
    expect(errorOf(without)).toMatchObject({
      message: 'currentPassword is required to change the email.',
      errors: [{ field: 'currentPassword' }],
    });
    const wrong = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: b.headers,
      payload: { email: a.user.email, currentPassword: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Current password is incorrect.');
    const me = await t.inject({ method: 'GET', url: '/users/current-user', headers: b.headers });
    expect(dataOf<User>(me).email).toBe(b.user.email);
  });

  it("takes the account's own email, however it is written, without the password", async () => {
    const u = await t.registerUser();
    for (const email of [u.user.email, u.user.email.toUpperCase()]) {
      const res = await t.inject({
        method: 'PATCH',
        url: '/users/update-account',
        headers: u.headers,
        payload: { fullName: 'Same Address', email },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(dataOf<User>(res)).toMatchObject({ fullName: 'Same Address' });
      expect(dataOf<User>(res).email.toLowerCase()).toBe(u.user.email.toLowerCase());
    }
    const other = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { email: `new-${u.user.email}` },
    });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).message).toBe('currentPassword is required to change the email.');
  });

  it('sets the channel description (up to 1,000 characters), shown on the channel profile', async () => {
    const u = await t.registerUser();
    const res = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { description: '  Weekly videos about trains.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<User>(res).description).toBe('Weekly videos about trains.');
    const channel = await t.inject({ method: 'GET', url: `/users/c/${u.user.username}` });
    expect(dataOf<ChannelProfile>(channel).description).toBe('Weekly videos about trains.');
    const long = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { description: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).errors[0]).toMatchObject({
      field: 'description',
      message: 'description must be at most 1000 characters',
    });
    const exact = await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: u.headers,
      payload: { description: 'y'.repeat(1000) },
    });
    expect(exact.statusCode).toBe(200);
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

  it('stores a banner given at registration with the avatar, and names a file field it does not take', async () => {
    const form = new FormData();
    form.append('username', 'withbanner');
    form.append('email', 'withbanner@example.com');
    form.append('fullName', 'With Banner');
    form.append('password', 'secret-password');
    form.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    form.append(
      'coverImage',
      new Blob([new Uint8Array(await png())], { type: 'image/png' }),
      'c.png',
    );
    const res = await t.inject({ method: 'POST', url: '/users/register', payload: form });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = dataOf<RegisterResponse>(res);
    expect(user.avatar).toMatch(/^\/api\/v1\/media\/avatars\//);
    expect(user.coverImage).toMatch(/^\/api\/v1\/media\/avatars\//);
    expect(user.coverImage).not.toBe(user.avatar);
    expect((await t.app.inject({ method: 'GET', url: user.coverImage ?? '' })).statusCode).toBe(
      200,
    );

    const odd = new FormData();
    odd.append('username', 'withbanner2');
    odd.append('email', 'withbanner2@example.com');
    odd.append('fullName', 'With Banner');
    odd.append('password', 'secret-password');
    odd.append('banner', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'b.png');
    const refused = await t.inject({ method: 'POST', url: '/users/register', payload: odd });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      message: 'Unknown field "banner".',
      errors: [{ field: 'banner' }],
    });
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

    const missing = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: u.headers,
      payload: new FormData(),
    });
    expect(missing.statusCode).toBe(400);

    const anon = await t.inject({ method: 'PATCH', url: '/users/avatar', payload: form });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PATCH /users/cover-image', () => {
  const wide = (width: number) =>
    sharp({ create: { width, height: width / 4, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
  const coverForm = (image: Buffer) => {
    const form = new FormData();
    form.append('coverImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'c.png');
    return form;
  };

  it('stores the channel banner within 2048 px, shows it on the channel, and deletes the one it replaces', async () => {
    const u = await t.registerUser();
    const first = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      headers: u.headers,
      payload: coverForm(await wide(3000)),
    });
    expect(first.statusCode).toBe(200);
    const cover = dataOf<User>(first).coverImage ?? '';
    expect(cover).toMatch(/^\/api\/v1\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: cover });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 2048 });
    const channel = await t.inject({ method: 'GET', url: `/users/c/${u.user.username}` });
    expect(dataOf<ChannelProfile>(channel).coverImage).toBe(cover);

    const second = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      headers: u.headers,
      payload: coverForm(await wide(800)),
    });
    expect(second.statusCode).toBe(200);
    expect(dataOf<User>(second).coverImage).not.toBe(cover);
    expect((await t.app.inject({ method: 'GET', url: cover })).statusCode).toBe(404);
    // The avatar is a separate image and stays.
    expect(dataOf<User>(second).avatar).toBe(u.user.avatar);
  });

  it('answers 400 without the file, 415 for a non-image and 401 anonymous', async () => {
    const u = await t.registerUser();
    const missing = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      headers: u.headers,
      payload: new FormData(),
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors[0]?.field).toBe('coverImage');
    const other = new FormData();
    other.append('other', 'x');
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      headers: u.headers,
      payload: other,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Unknown field "other".');
    const text = new FormData();
    text.append('coverImage', new Blob(['not an image'], { type: 'image/png' }), 'c.png');
    const notImage = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      headers: u.headers,
      payload: text,
    });
    expect(notImage.statusCode).toBe(415);
    const anon = await t.inject({
      method: 'PATCH',
      url: '/users/cover-image',
      payload: coverForm(await wide(400)),
    });
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
      coverImage: null,
      description: '',
      links: [],
      subscribersCount: 0,
      isSubscribed: false,
      createdAt: u.user.createdAt,
      videosCount: 0,
      totalViews: 0,
      blockScope: null,
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
