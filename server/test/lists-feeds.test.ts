import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/youtube/catalogue/catalogue-data';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import type { ExternalVideo, HistoryEntry, Page, Playlist, Video } from '@kinora/contract';

let t: TestApp;
let creator: TestUser;
let viewer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [creator, viewer, stranger] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string, user: TestUser) =>
  t.inject({ method: 'GET', url, headers: user.headers }).then((res) => dataOf<T>(res));

describe('GET /subscriptions/videos', () => {
  it("pages the newest listed videos of the viewer's subscriptions, with owners", async () => {
    const fan = await t.registerUser();
    const older = await insertVideo(t, creator.user._id, { createdAt: new Date(Date.now() - 9e6) });
    const newer = await insertVideo(t, creator.user._id);
    await insertVideo(t, creator.user._id, { isPublished: false });
    await insertVideo(t, stranger.user._id);
    expect((await get<Page<Video>>('/subscriptions/videos', fan)).docs).toEqual([]);
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: fan.headers,
    });
    const page = await get<Page<Video>>('/subscriptions/videos?limit=1', fan);
    expect(page.totalDocs).toBe(2);
    expect(page.hasNextPage).toBe(true);
    expect(page.docs[0]).toMatchObject({
      _id: newer._id,
      owner: { username: creator.user.username },
    });
    const second = await get<Page<Video>>('/subscriptions/videos?limit=1&page=2', fan);
    expect(second.docs.map((v) => v._id)).toEqual([older._id]);
    expect((await t.inject({ method: 'GET', url: '/subscriptions/videos' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/subscriptions/videos?page=0', headers: fan.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /likes/videos', () => {
  it('lists the videos the user liked, newest like first, and follows unlikes', async () => {
    const fan = await t.registerUser();
    const a = await insertVideo(t, creator.user._id);
    const b = await insertVideo(t, creator.user._id);
    const toggle = (id: string) =>
      t.inject({ method: 'POST', url: `/likes/toggle/v/${id}`, headers: fan.headers });
    await toggle(a._id);
    await toggle(b._id);
    // Likes made in the same millisecond would tie: date the first one back.
    await t.app.db
      .updateTable('likes')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('video_id', '=', a._id)
      .execute();
    const liked = await get<Page<Video>>('/likes/videos', fan);
    expect(liked.docs.map((v) => v._id)).toEqual([b._id, a._id]);
    expect(liked.totalDocs).toBe(2);
    await toggle(b._id);
    expect((await get<Page<Video>>('/likes/videos', fan)).docs.map((v) => v._id)).toEqual([a._id]);
    // Hidden by its owner since: gone from the fan's list.
    await t.app.db
      .updateTable('videos')
      .set({ is_published: false })
      .where('id', '=', a._id)
      .execute();
    expect((await get<Page<Video>>('/likes/videos', fan)).totalDocs).toBe(0);
    expect((await t.inject({ method: 'GET', url: '/likes/videos' })).statusCode).toBe(401);
  });
});

describe('YouTube videos in watch history', () => {
  it('records them for the signed-in viewer with the cached details, newest first', async () => {
    const own = await insertVideo(t, creator.user._id);
    await t.inject({ method: 'POST', url: `/videos/${own._id}/views`, headers: viewer.headers });
    const external = CATALOGUE[5]?.videoId ?? '';
    const recorded = await t.inject({
      method: 'POST',
      url: `/users/history/external/${external}`,
      headers: viewer.headers,
    });
    expect(recorded.statusCode).toBe(200);
    const history = await get<Page<HistoryEntry>>('/users/history', viewer);
    expect(listIds(history.docs)).toEqual([external, own._id]);
    const entry = history.docs[0] as ExternalVideo & { watchedAt: string };
    expect({ videoId: entry.videoId, title: entry.title }).toEqual({
      videoId: external,
      title: CATALOGUE[5]?.title,
    });
    expect(Number.isNaN(Date.parse(entry.watchedAt))).toBe(false);
    expect(entry.channelTitle).not.toBe('');

    // Watching again moves it up rather than adding a second entry.
    await t.inject({ method: 'POST', url: `/videos/${own._id}/views`, headers: viewer.headers });
    await t.inject({
      method: 'POST',
      url: `/users/history/external/${external}`,
      headers: viewer.headers,
    });
    expect(listIds((await get<Page<HistoryEntry>>('/users/history', viewer)).docs)).toEqual([
      external,
      own._id,
    ]);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/users/history/${external}`,
      headers: viewer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(listIds((await get<Page<HistoryEntry>>('/users/history', viewer)).docs)).toEqual([
      own._id,
    ]);
  });

  it('refuses unknown ids, bad ids and anonymous viewers', async () => {
    const post = (id: string, headers = viewer.headers) =>
      t.inject({ method: 'POST', url: `/users/history/external/${id}`, headers });
    const unknown = await post('zzzzzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Video not found.');
    expect((await post('not valid!!')).statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: `/users/history/external/${CATALOGUE[0]?.videoId}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('authorization: a second user cannot change or read what is not theirs', () => {
  it('refuses every new mutation on another user’s playlists and hides private reads', async () => {
    const open = dataOf<Playlist>(
      await t.inject({
        method: 'POST',
        url: '/playlist',
        headers: creator.headers,
        payload: { name: 'Open', isPrivate: false },
      }),
    );
    const secret = dataOf<Playlist>(
      await t.inject({
        method: 'POST',
        url: '/playlist',
        headers: creator.headers,
        payload: { name: 'Secret', isPrivate: true },
      }),
    );
    const later = await get<Playlist>('/playlist/watch-later', creator);
    const video = await insertVideo(t, creator.user._id);
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${video._id}/${open._id}`,
      headers: creator.headers,
    });
    const external = CATALOGUE[7]?.videoId ?? '';

    const attempts = (playlistId: string) => [
      {
        method: 'PATCH' as const,
        url: `/playlist/${playlistId}/order`,
        payload: { videoIds: [video._id] },
      },
      { method: 'PATCH' as const, url: `/playlist/${playlistId}`, payload: { isPrivate: true } },
      { method: 'PATCH' as const, url: `/playlist/add/${external}/${playlistId}` },
      { method: 'PATCH' as const, url: `/playlist/add/${video._id}/${playlistId}` },
      { method: 'PATCH' as const, url: `/playlist/remove/${video._id}/${playlistId}` },
      { method: 'DELETE' as const, url: `/playlist/${playlistId}` },
    ];
    // A public playlist: 403, it is visible but not theirs. Private ones (Watch later too): 404.
    for (const [playlist, status] of [
      [open, 403],
      [secret, 404],
      [later, 404],
    ] as const) {
      for (const attempt of attempts(playlist._id)) {
        const res = await t.inject({ ...attempt, headers: stranger.headers });
        expect({ url: attempt.url, status: res.statusCode }).toEqual({ url: attempt.url, status });
        const anonymous = await t.inject(attempt);
        expect(anonymous.statusCode).toBe(401);
      }
    }
    for (const playlist of [secret, later]) {
      const res = await t.inject({
        method: 'GET',
        url: `/playlist/${playlist._id}`,
        headers: stranger.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    // Nothing changed for the owner.
    const after = await get<Playlist>(`/playlist/${open._id}`, creator);
    expect({ private: after.isPrivate, ids: listIds(after.videos) }).toEqual({
      private: false,
      ids: [video._id],
    });
    expect((await get<Playlist>('/playlist/watch-later', creator)).videos).toEqual([]);
  });
});
