import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/youtube/catalogue/catalogue-data';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import type { ExternalVideo, Page, Playlist } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const youtubeId = (index: number) => {
  const record = CATALOGUE[index];
  if (!record) throw new Error('the offline catalogue is smaller than the test expects');
  return record.videoId;
};

const createPlaylist = async (payload: object, user: TestUser = owner) =>
  dataOf<Playlist>(
    await t.inject({ method: 'POST', url: '/playlist', headers: user.headers, payload }),
  );
const add = (videoId: string, playlistId: string, user: TestUser = owner) =>
  t.inject({
    method: 'PATCH',
    url: `/playlist/add/${videoId}/${playlistId}`,
    headers: user.headers,
  });
const reorder = (playlistId: string, videoIds: string[], user: TestUser = owner) =>
  t.inject({
    method: 'PATCH',
    url: `/playlist/${playlistId}/order`,
    headers: user.headers,
    payload: { videoIds },
  });
const watchLater = async (user: TestUser) =>
  dataOf<Playlist>(
    await t.inject({ method: 'GET', url: '/playlist/watch-later', headers: user.headers }),
  );

describe('Watch later', () => {
  it('exists for every user, once, listed first, and private', async () => {
    const user = await t.registerUser();
    await createPlaylist({ name: 'Mine', isPrivate: false }, user);
    const first = await watchLater(user);
    expect(first).toMatchObject({ name: 'Watch later', isWatchLater: true, isPrivate: true });
    expect((await watchLater(user))._id).toBe(first._id);
    const own = dataOf<Page<Playlist>>(
      await t.inject({
        method: 'GET',
        url: `/playlist/user/${user.user._id}`,
        headers: user.headers,
      }),
    );
    expect(own.docs.map((p) => p.name)).toEqual(['Watch later', 'Mine']);
    const seenByOthers = dataOf<Page<Playlist>>(
      await t.inject({ method: 'GET', url: `/playlist/user/${user.user._id}` }),
    );
    expect(seenByOthers.docs.map((p) => p.name)).toEqual(['Mine']);
    expect((await t.inject({ method: 'GET', url: '/playlist/watch-later' })).statusCode).toBe(401);
  });

  it('cannot be deleted, renamed or made public; its description can change', async () => {
    const playlist = await watchLater(owner);
    const url = `/playlist/${playlist._id}`;
    const deleted = await t.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(deleted.statusCode).toBe(403);
    expect(errorOf(deleted).message).toBe('Watch later cannot be deleted.');
    const patch = (payload: object) =>
      t.inject({ method: 'PATCH', url, headers: owner.headers, payload });
    const renamed = await patch({ name: 'Later maybe' });
    expect(renamed.statusCode).toBe(400);
    expect(errorOf(renamed).message).toBe('Watch later cannot be renamed.');
    expect((await patch({ isPrivate: false })).statusCode).toBe(400);
    expect(dataOf<Playlist>(await patch({ description: 'For tonight' })).description).toBe(
      'For tonight',
    );
    expect((await watchLater(owner)).name).toBe('Watch later');
  });
});

describe('YouTube videos in playlists', () => {
  it('saves them by reference with the cached details, in order with own videos', async () => {
    const playlist = await createPlaylist({ name: 'Mixed' });
    const own = await insertVideo(t, stranger.user._id);
    const external = youtubeId(0);
    expect((await add(own._id, playlist._id)).statusCode).toBe(200);
    const added = await add(external, playlist._id);
    expect(added.statusCode).toBe(200);
    const detail = dataOf<Playlist>(added);
    expect(listIds(detail.videos)).toEqual([own._id, external]);
    const saved = detail.videos[1] as ExternalVideo;
    expect(saved).toMatchObject({ videoId: external, title: CATALOGUE[0]?.title });
    expect(saved.channelTitle).not.toBe('');
    expect(saved.thumbnail).toContain(external);
    expect(saved.duration).toBeGreaterThan(0);

    const again = await add(external, playlist._id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Video is already in this playlist.');
    const unknown = await add('zzzzzzzzzzz', playlist._id);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Video not found.');
    expect((await add('not-an-id', playlist._id)).statusCode).toBe(400);

    const withVideo = dataOf<Page<Playlist>>(
      await t.inject({
        method: 'GET',
        url: `/playlist/user/${owner.user._id}?videoId=${external}`,
        headers: owner.headers,
      }),
    );
    expect(withVideo.docs.find((p) => p._id === playlist._id)?.containsCurrentVideo).toBe(true);

    const removed = await t.inject({
      method: 'PATCH',
      url: `/playlist/remove/${external}/${playlist._id}`,
      headers: owner.headers,
    });
    expect(listIds(dataOf<Playlist>(removed).videos)).toEqual([own._id]);
  });

  it('goes into Watch later too', async () => {
    const later = await watchLater(owner);
    expect((await add(youtubeId(1), later._id)).statusCode).toBe(200);
    expect(listIds((await watchLater(owner)).videos)).toContain(youtubeId(1));
  });
});

describe('PATCH /playlist/:id/order', () => {
  it('stores the order given, which must name every video once', async () => {
    const playlist = await createPlaylist({ name: 'Ordered', isPrivate: false });
    const a = await insertVideo(t, owner.user._id);
    const b = await insertVideo(t, owner.user._id);
    const c = youtubeId(2);
    for (const id of [a._id, b._id, c]) await add(id, playlist._id);

    const res = await reorder(playlist._id, [c, a._id, b._id]);
    expect(res.statusCode).toBe(200);
    expect(listIds(dataOf<Playlist>(res).videos)).toEqual([c, a._id, b._id]);
    const reread = dataOf<Playlist>(
      await t.inject({ method: 'GET', url: `/playlist/${playlist._id}` }),
    );
    expect(listIds(reread.videos)).toEqual([c, a._id, b._id]);
    // A video added later goes to the end.
    const d = await insertVideo(t, owner.user._id);
    expect(listIds(dataOf<Playlist>(await add(d._id, playlist._id)).videos)).toEqual([
      c,
      a._id,
      b._id,
      d._id,
    ]);

    for (const bad of [
      [c, a._id, b._id],
      [c, a._id, b._id, d._id, d._id],
      [c, a._id, b._id, youtubeId(3)],
    ]) {
      const refused = await reorder(playlist._id, bad);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(
        'The new order must list every video of the playlist exactly once.',
      );
    }
    expect((await reorder(playlist._id, ['bad id'])).statusCode).toBe(400);
    // Nothing was half-written by the refused attempts.
    const after = dataOf<Playlist>(
      await t.inject({ method: 'GET', url: `/playlist/${playlist._id}` }),
    );
    expect(listIds(after.videos)).toEqual([c, a._id, b._id, d._id]);
  });
});

describe('private playlists', () => {
  it('are shown to their owner only: 404 to everyone else', async () => {
    const playlist = await createPlaylist({ name: 'Secret', isPrivate: true });
    expect(playlist.isPrivate).toBe(true);
    const url = `/playlist/${playlist._id}`;
    expect((await t.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
    const anonymous = await t.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(404);
    expect(errorOf(anonymous).message).toBe('Playlist not found.');
    expect((await t.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    const listed = dataOf<Page<Playlist>>(
      await t.inject({
        method: 'GET',
        url: `/playlist/user/${owner.user._id}`,
        headers: stranger.headers,
      }),
    );
    expect(listed.docs.map((p) => p._id)).not.toContain(playlist._id);

    const madePublic = await t.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { isPrivate: false },
    });
    expect(dataOf<Playlist>(madePublic).isPrivate).toBe(false);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url,
          headers: owner.headers,
          payload: { isPrivate: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
