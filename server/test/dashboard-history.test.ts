import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays } from '../src/videos/dashboard-repository';
import { createTestApp, type TestApp, type TestUser, dataOf } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import type { DashboardStats, HistoryEntry, Page } from '@kinora/contract';

let t: TestApp;
let creator: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [creator, viewer] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /dashboard/stats', () => {
  it('totals views, subscribers, likes and videos, with 30 zero-filled days oldest first', async () => {
    const a = await insertVideo(t, creator.user._id);
    const b = await insertVideo(t, creator.user._id, { isPublished: false });
    await t.inject({ method: 'POST', url: `/videos/${a._id}/views`, headers: viewer.headers });
    await t.inject({
      method: 'POST',
      url: `/videos/${a._id}/views`,
      headers: { 'user-agent': 'anon' },
    });
    // Views are written in batches; the studio's totals read what is written.
    await t.app.services.viewCounter.flush();
    await t.inject({ method: 'POST', url: `/likes/toggle/v/${a._id}`, headers: viewer.headers });
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: viewer.headers,
    });
    // Older history: a view count 3 days ago and a like 40 days ago (outside the window).
    const days = lastDays(30);
    await t.app.db
      .insertInto('video_daily_views')
      .values({ video_id: b._id, day: days[26] ?? '', views: 5 })
      .execute();
    await t.app.db.updateTable('videos').set({ views: 5 }).where('id', '=', b._id).execute();
    const fan = await t.registerUser();
    await t.app.db
      .insertInto('likes')
      .values({
        video_id: b._id,
        user_id: fan.user._id,
        created_at: new Date(Date.now() - 40 * 86_400_000),
      })
      .execute();

    const res = await t.inject({
      method: 'GET',
      url: '/dashboard/stats',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    const stats = dataOf<DashboardStats>(res);
    expect(stats).toMatchObject({
      totalViews: 7,
      totalSubscribers: 1,
      totalLikes: 2,
      totalVideos: 2,
    });
    expect(stats.viewsLast30Days).toHaveLength(30);
    expect(stats.likesLast30Days).toHaveLength(30);
    expect(stats.viewsLast30Days.map((d) => d.date)).toEqual(days);
    expect(stats.viewsLast30Days[29]).toEqual({ date: days[29], views: 2 });
    expect(stats.viewsLast30Days[26]).toEqual({ date: days[26], views: 5 });
    expect(stats.viewsLast30Days.reduce((s, d) => s + d.views, 0)).toBe(7);
    expect(stats.likesLast30Days[29]).toEqual({ date: days[29], likes: 1 });
    expect(stats.likesLast30Days.reduce((s, d) => s + d.likes, 0)).toBe(1);
  });

  it('is zero for a new creator and 401 anonymous', async () => {
    const fresh = await t.registerUser();
    const stats = dataOf<DashboardStats>(
      await t.inject({ method: 'GET', url: '/dashboard/stats', headers: fresh.headers }),
    );
    expect(stats).toMatchObject({
      totalViews: 0,
      totalSubscribers: 0,
      totalLikes: 0,
      totalVideos: 0,
    });
    expect(stats.viewsLast30Days.every((d) => d.views === 0)).toBe(true);
    expect((await t.inject({ method: 'GET', url: '/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('GET /dashboard/videos', () => {
  it("lists the creator's own videos including unpublished ones", async () => {
    const u = await t.registerUser();
    const pub = await insertVideo(t, u.user._id);
    const unpub = await insertVideo(t, u.user._id, { isPublished: false });
    await insertVideo(t, creator.user._id);
    const res = await t.inject({ method: 'GET', url: '/dashboard/videos', headers: u.headers });
    const page = dataOf<Page<{ _id: string; isPublished: boolean }>>(res);
    expect(page.docs.map((v) => [v._id, v.isPublished])).toEqual([
      [unpub._id, false],
      [pub._id, true],
    ]);
    expect((await t.inject({ method: 'GET', url: '/dashboard/videos' })).statusCode).toBe(401);
  });
});

describe('watch history', () => {
  it('keeps one entry per video, newest first, and can remove one or clear all', async () => {
    const u = await t.registerUser();
    const [a, b] = [await insertVideo(t, creator.user._id), await insertVideo(t, creator.user._id)];
    const watch = (id: string) =>
      t.inject({ method: 'POST', url: `/videos/${id}/views`, headers: u.headers });
    await watch(a._id);
    await new Promise((r) => setTimeout(r, 5));
    await watch(b._id);
    await new Promise((r) => setTimeout(r, 5));
    await watch(a._id);
    const history = async () =>
      dataOf<Page<HistoryEntry>>(
        await t.inject({ method: 'GET', url: '/users/history', headers: u.headers }),
      );
    const first = await history();
    expect(listIds(first.docs)).toEqual([a._id, b._id]);
    expect(first.docs[0]?.watchedAt).toEqual(expect.any(String));

    expect(
      (await t.inject({ method: 'DELETE', url: `/users/history/${a._id}`, headers: u.headers }))
        .statusCode,
    ).toBe(200);
    expect(listIds((await history()).docs)).toEqual([b._id]);
    expect(
      (await t.inject({ method: 'DELETE', url: `/users/history/${a._id}`, headers: u.headers }))
        .statusCode,
    ).toBe(404);
    const cleared = await t.inject({ method: 'DELETE', url: '/users/history', headers: u.headers });
    expect(dataOf(cleared)).toEqual({ removed: 1 });
    expect((await history()).totalDocs).toBe(0);
    expect((await t.inject({ method: 'GET', url: '/users/history' })).statusCode).toBe(401);
  });

  it('drops videos that became unpublished from other viewers’ history', async () => {
    const u = await t.registerUser();
    const v = await insertVideo(t, creator.user._id);
    await t.inject({ method: 'POST', url: `/videos/${v._id}/views`, headers: u.headers });
    await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${v._id}`,
      headers: creator.headers,
    });
    const page = dataOf<Page<HistoryEntry>>(
      await t.inject({ method: 'GET', url: '/users/history', headers: u.headers }),
    );
    expect(page.totalDocs).toBe(0);
  });
});
