import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, Video } from '@kinora/contract';

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

const list = async (qs: string, headers = {}) => {
  const res = await t.inject({ method: 'GET', url: `/videos${qs}`, headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Video>>(res);
};

describe('GET /videos', () => {
  it('lists published videos only, newest first, as a page', async () => {
    const u = await t.registerUser();
    const old = await insertVideo(t, u.user._id, { createdAt: new Date(Date.now() - 86_400_000) });
    const fresh = await insertVideo(t, u.user._id);
    await insertVideo(t, u.user._id, { isPublished: false });
    const page = await list(`?userId=${u.user._id}`);
    expect(page.docs.map((v) => v._id)).toEqual([fresh._id, old._id]);
    expect(page).toMatchObject({
      totalDocs: 2,
      limit: 12,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
      nextPage: null,
      hasPrevPage: false,
      prevPage: null,
    });
    expect(page.docs[0]?.owner).toEqual({
      _id: u.user._id,
      username: u.user.username,
      fullName: u.user.fullName,
      avatar: u.user.avatar,
    });
    // Unpublished videos stay hidden even from their owner here (the dashboard lists them).
    expect((await list(`?userId=${u.user._id}`, u.headers)).totalDocs).toBe(2);
  });

  it('pages with page and limit', async () => {
    const u = await t.registerUser();
    for (let i = 0; i < 5; i += 1) await insertVideo(t, u.user._id);
    const second = await list(`?userId=${u.user._id}&limit=2&page=2`);
    expect(second).toMatchObject({
      totalDocs: 5,
      limit: 2,
      page: 2,
      totalPages: 3,
      hasNextPage: true,
      nextPage: 3,
      hasPrevPage: true,
      prevPage: 1,
    });
    expect(second.docs).toHaveLength(2);
  });

  it('filters by a title query (case-insensitive, wildcards literal) and sorts by an allowed field', async () => {
    const u = await t.registerUser();
    await insertVideo(t, u.user._id, { title: 'Learning Rust 100% free', duration: 50 });
    await insertVideo(t, u.user._id, { title: 'rust in production', duration: 20 });
    await insertVideo(t, u.user._id, { title: 'Cooking pasta', duration: 30 });
    const rust = await list(`?userId=${u.user._id}&query=RUST&sortBy=duration&sortType=asc`);
    expect(rust.docs.map((v) => v.title)).toEqual([
      'rust in production',
      'Learning Rust 100% free',
    ]);
    const percent = await list(`?userId=${u.user._id}&query=${encodeURIComponent('0%')}`);
    expect(percent.docs.map((v) => v.title)).toEqual(['Learning Rust 100% free']);
    const byTitle = await list(`?userId=${u.user._id}&sortBy=title`);
    expect(byTitle.docs.map((v) => v.title)).toEqual([
      'Cooking pasta',
      'Learning Rust 100% free',
      'rust in production',
    ]);
  });

  it('answers 400 for a sort field outside the allow-list, a malformed userId, or a limit over 50', async () => {
    for (const qs of [
      '?sortBy=password_hash',
      '?userId=abc',
      '?limit=51',
      '?page=0',
      '?sortType=sideways',
    ]) {
      const res = await t.inject({ method: 'GET', url: `/videos${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(errorOf(res).errors[0]?.field).toBeTruthy();
    }
  });
  it('keeps the catalogue total exact through uploads, publish toggles and deletes', async () => {
    const total = async () =>
      dataOf<Page<Video>>(await t.inject({ method: 'GET', url: '/videos' })).totalDocs;
    const counted = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('videos')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('is_published', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await total();
    expect(start).toBe(await counted());
    const u = await t.registerUser();
    const a = await insertVideo(t, u.user._id);
    await insertVideo(t, u.user._id, { isPublished: false });
    expect(await total()).toBe(start + 1);
    await t.inject({ method: 'PATCH', url: `/videos/toggle/publish/${a._id}`, headers: u.headers });
    expect(await total()).toBe(start);
    await t.inject({ method: 'PATCH', url: `/videos/toggle/publish/${a._id}`, headers: u.headers });
    await t.inject({ method: 'DELETE', url: `/videos/${a._id}`, headers: u.headers });
    expect(await total()).toBe(start);
    expect(await total()).toBe(await counted());
  });
});

describe('GET /videos/:videoId', () => {
  it('returns the video with the owner subscriber count; anonymous viewers can watch', async () => {
    const video = await insertVideo(t, owner.user._id);
    const view = await t.inject({ method: 'POST', url: `/videos/${video._id}/views` });
    expect(dataOf(view)).toEqual({ videoId: video._id, views: 1 });
    const res = await t.inject({ method: 'GET', url: `/videos/${video._id}` });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({
      _id: video._id,
      title: video.title,
      subscribersCount: 0,
      views: 1,
    });
  });

  it('counts a reported view at most once per viewer per day and records the signed-in viewer history', async () => {
    const video = await insertVideo(t, owner.user._id);
    const viewer = await t.registerUser();
    const first = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: viewer.headers,
    });
    const again = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: viewer.headers,
    });
    expect(dataOf<Video>(first).views).toBe(1);
    expect(dataOf<Video>(again).views).toBe(1);
    const anon = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: { 'user-agent': 'test-agent' },
    });
    expect(dataOf<Video>(anon).views).toBe(2);
    const anonAgain = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: { 'user-agent': 'test-agent' },
    });
    expect(dataOf<Video>(anonAgain).views).toBe(2);
    // A new user agent is no new viewer; another address is.
    const otherAgent = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: { 'user-agent': 'another' },
    });
    expect(dataOf<Video>(otherAgent).views).toBe(2);
    const otherAddress = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      remoteAddress: '198.51.100.20',
    });
    expect(dataOf<Video>(otherAddress).views).toBe(3);

    const history = await t.inject({
      method: 'GET',
      url: '/users/history',
      headers: viewer.headers,
    });
    expect(dataOf<Page<Video>>(history).docs.map((v: Video) => v._id)).toEqual([video._id]);
  });

  it('counts parallel opens by one viewer once', async () => {
    const video = await insertVideo(t, owner.user._id);
    const viewer = await t.registerUser();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject({ method: 'POST', url: `/videos/${video._id}/views`, headers: viewer.headers }),
      ),
    );
    const res = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/views`,
      headers: viewer.headers,
    });
    expect(dataOf<Video>(res).views).toBe(1);
  });

  it('hides an unpublished video from everyone but its owner', async () => {
    const hidden = await insertVideo(t, owner.user._id, { isPublished: false });
    expect((await t.inject({ method: 'GET', url: `/videos/${hidden._id}` })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/videos/${hidden._id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/videos/${hidden._id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/videos/0123456789abcdef01234567' })).statusCode,
    ).toBe(404);
    const bad = await t.inject({ method: 'GET', url: '/videos/dQw4w9WgXcQ' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.field).toBe('videoId');
  });
});
