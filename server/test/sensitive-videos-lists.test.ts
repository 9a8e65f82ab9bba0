import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenOf } from '../src/web/first-screen';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import { actOn, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import { recordedPage, WATCH_PAGES } from './helpers/route-records';
import { siteSettings } from './helpers/site';
import type {
  HistoryEntry,
  Page,
  Playlist,
  SearchResult,
  SearchSuggestions,
  SensitiveContentMode,
  Video,
} from '@kinora/contract';

/**
 * Who chose to hide sensitive videos (their own choice, else the site's, which visitors get) finds
 * none of others' in any list: the catalogue (home, a channel, Up Next), search and its
 * suggestions, the subscriptions feed, their liked videos, their history and playlists. Blur and
 * show keep them; owners always see their own; a direct link still answers the video.
 */
let t: TestApp;
let admin: TestUser;
let creator: TestUser;
/** Every viewer but the visitor, by the choice their account made (null: the site's). */
let viewers: Record<'hide' | 'blur' | 'show' | 'site', TestUser>;
const TAG = 'ospreyfeed';
let marked: Video;
let moderated: Video;
let plain: Video;
/** The hiding viewer's own sensitive video. */
let hidersOwn: Video;
let creatorPlaylist: string;
let hidersPlaylist: string;

async function as<T>(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
): Promise<T> {
  const res = await t.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return dataOf<T>(res);
}

async function setSiteMode(mode: SensitiveContentMode) {
  await as(admin, 'PUT', '/admin/settings', {
    ...(await siteSettings(t, admin)),
    sensitiveContent: mode,
  });
}

async function ownVideo(owner: TestUser, title: string, sensitive: boolean) {
  const video = await insertVideo(t, owner.user._id, { title });
  if (sensitive) await as(owner, 'PATCH', `/videos/${video._id}`, { sensitive: true });
  return video;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  const moderator = await registerModerator(t, admin);
  creator = await t.registerUser();
  const [hide, blur, show, site] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
  viewers = { hide, blur, show, site };
  for (const mode of ['hide', 'blur', 'show'] as const)
    await as(viewers[mode], 'PATCH', '/users/update-account', { sensitiveContent: mode });

  marked = await ownVideo(creator, `Heron rescue ${TAG} marked`, true);
  plain = await ownVideo(creator, `Heron morning ${TAG} plain`, false);
  moderated = await ownVideo(creator, `Heron surgery ${TAG} moderated`, false);
  const reportId = await reportAs(t, hide, { itemKind: 'video', itemId: moderated._id });
  expect((await actOn(t, moderator, reportId, { action: 'mark-sensitive' })).statusCode).toBe(200);
  hidersOwn = await ownVideo(hide, `Heron bones ${TAG} own`, true);

  creatorPlaylist = (
    await as<Playlist>(creator, 'POST', '/playlist', {
      name: 'Herons',
      isPrivate: false,
    })
  )._id;
  hidersPlaylist = (
    await as<Playlist>(hide, 'POST', '/playlist', {
      name: 'Saved herons',
      isPrivate: false,
    })
  )._id;
  for (const video of [marked, plain, moderated]) {
    await as(creator, 'PATCH', `/playlist/add/${video._id}/${creatorPlaylist}`);
    await as(hide, 'PATCH', `/playlist/add/${video._id}/${hidersPlaylist}`);
  }
  for (const viewer of Object.values(viewers)) {
    await as(viewer, 'POST', `/subscriptions/c/${creator.user._id}`);
    for (const video of [marked, plain, moderated]) {
      await as(viewer, 'POST', `/likes/toggle/v/${video._id}`);
      await as(viewer, 'PUT', `/users/history/${video._id}/position`, { position: 1 });
    }
  }
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await setSiteMode('blur');
});

/** A page whose count agrees with what it lists (every list here is under one page). */
async function pageOf<T>(user: TestUser | null, url: string): Promise<T[]> {
  const page = await as<Page<T>>(user, 'GET', url);
  expect(page.totalDocs, url).toBe(page.docs.length);
  return page.docs;
}

/** The ids each list gives `user` (null: a visitor, who has the public lists only). */
async function listsOf(user: TestUser | null): Promise<Record<string, string[]>> {
  const ids = (videos: Array<{ _id: string }>) => videos.map((v) => v._id);
  const titles = await as<SearchSuggestions>(user, 'GET', `/search/suggestions?q=${TAG}`);
  const byTitle = [marked, plain, moderated, hidersOwn];
  const publicLists = {
    home: ids(await pageOf<Video>(user, '/videos?limit=50')),
    channel: ids(await pageOf<Video>(user, `/videos?userId=${creator.user._id}&limit=50`)),
    search: (await pageOf<SearchResult>(user, `/search?query=${TAG}&limit=50`)).flatMap((r) =>
      r.kind === 'video' ? [r.video._id] : [],
    ),
    suggestions: titles.suggestions.flatMap(
      (s) => byTitle.find((v) => v.title === s.text)?._id ?? [],
    ),
    playlist: listIds((await as<Playlist>(user, 'GET', `/playlist/${creatorPlaylist}`)).videos),
  };
  if (!user) return publicLists;
  return {
    ...publicLists,
    feed: ids(await pageOf<Video>(user, '/subscriptions/videos?limit=50')),
    liked: ids(await pageOf<Video>(user, '/likes/videos?limit=50')),
    history: listIds(await pageOf<HistoryEntry>(user, '/users/history?limit=50')),
  };
}

const SENSITIVE = () => [marked._id, moderated._id];

/** Every list of `user` has the plain video, and the sensitive ones exactly when `shown`. */
async function expectSensitive(user: TestUser | null, shown: boolean) {
  const lists = await listsOf(user);
  for (const [name, ids] of Object.entries(lists)) {
    expect(ids, name).toContain(plain._id);
    for (const id of SENSITIVE()) expect(ids.includes(id), `${name} has ${id}`).toBe(shown);
  }
}

describe('a viewer who hides sensitive videos', () => {
  it('finds none of others’ in any list, while blur and show keep them', async () => {
    await expectSensitive(viewers.hide, false);
    await expectSensitive(viewers.blur, true);
    await expectSensitive(viewers.show, true);
  });

  it('keeps their own, and a direct link still answers the video', async () => {
    const lists = await listsOf(viewers.hide);
    expect(lists.home).toContain(hidersOwn._id);
    expect(lists.search).toContain(hidersOwn._id);
    const opened = await as<Video>(viewers.hide, 'GET', `/videos/${marked._id}`);
    expect(opened.sensitive).toBe(true);
  });

  it('pages through the catalogue without them', async () => {
    const all = await pageOf<Video>(viewers.hide, '/videos?limit=50');
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page += 1) {
      const next = await as<Page<Video>>(viewers.hide, 'GET', `/videos?limit=1&page=${page}`);
      expect(next.totalDocs).toBe(all.length);
      expect(next.docs.length).toBeGreaterThan(0);
      paged.push(...next.docs.map((v) => v._id));
    }
    expect(paged).toEqual(all.map((v) => v._id));
  });

  it('orders their own playlist without the videos they hide', async () => {
    const saved = await as<Playlist>(viewers.hide, 'GET', `/playlist/${hidersPlaylist}`);
    expect(listIds(saved.videos)).toEqual([plain._id]);
    const reordered = await as<Playlist>(
      viewers.hide,
      'PATCH',
      `/playlist/${hidersPlaylist}/order`,
      { videoIds: [plain._id] },
    );
    expect(listIds(reordered.videos)).toEqual([plain._id]);
    expect((await as<Playlist>(creator, 'GET', `/playlist/${hidersPlaylist}`)).totalVideos).toBe(3);
  });
});

describe("the site's choice", () => {
  it('is what visitors and accounts that follow the site get: hide leaves them out', async () => {
    await expectSensitive(null, true);
    await expectSensitive(viewers.site, true);
    await setSiteMode('hide');
    await expectSensitive(null, false);
    await expectSensitive(viewers.site, false);
    // An account's own choice wins over the site's, either way.
    await expectSensitive(viewers.show, true);
    await setSiteMode('show');
    await expectSensitive(viewers.hide, false);
  });

  it('is what the home page draws for visitors before its scripts run', async () => {
    const home = recordedPage(WATCH_PAGES, '/', 'firstScreen');
    if (!home) throw new Error('the home page has no first screen');
    // Read as the app reads it for the page (see app.ts): a visitor's request of the API.
    const drawn = async () => {
      const screen = await firstScreenOf(
        home,
        new URLSearchParams(),
        async (url) => {
          const res = await t.app.inject({ method: 'GET', url });
          return res.statusCode === 200 ? res.json<unknown>() : null;
        },
        await t.app.services.site.sensitiveContentMode(),
      );
      const paint = screen?.paint;
      return paint?.page === 'home'
        ? { ids: paint.videos.map((v) => v._id), mode: paint.sensitiveContent }
        : { ids: [], mode: undefined };
    };
    const blurred = await drawn();
    expect(blurred.ids).toEqual(expect.arrayContaining([...SENSITIVE(), plain._id]));
    // The cards are drawn as the site shows sensitive videos to visitors.
    expect(blurred.mode).toBe('blur');
    await setSiteMode('hide');
    const hidden = await drawn();
    expect(hidden.ids).toContain(plain._id);
    expect(hidden.mode).toBe('hide');
    for (const id of SENSITIVE()) expect(hidden.ids).not.toContain(id);
  });

  it('never hides an owner’s own videos from them', async () => {
    await as(creator, 'PATCH', '/users/update-account', { sensitiveContent: 'hide' });
    await setSiteMode('hide');
    try {
      const lists = await listsOf(creator);
      for (const name of ['home', 'channel', 'search', 'suggestions', 'playlist'])
        expect(lists[name], name).toEqual(expect.arrayContaining([...SENSITIVE(), plain._id]));
    } finally {
      await as(creator, 'PATCH', '/users/update-account', { sensitiveContent: null });
    }
  });
});
