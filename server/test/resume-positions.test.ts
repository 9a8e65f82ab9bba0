import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf } from './helpers/app';
import { insertVideo, ownVideos } from './helpers/data';
import type { HistoryEntry, Page, Playlist, Video } from '@kinora/contract';

let t: TestApp;
let creator: TestUser;
let viewer: TestUser;
let other: TestUser;
let video: Video;
beforeAll(async () => {
  t = await createTestApp();
  [creator, viewer, other] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  video = await insertVideo(t, creator.user._id, { title: 'Resumable lecture', duration: 100 });
  await savePosition(viewer, video._id, 42);
  await savePosition(other, video._id, 7);
});
afterAll(async () => {
  await t.close();
});

async function savePosition(user: TestUser, videoId: string, position: number) {
  const res = await t.inject({
    method: 'PUT',
    url: `/users/history/${videoId}/position`,
    headers: user.headers,
    payload: { position },
  });
  expect(res.statusCode).toBe(200);
}

/** The resume position the listed copy of `video` carries for `user` (anonymous when null). */
async function positionIn(url: string, user: TestUser | null, pick: (data: never) => Video[]) {
  const res = await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  expect(res.statusCode).toBe(200);
  const listed = pick(dataOf<never>(res)).find((v) => v._id === video._id);
  expect(listed).toBeDefined();
  return listed?.resumePosition;
}

const docs = (page: Page<Video>) => page.docs;

describe('resume positions on lists of own videos', () => {
  it.each([
    ['all videos', '/videos'],
    ['search', '/videos?query=resumable'],
    ["a channel's videos", () => `/videos?userId=${creator.user._id}`],
  ])('%s: each signed-in viewer sees their own position, anonymous none', async (_, path) => {
    const url = typeof path === 'string' ? path : path();
    expect(await positionIn(url, viewer, docs)).toBe(42);
    expect(await positionIn(url, other, docs)).toBe(7);
    expect(await positionIn(url, creator, docs)).toBeUndefined();
    expect(await positionIn(url, null, docs)).toBeUndefined();
  });

  it("playlists: the viewer's position, never the playlist owner's or another viewer's", async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/playlist',
      headers: creator.headers,
      payload: { name: 'Course', isPrivate: false },
    });
    const playlist = dataOf<Playlist>(created);
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${video._id}/${playlist._id}`,
      headers: creator.headers,
    });
    const videosOf = (p: Playlist) => ownVideos(p.videos);
    const detail = `/playlist/${playlist._id}`;
    expect(await positionIn(detail, viewer, videosOf)).toBe(42);
    expect(await positionIn(detail, other, videosOf)).toBe(7);
    expect(await positionIn(detail, creator, videosOf)).toBeUndefined();
    expect(await positionIn(detail, null, videosOf)).toBeUndefined();
    const covers = (page: Page<Playlist>) => page.docs.flatMap((p) => ownVideos(p.videos));
    const list = `/playlist/user/${creator.user._id}`;
    expect(await positionIn(list, viewer, covers)).toBe(42);
    expect(await positionIn(list, null, covers)).toBeUndefined();
  });

  it("the creator's dashboard list and the history carry the signed-in user's own position", async () => {
    await savePosition(creator, video._id, 90);
    expect(await positionIn('/dashboard/videos', creator, docs)).toBe(90);
    const history = (page: Page<HistoryEntry>) => ownVideos(page.docs);
    expect(await positionIn('/users/history', viewer, history)).toBe(42);
    expect(await positionIn('/users/history', other, history)).toBe(7);
  });

  it('a list answer is the same for everyone but the position', async () => {
    const [mine, theirs] = await Promise.all(
      [viewer, null].map(async (user) => {
        const res = await t.inject({
          method: 'GET',
          url: `/videos?userId=${creator.user._id}`,
          ...(user ? { headers: user.headers } : {}),
        });
        return dataOf<Page<Video>>(res).docs.find((v) => v._id === video._id);
      }),
    );
    expect({ ...mine, resumePosition: undefined }).toEqual({
      ...theirs,
      resumePosition: undefined,
    });
  });
});
