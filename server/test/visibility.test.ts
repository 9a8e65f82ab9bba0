import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import { notificationsOf } from './helpers/notifications';
import type { Page, Playlist, Video, VideoVisibility } from '@kinora/contract';

/**
 * The authorization matrix of issue 17: a public, an unlisted and a private video of one owner,
 * seen by the owner, a subscribed fan and an anonymous visitor through every list and by id.
 * Lists show the public one only; the unlisted one plays by its id for anyone; the private one
 * exists for its owner alone.
 */
let t: TestApp;
let owner: TestUser;
let fan: TestUser;
const ids = {} as Record<VideoVisibility, string>;
let playlistId: string;

type Viewer = 'owner' | 'fan' | 'anonymous';
const headersOf = (viewer: Viewer) =>
  viewer === 'owner' ? owner.headers : viewer === 'fan' ? fan.headers : undefined;

async function get<T>(url: string, viewer: Viewer): Promise<T> {
  const headers = headersOf(viewer);
  const res = await t.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  expect(res.statusCode, `${viewer} GET ${url}`).toBe(200);
  return dataOf<T>(res);
}

/** Which of the three videos a list shows, by visibility. */
function shown(list: Array<{ _id: string } | { videoId: string }>): VideoVisibility[] {
  const found = new Set(listIds(list));
  return (Object.keys(ids) as VideoVisibility[]).filter((v) => found.has(ids[v])).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, fan] = await Promise.all([t.registerUser(), t.registerUser()]);
  await t.inject({
    method: 'POST',
    url: `/subscriptions/c/${owner.user._id}`,
    headers: fan.headers,
  });
  for (const visibility of ['public', 'unlisted', 'private'] as const)
    ids[visibility] = (await insertVideo(t, owner.user._id, { visibility }))._id;
  const created = await t.inject({
    method: 'POST',
    url: '/playlist',
    headers: owner.headers,
    payload: { name: 'All of mine', description: 'every visibility', isPrivate: false },
  });
  playlistId = dataOf<Playlist>(created)._id;
  for (const id of Object.values(ids))
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${id}/${playlistId}`,
      headers: owner.headers,
    });
  // The fan, holding links to all three: the unlisted one plays, the private one does not.
  for (const id of Object.values(ids)) {
    await t.inject({ method: 'POST', url: `/videos/${id}/views`, headers: fan.headers });
    await t.inject({ method: 'POST', url: `/likes/toggle/v/${id}`, headers: fan.headers });
  }
});
afterAll(async () => {
  await t.close();
});

describe('lists show public videos only', () => {
  const viewers: Viewer[] = ['owner', 'fan', 'anonymous'];

  it.each(viewers)('GET /videos and the channel list (/videos?userId=) as %s', async (viewer) => {
    expect(shown((await get<Page<Video>>('/videos', viewer)).docs)).toEqual(['public']);
    const channel = `/videos?userId=${owner.user._id}`;
    expect(shown((await get<Page<Video>>(channel, viewer)).docs)).toEqual(['public']);
    expect(shown((await get<Page<Video>>(`${channel}&sortBy=views`, viewer)).docs)).toEqual([
      'public',
    ]);
  });

  it.each([
    ['owner', ['private', 'public', 'unlisted']],
    ['fan', ['public']],
    ['anonymous', ['public']],
  ] as const)('the playlist holding all three, as %s', async (viewer, expected) => {
    // The playlist's owner made the videos too: their own entries stay in their view.
    const playlist = await get<Playlist>(`/playlist/${playlistId}`, viewer);
    expect(shown(playlist.videos)).toEqual(expected);
  });

  it("the fan's subscriptions feed, liked videos and history", async () => {
    expect(shown((await get<Page<Video>>('/subscriptions/videos', 'fan')).docs)).toEqual([
      'public',
    ]);
    expect(shown((await get<Page<Video>>('/likes/videos', 'fan')).docs)).toEqual(['public']);
    expect(shown((await get<Page<Video>>('/users/history', 'fan')).docs)).toEqual(['public']);
  });

  it("the owner's studio still lists all three with their visibility", async () => {
    const mine = await get<Page<Video>>('/dashboard/videos', 'owner');
    expect(shown(mine.docs)).toEqual(['private', 'public', 'unlisted']);
    for (const video of mine.docs) {
      const visibility = (Object.keys(ids) as VideoVisibility[]).find((v) => ids[v] === video._id);
      expect(video).toMatchObject({ visibility, isPublished: visibility === 'public' });
    }
  });
});

describe('one video by its link', () => {
  it.each([
    ['public', 'owner', 200],
    ['public', 'fan', 200],
    ['public', 'anonymous', 200],
    ['unlisted', 'owner', 200],
    ['unlisted', 'fan', 200],
    ['unlisted', 'anonymous', 200],
    ['private', 'owner', 200],
    ['private', 'fan', 404],
    ['private', 'anonymous', 404],
  ] as const)('GET /videos/:id of a %s video as %s: %i', async (visibility, viewer, status) => {
    const headers = headersOf(viewer);
    const url = `/videos/${ids[visibility]}`;
    const res = await t.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(dataOf<Video>(res).visibility).toBe(visibility);
  });

  it('plays an unlisted video through its signed media link, never through the plain one', async () => {
    const row = await t.app.db
      .selectFrom('videos')
      .select('video_key')
      .where('id', '=', ids.unlisted)
      .executeTakeFirstOrThrow();
    await t.app.storage.put(row.video_key, Buffer.from('not really a video'), 'video/mp4');
    const video = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${ids.unlisted}` }));
    expect(video.videofile).toContain('sig=');
    const signed = await t.app.inject({ method: 'GET', url: video.videofile });
    expect(signed.statusCode).toBe(200);
    // Not a public file: shared caches must not keep it.
    expect(signed.headers['cache-control']).not.toContain('public');
    const plain = await t.inject({ method: 'GET', url: `/media/${row.video_key}` });
    expect(plain.statusCode).toBe(404);
  });

  it('takes comments and likes on an unlisted video from anyone, none on a private one', async () => {
    const comment = (id: string) =>
      t.inject({
        method: 'POST',
        url: `/comments/${id}`,
        headers: fan.headers,
        payload: { content: 'Found it by link', isExternal: false },
      });
    expect((await comment(ids.unlisted)).statusCode).toBe(201);
    expect((await comment(ids.private)).statusCode).toBe(404);
    const likes = await get<{ isLiked: boolean; likesCount: number }>(
      `/likes/video/${ids.unlisted}`,
      'fan',
    );
    expect(likes).toEqual({ isLiked: true, likesCount: 1 });
    const anonymousComments = await t.inject({ method: 'GET', url: `/comments/${ids.unlisted}` });
    expect(anonymousComments.statusCode).toBe(200);
  });

  it('tells a commenter of the replies they get on an unlisted video', async () => {
    const asked = await t.inject({
      method: 'POST',
      url: `/comments/${ids.unlisted}`,
      headers: fan.headers,
      payload: { content: 'How was this made?', isExternal: false },
    });
    const question = dataOf<{ _id: string }>(asked);
    const answered = await t.inject({
      method: 'POST',
      url: `/comments/${ids.unlisted}`,
      headers: owner.headers,
      payload: { content: 'With kites', isExternal: false, parentId: question._id },
    });
    expect(answered.statusCode).toBe(201);
    await t.app.services.notifications.settled();
    const notices = (await notificationsOf(t.app, fan)).docs;
    expect(notices.filter((n) => n.kind === 'comment_reply').map((n) => n.video?._id)).toEqual([
      ids.unlisted,
    ]);
    // Inserted straight into the database, none of the three was ever announced.
    expect(notices.filter((n) => n.kind === 'new_video')).toEqual([]);
  });

  it('counts views of an unlisted video', async () => {
    const before = await get<Video>(`/videos/${ids.unlisted}`, 'owner');
    const stranger = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: `/videos/${ids.unlisted}/views`,
      headers: stranger.headers,
    });
    expect(dataOf<Video>(res).views).toBe(before.views + 1);
    const after = await get<Video>(`/videos/${ids.unlisted}`, 'owner');
    expect(after.views).toBe(before.views + 1);
  });
});
