import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import type { Page, Playlist } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
  other = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const create = async (payload: object, user: TestUser = owner) => {
  const res = await t.inject({ method: 'POST', url: '/playlist', headers: user.headers, payload });
  return res;
};

describe('playlists', () => {
  it('creates a playlist with a trimmed name and empty contents', async () => {
    const res = await create({ name: '  Watch later ', description: ' soon ' });
    expect(res.statusCode).toBe(201);
    expect(dataOf(res)).toMatchObject({
      name: 'Watch later',
      description: 'soon',
      totalVideos: 0,
      videos: [],
      owner: { _id: owner.user._id, username: owner.user.username },
    });
  });

  it('makes a new playlist private unless asked otherwise; a public one opens for anyone', async () => {
    const plain = dataOf<Playlist>(await create({ name: 'Mine for now' }));
    expect(plain.isPrivate).toBe(true);
    const shared = dataOf<Playlist>(await create({ name: 'For everyone', isPrivate: false }));
    expect(shared.isPrivate).toBe(false);

    const read = (id: string, user?: TestUser) =>
      t.inject({
        method: 'GET',
        url: `/playlist/${id}`,
        ...(user ? { headers: user.headers } : {}),
      });
    // Signed out, signed in as someone else: the public one opens, the private one is not there.
    expect(dataOf<Playlist>(await read(shared._id))).toMatchObject({
      name: 'For everyone',
      owner: { username: owner.user.username },
    });
    expect((await read(shared._id, other)).statusCode).toBe(200);
    expect((await read(plain._id)).statusCode).toBe(404);
    expect((await read(plain._id, other)).statusCode).toBe(404);
    expect((await read(plain._id, owner)).statusCode).toBe(200);
  });

  it('validates the name: required after trimming, at most 120 characters', async () => {
    const blank = await create({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).errors[0]?.field).toBe('name');
    expect((await create({ name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await create({})).statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: '/playlist', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('adds own-site videos once, removes them, and shows them with owner and count', async () => {
    const playlist = dataOf<Playlist>(await create({ name: 'Mix', isPrivate: false }));
    const a = await insertVideo(t, other.user._id);
    const b = await insertVideo(t, other.user._id);
    const add = (videoId: string) =>
      t.inject({
        method: 'PATCH',
        url: `/playlist/add/${videoId}/${playlist._id}`,
        headers: owner.headers,
      });
    expect((await add(a._id)).statusCode).toBe(200);
    const second = await add(b._id);
    expect(dataOf<Playlist>(second).totalVideos).toBe(2);
    expect((await add(a._id)).statusCode).toBe(409);
    expect((await add('0123456789abcdef01234567')).statusCode).toBe(404);
    const hidden = await insertVideo(t, other.user._id, { isPublished: false });
    expect((await add(hidden._id)).statusCode).toBe(404);

    const detail = await t.inject({ method: 'GET', url: `/playlist/${playlist._id}` });
    expect(dataOf(detail)).toMatchObject({
      totalVideos: 2,
      owner: { username: owner.user.username },
    });
    expect(listIds(dataOf<Playlist>(detail).videos)).toEqual([a._id, b._id]);

    const removed = await t.inject({
      method: 'PATCH',
      url: `/playlist/remove/${a._id}/${playlist._id}`,
      headers: owner.headers,
    });
    expect(dataOf<Playlist>(removed).totalVideos).toBe(1);
    const again = await t.inject({
      method: 'PATCH',
      url: `/playlist/remove/${a._id}/${playlist._id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("lists a user's playlists as a page with containsCurrentVideo when videoId is given", async () => {
    const u = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const withVideo = dataOf<Playlist>(await create({ name: 'With' }, u));
    await create({ name: 'Without', isPrivate: false }, u);
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${video._id}/${withVideo._id}`,
      headers: u.headers,
    });
    const res = await t.inject({
      method: 'GET',
      url: `/playlist/user/${u.user._id}?videoId=${video._id}`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    const page = dataOf<Page<Playlist>>(res);
    // The owner's own list starts with their built-in Watch later.
    expect(page.totalDocs).toBe(3);
    expect(page.docs.map((p) => [p.name, p.containsCurrentVideo, p.totalVideos])).toEqual([
      ['Watch later', false, 0],
      ['Without', false, 0],
      ['With', true, 1],
    ]);
    const plain = dataOf<Page<Playlist>>(
      await t.inject({ method: 'GET', url: `/playlist/user/${u.user._id}` }),
    );
    // A visitor sees the public one only.
    expect(plain.docs.map((p) => p.name)).toEqual(['Without']);
    expect(plain.docs[0]).not.toHaveProperty('containsCurrentVideo');
    expect(
      (await t.inject({ method: 'GET', url: '/playlist/user/0123456789abcdef01234567' }))
        .statusCode,
    ).toBe(404);
  });

  it('renames and deletes for the owner only; 404 for unknown playlists', async () => {
    const playlist = dataOf<Playlist>(await create({ name: 'Old', isPrivate: false }));
    const renamed = await t.inject({
      method: 'PATCH',
      url: `/playlist/${playlist._id}`,
      headers: owner.headers,
      payload: { name: 'New', description: 'd' },
    });
    expect(dataOf(renamed)).toMatchObject({ name: 'New', description: 'd' });
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/playlist/${playlist._id}`,
          headers: owner.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/playlist/${playlist._id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/playlist/${playlist._id}` })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/playlist/nope' })).statusCode).toBe(400);
  });
});
