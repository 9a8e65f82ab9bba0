import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../src/lib/object-id';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, Playlist } from '@kinora/contract';

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

/** The owner-only changes of a video, as a stranger would try them. */
const mutations = (videoId: string) =>
  [
    { method: 'PATCH', url: `/videos/${videoId}`, payload: { title: 'Mine now' } },
    { method: 'DELETE', url: `/videos/${videoId}` },
    { method: 'PATCH', url: `/videos/toggle/publish/${videoId}` },
    { method: 'POST', url: `/videos/${videoId}/retry` },
  ] as const;

describe("someone else's video that is not public", () => {
  it('answers every owner-only change exactly as for an id that was never used', async () => {
    const hidden = await insertVideo(t, owner.user._id, { isPublished: false });
    const unused = newObjectId();
    const hiddenAnswers = [];
    const unusedAnswers = [];
    for (const request of mutations(hidden._id))
      hiddenAnswers.push(await t.inject({ ...request, headers: stranger.headers }));
    for (const request of mutations(unused))
      unusedAnswers.push(await t.inject({ ...request, headers: stranger.headers }));
    for (const [i, res] of hiddenAnswers.entries()) {
      expect(res.statusCode, mutations(hidden._id)[i]?.url).toBe(404);
      expect(errorOf(res)).toEqual(errorOf(unusedAnswers[i] ?? res));
      expect(errorOf(res).message).toBe('Video not found.');
    }
    // Nothing changed: the owner still has it, unpublished and with its title.
    const mine = await t.inject({
      method: 'GET',
      url: `/videos/${hidden._id}`,
      headers: owner.headers,
    });
    expect(dataOf<{ title: string; isPublished: boolean }>(mine)).toMatchObject({
      title: hidden.title,
      isPublished: false,
    });
  });

  it('still tells a stranger that a public video is not theirs (403)', async () => {
    const shown = await insertVideo(t, owner.user._id);
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${shown._id}`,
      headers: stranger.headers,
      payload: { title: 'Mine now' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('playlists for a video (containsCurrentVideo)', () => {
  it('says nothing about a video the viewer may not see', async () => {
    const video = await insertVideo(t, owner.user._id);
    const saved = await t.inject({
      method: 'POST',
      url: '/playlist',
      headers: stranger.headers,
      payload: { name: 'Saved', isPrivate: false },
    });
    const playlistId = dataOf<Playlist>(saved)._id;
    await t.inject({
      method: 'PATCH',
      url: `/playlist/add/${video._id}/${playlistId}`,
      headers: stranger.headers,
    });
    // The owner unpublishes it: from now on only they may know it exists.
    await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${video._id}`,
      headers: owner.headers,
    });
    const contains = async (videoId: string, headers: Record<string, string> = {}) =>
      dataOf<Page<Playlist>>(
        await t.inject({
          method: 'GET',
          url: `/playlist/user/${stranger.user._id}?videoId=${videoId}`,
          headers,
        }),
      )
        // The stranger's own Watch later is listed to them too; this is about the one playlist.
        .docs.filter((p) => !p.isWatchLater)
        .map((p) => p.containsCurrentVideo);

    expect(await contains(video._id)).toEqual([false]);
    expect(await contains(video._id, stranger.headers)).toEqual([false]);
    expect(await contains(newObjectId(), stranger.headers)).toEqual([false]);
    // Its owner may see it, so they are told.
    expect(await contains(video._id, owner.headers)).toEqual([true]);
  });
});

describe('object ids', () => {
  it('keep the 24-hex shape and creation-second order, with nothing guessable after it', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const ids = Array.from({ length: 500 }, () => newObjectId(at));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids.map((id) => id.slice(0, 8)))).toEqual(new Set(['69f479a0']));
    expect(newObjectId(new Date(at.getTime() + 1000)) > (ids[0] ?? '')).toBe(true);
    // A counter or a per-process constant would repeat: every random byte position varies.
    for (let position = 8; position < 24; position += 2) {
      const values = new Set(ids.map((id) => id.slice(position, position + 2)));
      expect(values.size, `byte at ${position / 2}`).toBeGreaterThan(100);
    }
    // Neighbours are not one apart.
    const tails = ids.map((id) => BigInt(`0x${id.slice(8)}`));
    const steps = tails.slice(1).filter((tail, i) => tail - (tails[i] ?? 0n) === 1n);
    expect(steps).toEqual([]);
  });
});
