import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@kinora/contract';
import { loadConfig } from '../src/config';
import {
  drawnSensitiveContent,
  EXTERNAL_SEARCH_WAIT_MS,
  firstScreenOf,
  type ApiReader,
} from '../src/web/first-screen';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web, type WebOptions } from '../src/web/plugin';
import {
  recordedPage,
  serveBuildOrigin,
  WATCH_PAGES,
  writeRemoteBuild,
} from './helpers/route-records';

// A visitor's first screen asks the API for its lists right after the page's scripts ran; the
// shell page names those requests (and the first thumbnail) so the browser starts them with it.

const OWN_ID = '0123456789abcdef01234567';
const listAnswer = (thumbnailSources: unknown) => ({
  data: {
    docs: [
      {
        _id: OWN_ID,
        title: 'Packing light <for> a $& hike',
        thumbnail: '/api/v1/media/thumbnails/t/640.jpg',
        thumbnailSources,
        duration: 64,
        views: 12,
        createdAt: '2026-11-20T10:00:00.000Z',
        owner: { _id: 'o'.repeat(24), username: 'trailhead', avatar: '/api/v1/a.webp' },
      },
    ],
  },
});
const sources = {
  width: 1280,
  height: 720,
  webp: [
    { url: '/api/v1/media/thumbnails/t/320.webp', width: 320 },
    { url: '/api/v1/media/thumbnails/t/640.webp', width: 640 },
  ],
  jpeg: [{ url: '/api/v1/media/thumbnails/t/640.jpg', width: 640 }],
};

/** The first screen of the page at `pathname`, as mfe-watch's route record names it. */
const screenAt = (pathname: string, search: URLSearchParams, read: ApiReader) => {
  const page = recordedPage(WATCH_PAGES, pathname, 'firstScreen');
  return page ? firstScreenOf(page, search, read, 'blur') : Promise.resolve(null);
};

describe('what a first screen asks for', () => {
  const asked: string[] = [];
  const read: ApiReader = (url) => {
    asked.push(url);
    return Promise.resolve(listAnswer(sources));
  };

  it('is the query the pages send, to the letter, with the first card’s thumbnail', async () => {
    expect(await screenAt('/', new URLSearchParams(), read)).toEqual({
      requests: ['/api/v1/videos?sortBy=trending&limit=12'],
      leadThumbnail: {
        href: '/api/v1/media/thumbnails/t/640.jpg',
        srcset:
          '/api/v1/media/thumbnails/t/320.webp 320w, /api/v1/media/thumbnails/t/640.webp 640w',
        sizes: '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px',
      },
      paint: { page: 'home', videos: listAnswer(sources).data.docs, sensitiveContent: 'blur' },
    });
    expect(asked).toEqual(['/api/v1/videos?sortBy=trending&limit=12']);
  });

  it('follows the order Explore’s address names, newest when it names none', async () => {
    const explore = async (search: string) =>
      (await screenAt('/explore', new URLSearchParams(search), read))?.requests;
    expect(await explore('')).toEqual([
      '/api/v1/videos?page=1&limit=12&sortBy=createdAt&sortType=desc',
    ]);
    expect(await explore('sort=popular')).toEqual([
      '/api/v1/videos?page=1&limit=12&sortBy=views&sortType=desc',
    ]);
    expect(await explore('sort=nonsense')).toEqual([
      '/api/v1/videos?page=1&limit=12&sortBy=createdAt&sortType=desc',
    ]);
    const screen = await screenAt('/explore', new URLSearchParams('sort=oldest'), read);
    expect(screen?.paint).toEqual({
      page: 'explore',
      order: 'oldest',
      videos: listAnswer(sources).data.docs,
      sensitiveContent: 'blur',
    });
  });

  it('asks for a channel’s profile and, with the id it names, its first page of videos', async () => {
    const channelRead: ApiReader = (url) =>
      Promise.resolve(
        url.startsWith('/api/v1/users/c/') ? { data: { _id: OWN_ID } } : listAnswer(sources),
      );
    const screen = await screenAt(
      '/channel/ada.l',
      new URLSearchParams('sort=oldest'),
      channelRead,
    );
    expect(screen?.requests).toEqual([
      '/api/v1/users/c/ada.l',
      `/api/v1/videos?userId=${OWN_ID}&page=1&sortBy=createdAt&sortType=asc`,
    ]);
    expect(screen?.leadThumbnail?.href).toBe('/api/v1/media/thumbnails/t/640.jpg');
    // Drawn from the same two answers, in the order of the address.
    expect(screen?.paint).toEqual({
      page: 'channel',
      channel: { _id: OWN_ID },
      order: 'oldest',
      videos: listAnswer(sources).data.docs,
      sensitiveContent: 'blur',
    });
    // A channel that does not exist: its profile's 404 is all the page will ask for.
    const missing = await screenAt('/channel/nobody', new URLSearchParams(), () =>
      Promise.resolve(null),
    );
    expect(missing).toEqual({ requests: ['/api/v1/users/c/nobody'] });
  });

  it('asks for an own video’s answer, and nothing for a YouTube video or other pages', async () => {
    expect(await screenAt(`/watch/${OWN_ID}`, new URLSearchParams(), read)).toEqual({
      requests: [`/api/v1/videos/${OWN_ID}`],
    });
    // A video that plays through HLS names its master playlist, which its player asks for first.
    const master = '/api/v1/media/streams/s/master.m3u8';
    const streaming =
      (extra: object): ApiReader =>
      () =>
        Promise.resolve({
          data: {
            _id: OWN_ID,
            visibility: 'public',
            streams: { hls: master, renditions: [] },
            ...extra,
          },
        });
    expect(await screenAt(`/watch/${OWN_ID}`, new URLSearchParams(), streaming({}))).toEqual({
      requests: [`/api/v1/videos/${OWN_ID}`],
      playlist: master,
    });
    // An unlisted video's links are signed per answer: the page's own would name another URL.
    const unlisted = streaming({
      visibility: 'unlisted',
      linksExpireAt: '2026-11-30T00:20:00.000Z',
    });
    expect(await screenAt(`/watch/${OWN_ID}`, new URLSearchParams(), unlisted)).toEqual({
      requests: [`/api/v1/videos/${OWN_ID}`],
    });
    expect(await screenAt('/watch/dQw4w9WgXcQ', new URLSearchParams(), read)).toBeNull();
    expect(await screenAt('/community', new URLSearchParams(), read)).toBeNull();
    expect(await screenAt('/channel/ada/about', new URLSearchParams(), read)).toBeNull();
  });

  it('asks for the results page’s three lists as the page does, and draws what they found', async () => {
    const hit = listAnswer(sources).data.docs[0];
    const spoken = { startSeconds: 83, text: 'light pack', language: 'en' };
    const external = { videoId: 'dQw4w9WgXcQ', title: 'A trailer', thumbnail: '/t.jpg' };
    const seen: string[] = [];
    const answers: ApiReader = (url) => {
      seen.push(url);
      const { pathname } = new URL(url, 'http://kinora.example');
      if (pathname === '/api/v1/search/correction')
        return Promise.resolve({ data: { suggestion: 'packing light' } });
      if (pathname === '/api/v1/search') {
        const docs = [{ kind: 'video', video: hit, spoken }];
        return Promise.resolve({ data: { docs, totalDocs: 9, hasNextPage: true } });
      }
      const videos = [external];
      return Promise.resolve({ data: { videos, nextPageToken: 'CAwQAA', hasNextPage: true } });
    };
    // What the page reads from its address: the words (spaces around them dropped), the filters.
    const search = new URLSearchParams({
      search_query: ' packin: light $5, ',
      upload_date: 'week',
      sort: 'views',
    });
    const screen = await screenAt('/results', search, answers);
    const requests = [
      '/api/v1/search/correction?q=packin:+light+$5,',
      '/api/v1/search?query=packin:+light+$5,&sort=views&uploadDate=week&page=1&limit=8&type=videos',
      '/api/v1/youtube/search?query=packin:+light+$5,&maxResults=12',
    ];
    expect(seen).toEqual(requests);
    expect(screen).toEqual({
      requests,
      leadThumbnail: {
        href: '/api/v1/media/thumbnails/t/640.jpg',
        srcset:
          '/api/v1/media/thumbnails/t/320.webp 320w, /api/v1/media/thumbnails/t/640.webp 640w',
        sizes: '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px',
      },
      paint: {
        page: 'results',
        term: 'packin: light $5,',
        filters: { type: 'videos', uploadDate: 'week', sort: 'views' },
        correction: 'packing light',
        community: { videos: [{ ...hit, spoken }], total: 9, hasMore: true },
        external: { videos: [external], hasMore: true },
        sensitiveContent: 'blur',
      },
    });
  });

  it('sends the results page undrawn rather than wait long for a search YouTube must answer', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<unknown>(() => undefined);
      const slowPublic: ApiReader = (url) => {
        if (url.startsWith('/api/v1/youtube')) return never;
        if (url.startsWith('/api/v1/search/correction'))
          return Promise.resolve({ data: { suggestion: null } });
        const docs = listAnswer(sources).data.docs.map((video) => ({ kind: 'video', video }));
        return Promise.resolve({ data: { docs, totalDocs: 1, hasNextPage: false } });
      };
      const pending = screenAt('/results', new URLSearchParams('search_query=ada'), slowPublic);
      await vi.advanceTimersByTimeAsync(EXTERNAL_SEARCH_WAIT_MS);
      const screen = await pending;
      // Still preloaded for a visitor: the search goes on, and its answer is cached for the page.
      expect(screen?.requests).toHaveLength(3);
      expect(screen?.paint).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws no results page for channels, no words, nothing found or a failed answer', async () => {
    const answering =
      (found: number, failing?: string): ApiReader =>
      (url) => {
        if (failing && url.startsWith(failing)) return Promise.resolve(null);
        if (url.startsWith('/api/v1/search/correction'))
          return Promise.resolve({ data: { suggestion: null } });
        if (url.startsWith('/api/v1/search?')) {
          const docs = listAnswer(sources).data.docs.slice(0, found);
          const results = docs.map((video) => ({ kind: 'video', video }));
          return Promise.resolve({ data: { docs: results, totalDocs: found, hasNextPage: false } });
        }
        return Promise.resolve({ data: { videos: [], nextPageToken: null, hasNextPage: false } });
      };
    const results = (search: string, read: ApiReader) =>
      screenAt('/results', new URLSearchParams(search), read);
    expect((await results('search_query=ada', answering(1)))?.paint?.page).toBe('results');
    expect(await results('search_query=ada&type=channels', answering(1))).toBeNull();
    expect(await results('search_query=%20%20', answering(1))).toBeNull();
    expect(await results('', answering(1))).toBeNull();
    // Asked for all the same (the page asks for them too), but nothing to draw.
    const none = await results('search_query=ada', answering(0));
    expect(none?.requests).toHaveLength(3);
    expect(none?.paint).toBeUndefined();
    for (const failing of ['/api/v1/search/correction', '/api/v1/search?', '/api/v1/youtube']) {
      expect((await results('search_query=ada', answering(1, failing)))?.paint).toBeUndefined();
    }
  });

  it('names the one thumbnail file when there are no sizes, and none for an empty list', async () => {
    const single = await screenAt('/', new URLSearchParams(), () =>
      Promise.resolve(listAnswer(null)),
    );
    expect(single?.leadThumbnail).toEqual({ href: '/api/v1/media/thumbnails/t/640.jpg' });
    // Nothing to draw either: the page shows what it shows for no videos.
    const empty = await screenAt('/', new URLSearchParams(), () => Promise.resolve(null));
    expect(empty).toEqual({ requests: ['/api/v1/videos?sortBy=trending&limit=12'] });
  });
});

describe('the shell page of a first screen', () => {
  let dir: string;
  let shellDir: string;
  let watchDir: string;
  // The server knows which pages have a first screen from the deployed remotes' route records.
  const deployment = JSON.stringify({ watch: '/remotes/watch/mf-manifest.json' });
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-first-screen-'));
    shellDir = path.join(dir, 'shell');
    await fs.mkdir(shellDir);
    await fs.writeFile(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Kinora</title></head><body><div id=root></div></body></html>',
    );
    await fs.writeFile(path.join(shellDir, 'mf-manifest.json'), '{}');
    await fs.writeFile(path.join(shellDir, 'remotes.json'), deployment);
    watchDir = await writeRemoteBuild(dir, 'watch', WATCH_PAGES);
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const answering: NonNullable<WebOptions['firstScreen']> = (page, search) =>
    firstScreenOf(page, search, () => Promise.resolve(listAnswer(sources)), 'blur');

  async function pageOf(
    url: string,
    cookie?: string,
    firstScreen = answering,
    shareMeta?: WebOptions['shareMeta'],
  ): Promise<string> {
    const config = loadConfig({
      DATA_DIR: dir,
      WEB_SHELL_DIR: shellDir,
      WEB_REMOTES: `watch=${watchDir}`,
    });
    const app = Fastify({ logger: false });
    await app.register(fp(async (scope) => scope.register(fastifyCookie)));
    await app.register(errorHandlerPlugin);
    await app.register(web, { web: config.web, firstScreen, ...(shareMeta ? { shareMeta } : {}) });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    } finally {
      await app.close();
    }
  }
  const headOf = async (url: string, cookie?: string, firstScreen = answering) => {
    const page = await pageOf(url, cookie, firstScreen);
    return page.slice(0, page.indexOf('</head>'));
  };
  const bodyOf = (page: string) => page.slice(page.indexOf('<body>'));

  it('preloads a visitor’s lists with credentials, as the web app requests them, and the thumbnail first', async () => {
    const head = await headOf('/explore?sort=oldest');
    const answer =
      '<link rel="preload" as="fetch" href="/api/v1/videos?page=1&amp;limit=12&amp;sortBy=createdAt&amp;sortType=asc" crossorigin="use-credentials">';
    const thumbnail =
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/api/v1/media/thumbnails/t/320.webp 320w, /api/v1/media/thumbnails/t/640.webp 640w" imagesizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px" fetchpriority="high">';
    expect(head).toContain(answer);
    expect(head.indexOf(thumbnail)).toBeGreaterThan(-1);
    expect(head.indexOf(thumbnail)).toBeLessThan(head.indexOf(answer));
  });

  it('preloads the master playlist of the video a watch page plays, for anyone', async () => {
    const master = '/api/v1/media/streams/s/master.m3u8';
    const playing: NonNullable<WebOptions['firstScreen']> = (page, search) =>
      firstScreenOf(
        page,
        search,
        () =>
          Promise.resolve({
            data: { _id: OWN_ID, visibility: 'public', streams: { hls: master, renditions: [] } },
          }),
        'blur',
      );
    const hint = `<link rel="preload" as="fetch" href="${master}" crossorigin="anonymous">`;
    expect(await headOf(`/watch/${OWN_ID}`, undefined, playing)).toContain(hint);
    const signedIn = await headOf(`/watch/${OWN_ID}`, `${SESSION_HINT_COOKIE}=1`, playing);
    expect(signedIn).toContain(hint);
    expect(signedIn).not.toContain(`/api/v1/videos/${OWN_ID}"`);
  });

  it('is sent without hints when working them out fails', async () => {
    const head = await headOf('/', undefined, () => Promise.reject(new Error('database down')));
    expect(head).toContain('<title>Kinora</title>');
    expect(head).not.toContain('/api/v1/videos');
  });

  it('preloads nothing of the API for someone signed in (their answers are their own), only the thumbnail', async () => {
    const head = await headOf('/', `${SESSION_HINT_COOKIE}=1`);
    expect(head).not.toContain('/api/v1/videos');
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/api/v1/media/thumbnails/t/320.webp',
    );
  });

  it('preloads nothing of the API when the deployment sends the web app to another API origin', async () => {
    const file = path.join(shellDir, 'remotes.json');
    await fs.writeFile(
      file,
      JSON.stringify({ ...JSON.parse(deployment), api: 'https://api.example.org' }),
    );
    try {
      expect(await headOf('/')).not.toContain('/api/v1/videos');
    } finally {
      await fs.writeFile(file, deployment);
    }
  });

  it('prepares and draws the first screens of mfe-watch deployed on another origin', async () => {
    const cdn = await serveBuildOrigin({
      '/watch/mf-manifest.json': '{}',
      '/watch/routes.json': { version: 1, remote: 'watch', pages: WATCH_PAGES },
    });
    const file = path.join(shellDir, 'remotes.json');
    await fs.writeFile(file, JSON.stringify({ watch: `${cdn.url}/watch/mf-manifest.json` }));
    try {
      const home = await pageOf('/');
      expect(home).toContain('/api/v1/videos?sortBy=trending');
      expect(bodyOf(home)).toContain('<div id="first-paint">');
      const watch = await pageOf(`/watch/${OWN_ID}`, undefined, answering, (_page, pathname) =>
        Promise.resolve({
          title: 'A video from afar',
          description: '',
          url: `https://kinora.example${pathname}`,
          type: 'video.other',
          leadImage: '/api/v1/media/thumbnails/t/1280.webp',
        }),
      );
      expect(watch).toContain('<meta property="og:title" content="A video from afar">');
      expect(bodyOf(watch)).toContain('A video from afar');
    } finally {
      await fs.writeFile(file, deployment);
      await cdn.close();
    }
  });

  it('draws a visitor’s first screen in front of the app’s root, styled from the head', async () => {
    const page = await pageOf('/explore?sort=popular');
    const body = bodyOf(page);
    expect(body.indexOf('<div id="first-paint">')).toBeGreaterThan(-1);
    expect(body.indexOf('<div id="first-paint">')).toBeLessThan(body.indexOf('<div id=root>'));
    expect(body).toContain('Explore All Videos');
    // Anyone's title goes in as text, `$&` included (not read as a replacement pattern).
    expect(body).toContain('Packing light &lt;for&gt; a $&amp; hike');
    expect(body).toContain(`href="/watch/${OWN_ID}"`);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style id="first-paint-css">#first-paint ~ #root{display:none}');
  });

  it('draws a public video’s page from its preview: the title over the player’s poster', async () => {
    const poster = '/api/v1/media/thumbnails/t/1280.webp';
    const page = await pageOf(`/watch/${OWN_ID}`, undefined, answering, (_page, pathname) =>
      Promise.resolve({
        title: 'A public video',
        description: '',
        url: `https://kinora.example${pathname}`,
        type: 'video.other',
        leadImage: poster,
      }),
    );
    expect(bodyOf(page)).toContain('A public video');
    expect(bodyOf(page)).toContain(`<img src="${poster}"`);
  });

  it('draws the same first screen for someone signed in, told that they are', async () => {
    const viewers: string[] = [];
    const telling: NonNullable<WebOptions['firstScreen']> = (page, search, viewer, request) => {
      viewers.push(viewer);
      return answering(page, search, viewer, request);
    };
    const signedIn = await pageOf('/explore?sort=popular', `${SESSION_HINT_COOKIE}=1`, telling);
    const visitor = await pageOf('/explore?sort=popular', undefined, telling);
    expect(viewers).toEqual(['signed-in', 'visitor']);
    const drawing = (page: string) => bodyOf(page).slice(0, bodyOf(page).indexOf('<div id=root>'));
    expect(drawing(signedIn)).toContain('<div id="first-paint">');
    expect(drawing(signedIn)).toBe(drawing(visitor));
  });

  it('draws nothing for an account whose address is not verified: its pages open with a notice', async () => {
    const page = await pageOf('/explore?sort=popular', `${SESSION_HINT_COOKIE}=unverified`);
    expect(page).not.toContain('first-paint');
    expect(page).not.toContain('/api/v1/videos');
  });

  it('never shows sensitive videos plainly to someone signed in before their own choice is known', () => {
    expect(drawnSensitiveContent('show', 'visitor')).toBe('show');
    expect(drawnSensitiveContent('show', 'signed-in')).toBe('blur');
    expect(drawnSensitiveContent('blur', 'signed-in')).toBe('blur');
    expect(drawnSensitiveContent('hide', 'signed-in')).toBe('hide');
  });

  it('draws nothing for an empty list or a failed answer', async () => {
    const none = () => Promise.resolve(null);
    const emptyList: NonNullable<WebOptions['firstScreen']> = (page, search) =>
      firstScreenOf(page, search, none, 'blur');
    expect(await pageOf('/explore', undefined, emptyList)).not.toContain('first-paint');
    const failing = () => Promise.reject(new Error('database down'));
    expect(await pageOf('/', undefined, failing)).not.toContain('first-paint');
  });
});
