/** Owner-only changes to videos: edit, publish toggle, delete with everything that refers to it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Playlist, Video } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /videos/:videoId', () => {
  it('lets the owner change title and description (trimmed)', async () => {
    const video = await insertVideo(t, owner.user._id);
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: { title: '  New title ', description: 'New description' },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({ title: 'New title', description: 'New description' });
  });

  it('validates: blank title, too long title, nothing to change', async () => {
    const video = await insertVideo(t, owner.user._id);
    const patch = (payload: object) =>
      t.inject({ method: 'PATCH', url: `/videos/${video._id}`, headers: owner.headers, payload });
    const blank = await patch({ title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).errors[0]?.field).toBe('title');
    expect((await patch({ title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });

  it('answers 401 anonymous, 404 unknown', async () => {
    const video = await insertVideo(t, owner.user._id);
    expect(
      (await t.inject({ method: 'PATCH', url: `/videos/${video._id}`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/videos/0123456789abcdef01234567',
      headers: owner.headers,
      payload: { title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /videos/:videoId/publish', () => {
  /** A draft as a resumable upload leaves it: private until published, its choice kept aside. */
  async function insertDraft(visibility: 'public' | 'unlisted' | 'private') {
    const video = await insertVideo(t, owner.user._id, { visibility: 'private' });
    await t.app.db
      .updateTable('videos')
      .set({ draft_visibility: visibility })
      .where('id', '=', video._id)
      .execute();
    return video;
  }
  const publish = (videoId: string, headers: Record<string, string> = owner.headers) =>
    t.inject({ method: 'POST', url: `/videos/${videoId}/publish`, headers });

  it('gives a draft the visibility chosen for it, and lists it then', async () => {
    const draft = await insertDraft('public');
    const hidden = await t.inject({ method: 'GET', url: `/videos/${draft._id}` });
    expect(hidden.statusCode).toBe(404);
    const res = await publish(draft._id);
    expect(res.statusCode).toBe(200);
    expect(dataOf<Video>(res)).toMatchObject({ visibility: 'public', isPublished: true });
    expect((await t.inject({ method: 'GET', url: `/videos/${draft._id}` })).statusCode).toBe(200);

    const unlisted = await insertDraft('unlisted');
    expect(dataOf<Video>(await publish(unlisted._id)).visibility).toBe('unlisted');
  });

  it('answers 409 for a published video; a stranger never learns of a draft (404); 401 anonymous', async () => {
    const published = await insertVideo(t, owner.user._id);
    const again = await publish(published._id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This video is already published.');
    const draft = await insertDraft('public');
    const stranger = await t.registerUser();
    expect((await publish(draft._id, stranger.headers)).statusCode).toBe(404);
    expect((await publish(draft._id, {})).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/videos/${draft._id}` })).statusCode).toBe(404);
  });
});

describe('PATCH /videos/toggle/publish/:videoId', () => {
  it('flips publication for the owner', async () => {
    const video = await insertVideo(t, owner.user._id);
    const off = await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${video._id}`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(dataOf<Video>(off).isPublished).toBe(false);
    expect((await t.inject({ method: 'GET', url: `/videos/${video._id}` })).statusCode).toBe(404);
    const on = await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${video._id}`,
      headers: owner.headers,
    });
    expect(dataOf<Video>(on).isPublished).toBe(true);
  });
});

describe('DELETE /videos/:videoId', () => {
  it('removes the video with its comments, likes, playlist and history entries', async () => {
    const video = await insertVideo(t, owner.user._id);
    const fan = await t.registerUser();
    await t.inject({ method: 'GET', url: `/videos/${video._id}`, headers: fan.headers });
    await t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}`, headers: fan.headers });
    await t.inject({
      method: 'POST',
      url: `/comments/${video._id}`,
      headers: fan.headers,
      payload: { content: 'nice', isExternal: false },
    });
    const playlist = await t.inject({
      method: 'POST',
      url: '/playlist',
      headers: fan.headers,
      payload: { name: 'Faves' },
    });
    const playlistId = dataOf<Playlist>(playlist)._id;
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${video._id}/${playlistId}`,
      headers: fan.headers,
    });

    const res = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/videos/${video._id}` })).statusCode).toBe(404);
    const db = t.app.db;
    for (const table of [
      'likes',
      'watch_history',
      'playlist_videos',
      'video_daily_views',
      'video_view_marks',
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select('video_id')
        .where('video_id', '=', video._id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const comments = await db
      .selectFrom('comments')
      .select('id')
      .where('video_id', '=', video._id)
      .execute();
    expect(comments).toEqual([]);
    const pl = await t.inject({
      method: 'GET',
      url: `/playlist/${playlistId}`,
      headers: fan.headers,
    });
    expect(dataOf<Playlist>(pl).totalVideos).toBe(0);
    expect(
      (await t.inject({ method: 'DELETE', url: `/videos/${video._id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });
});
