import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import { MODERATION_TEST_ENV, setSuspended, setVideoRemoved } from './helpers/moderation';
import type {
  ChannelProfile,
  HistoryEntry,
  Page,
  Playlist,
  SearchResult,
  SearchSuggestions,
  Video,
} from '@kinora/contract';

/**
 * A video a moderator removed, and the videos of a suspended owner, through every read of issue
 * 31: gone (404) for everyone but the owner, who sees the removal with its reason; gone from
 * every list others see; their files no longer served to others. Everything comes back once the
 * removal is undone or the suspension ends.
 */
let t: TestApp;
let owner: TestUser;
let fan: TestUser;
let removed: Video;
let kept: Video;
let playlistId: string;
const TITLE = 'Glassblowing in the moonlight';
const SEARCH = 'glassblowing';

type Viewer = TestUser | null;
const headersOf = (viewer: Viewer) => (viewer ? { headers: viewer.headers } : {});

async function get<T>(url: string, viewer: Viewer): Promise<T> {
  const res = await t.inject({ method: 'GET', url, ...headersOf(viewer) });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return dataOf<T>(res);
}

const status = async (url: string, viewer: Viewer) =>
  (await t.inject({ method: 'GET', url, ...headersOf(viewer) })).statusCode;

/** Which of `ids` every list the fan and a visitor see still holds, by list. */
async function listsHolding(id: string): Promise<string[]> {
  const lists: Record<string, string[]> = {
    catalogue: listIds((await get<Page<Video>>('/videos?limit=50', null)).docs),
    channel: listIds((await get<Page<Video>>(`/videos?userId=${owner.user._id}`, null)).docs),
    search: (await get<Page<SearchResult>>(`/search?query=${SEARCH}`, null)).docs.flatMap((r) =>
      r.kind === 'video' ? [r.video._id] : [],
    ),
    subscriptions: listIds((await get<Page<Video>>('/subscriptions/videos', fan)).docs),
    playlist: listIds((await get<Playlist>(`/playlist/${playlistId}`, null)).videos),
    history: (await get<Page<HistoryEntry>>('/users/history', fan)).docs.flatMap((e) =>
      '_id' in e ? [e._id] : [],
    ),
    liked: listIds((await get<Page<Video>>('/likes/videos', fan)).docs),
  };
  return Object.entries(lists)
    .filter(([, ids]) => ids.includes(id))
    .map(([name]) => name)
    .sort();
}
const EVERY_LIST = [
  'catalogue',
  'channel',
  'search',
  'subscriptions',
  'playlist',
  'history',
  'liked',
].sort();

beforeAll(async () => {
  t = await createTestApp({ env: MODERATION_TEST_ENV });
  [owner, fan] = await Promise.all([t.registerUser(), t.registerUser()]);
  await t.inject({
    method: 'POST',
    url: `/subscriptions/c/${owner.user._id}`,
    headers: fan.headers,
  });
  removed = await insertVideo(t, owner.user._id, { title: TITLE });
  kept = await insertVideo(t, owner.user._id, { title: 'Glassblowing at noon' });
  const created = await t.inject({
    method: 'POST',
    url: '/playlist',
    headers: fan.headers,
    payload: { name: 'Favourites', description: 'public', isPrivate: false },
  });
  playlistId = dataOf<Playlist>(created)._id;
  for (const video of [removed, kept]) {
    const h = { headers: fan.headers };
    await t.inject({ method: 'PATCH', url: `/playlist/add/${video._id}/${playlistId}`, ...h });
    await t.inject({ method: 'POST', url: `/videos/${video._id}/views`, ...h });
    await t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}`, ...h });
  }
});
afterAll(async () => {
  await t.close();
});

describe('a removed video', () => {
  it('is in every list before it is removed', async () => {
    expect(await listsHolding(removed._id)).toEqual(EVERY_LIST);
  });

  it('answers 404 to everyone but its owner, who sees the removal and its reason', async () => {
    await setVideoRemoved(t, removed._id, 'Copyright claim');
    expect(await status(`/videos/${removed._id}`, null)).toBe(404);
    expect(await status(`/videos/${removed._id}`, fan)).toBe(404);
    const own = await get<Video>(`/videos/${removed._id}`, owner);
    expect(own.removal?.reason).toBe('Copyright claim');
    expect(Date.parse(own.removal?.removedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Others may no longer fetch its files: the owner's links are signed.
    expect(own.linksExpireAt).toBeDefined();
    const studio = await get<Page<Video>>('/dashboard/videos', owner);
    expect(studio.docs.find((v) => v._id === removed._id)?.removal?.reason).toBe('Copyright claim');
    expect(studio.docs.find((v) => v._id === kept._id)?.removal).toBeUndefined();
    expect((await get<Video>(`/videos/${kept._id}`, null)).removal).toBeUndefined();
  });

  it('leaves every list others see, and the counts follow', async () => {
    expect(await listsHolding(removed._id)).toEqual([]);
    expect(await listsHolding(kept._id)).toEqual(EVERY_LIST);
    const catalogue = await get<Page<Video>>('/videos', null);
    expect(catalogue.totalDocs).toBe(1);
    const playlist = await get<Playlist>(`/playlist/${playlistId}`, fan);
    expect(playlist.totalVideos).toBe(1);
    const channel = await get<ChannelProfile>(`/users/c/${owner.user.username}`, null);
    expect(channel.videosCount).toBe(1);
    const suggestions = await get<SearchSuggestions>('/search/suggestions?q=glassblow', null);
    expect(suggestions.suggestions.map((s) => s.text)).not.toContain(TITLE);
  });

  it('takes no likes, views, comments or playlist additions from others', async () => {
    const h = { headers: fan.headers };
    for (const [method, url] of [
      ['POST', `/likes/toggle/v/${removed._id}`],
      ['POST', `/videos/${removed._id}/views`],
      ['GET', `/comments/${removed._id}`],
      ['PATCH', `/playlist/add/${removed._id}/${playlistId}`],
    ] as const)
      expect((await t.inject({ method, url, ...h })).statusCode, `${method} ${url}`).toBe(404);
    const embed = await t.app.inject({ method: 'GET', url: `/embed/${removed._id}` });
    expect(embed.statusCode).toBe(404);
  });

  it('comes back everywhere once restored', async () => {
    await setVideoRemoved(t, removed._id, null);
    expect((await get<Video>(`/videos/${removed._id}`, null)).removal).toBeUndefined();
    expect(await listsHolding(removed._id)).toEqual(EVERY_LIST);
    expect((await get<Page<Video>>('/videos', null)).totalDocs).toBe(2);
  });
});

describe('the videos of a suspended owner', () => {
  it('are hidden from everyone, with the channel, until the suspension ends', async () => {
    const until = new Date(Date.now() + 4000);
    await setSuspended(t, owner.user._id, until);
    for (const video of [removed, kept]) {
      expect(await status(`/videos/${video._id}`, null)).toBe(404);
      expect(await status(`/videos/${video._id}`, fan)).toBe(404);
      expect(await listsHolding(video._id)).toEqual([]);
    }
    expect((await get<Page<Video>>('/videos', null)).totalDocs).toBe(0);
    expect(await status(`/users/c/${owner.user.username}`, null)).toBe(404);
    expect(await status(`/playlist/user/${owner.user._id}`, fan)).toBe(404);
    expect(await status(`/subscriptions/c/${owner.user._id}`, fan)).toBe(404);
    const channels = await get<Page<SearchResult>>(
      `/search?type=channels&query=${owner.user.username}`,
      null,
    );
    expect(channels.totalDocs).toBe(0);
    const followed = await get<Page<unknown>>(`/subscriptions/u/${fan.user._id}`, fan);
    expect(followed.totalDocs).toBe(0);

    // Nobody lifts it: its end is enough.
    await new Promise((resolve) => setTimeout(resolve, until.getTime() - Date.now() + 50));
    await t.app.listCache.changed();
    expect(await status(`/users/c/${owner.user.username}`, null)).toBe(200);
    expect(await listsHolding(kept._id)).toEqual(EVERY_LIST);
    expect((await get<Page<Video>>('/videos', null)).totalDocs).toBe(2);
    expect((await get<Page<unknown>>(`/subscriptions/u/${fan.user._id}`, fan)).totalDocs).toBe(1);
  });
});

describe('media files', () => {
  let videoKey: string;

  beforeAll(async () => {
    const row = await t.app.db
      .selectFrom('videos')
      .select('video_key')
      .where('id', '=', kept._id)
      .executeTakeFirstOrThrow();
    videoKey = row.video_key;
    await t.app.storage.put(videoKey, Buffer.from('not really a video'), 'video/mp4');
  });

  const fetchFile = (url: string, viewer: Viewer = null) =>
    t.app.inject({ method: 'GET', url, ...headersOf(viewer) });

  it('are served to others while listed, to the owner alone once removed', async () => {
    const url = `/api/v1/media/${videoKey}`;
    expect((await fetchFile(url)).statusCode).toBe(200);
    await setVideoRemoved(t, kept._id, 'Spam');
    expect((await fetchFile(url)).statusCode).toBe(404);
    expect((await fetchFile(url, fan)).statusCode).toBe(404);
    expect((await fetchFile(url, owner)).statusCode).toBe(200);
    const signed = (await get<Video>(`/videos/${kept._id}`, owner)).videofile;
    expect((await fetchFile(signed)).statusCode).toBe(200);
    await setVideoRemoved(t, kept._id, null);
    expect((await fetchFile(url)).statusCode).toBe(200);
  });

  it('of an unlisted video stop opening for its viewers when it is removed', async () => {
    await t.app.db
      .updateTable('videos')
      .set({ visibility: 'unlisted' })
      .where('id', '=', kept._id)
      .execute();
    await t.app.listCache.changed();
    const shared = (await get<Video>(`/videos/${kept._id}`, fan)).videofile;
    expect((await fetchFile(shared)).statusCode).toBe(200);
    await setVideoRemoved(t, kept._id, 'Spam');
    expect((await fetchFile(shared)).statusCode).toBe(404);
    await setVideoRemoved(t, kept._id, null);
    const again = (await get<Video>(`/videos/${kept._id}`, fan)).videofile;
    expect((await fetchFile(again)).statusCode).toBe(200);
    // A suspension ends the links handed out before it too.
    await setSuspended(t, owner.user._id, 'infinity');
    expect((await fetchFile(again)).statusCode).toBe(404);
    await setSuspended(t, owner.user._id, null);
  });
});
