import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../src/lib/object-id';
import { createTestApp, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { registerAdmin } from './helpers/moderation';
import { siteSettings } from './helpers/site';
import { WATCH_PAGES, writeRemoteBuild } from './helpers/route-records';

let t: TestApp;
let shellDir: string;
let watchDir: string;
let owner: TestUser;
const SHELL = '<!doctype html><html><head><title>Kinora</title></head><body></body></html>';
/** The site's configured address; requests below name plain `http://kinora.example` as their host. */
const SITE = 'https://kinora.example';

beforeAll(async () => {
  shellDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-share-'));
  await fs.writeFile(path.join(shellDir, 'index.html'), SHELL);
  // Which pages carry a preview is what the deployed remotes' route records say.
  await fs.writeFile(
    path.join(shellDir, 'remotes.json'),
    JSON.stringify({ watch: '/remotes/watch/mf-manifest.json' }),
  );
  watchDir = await writeRemoteBuild(shellDir, 'watch', WATCH_PAGES);
  t = await createTestApp({ env: { ...web(), PUBLIC_URL: SITE, TRUST_PROXY: '1' } });
  owner = await t.registerUser({ fullName: 'Ada <Lovelace> & "Co"' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(shellDir, { recursive: true, force: true });
});

/** The built web apps the server serves: the shell, and mfe-watch with its route record. */
const web = () => ({ WEB_SHELL_DIR: shellDir, WEB_REMOTES: `watch=${watchDir}` });

/** A page outside the API, as a browser (or a chat app's bot) asks for it. */
const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'kinora.example' } });

/** The `content` of one meta tag, unescaped by the test's own reading of the attribute. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describe('GET /embed/:videoId', () => {
  it('plays a public video in a page any site may frame', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Kites <b>over</b> the bay' });
    const res = await page(`/embed/${video._id}?t=83`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(
      new RegExp(`<video controls playsinline [^>]*src="${video.videofile}#t=83"`),
    );
    expect(res.body).toContain(`poster="${video.thumbnail}"`);
    expect(res.body).toContain(`href="${SITE}/watch/${video._id}"`);
    expect(res.body).toContain('Kites &lt;b&gt;over&lt;/b&gt; the bay');
    expect(res.body).not.toContain('<b>over');
    expect(res.body).not.toContain('<script');
  });

  it('plays an unlisted video through signed links', async () => {
    const video = await insertVideo(t, owner.user._id, { visibility: 'unlisted' });
    const res = await page(`/embed/${video._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<video [^>]*src="\/api\/v1\/media\/[^"]+\?exp=\d+&amp;sig=/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('warns before a sensitive video, without its poster or file, and plays it once asked', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Field surgery' });
    const marked = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: { sensitive: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const warned = await page(`/embed/${video._id}?t=83`);
    expect(warned.statusCode).toBe(200);
    expect(warned.body).toContain('<h1>Sensitive content</h1>');
    expect(warned.body).toContain(`href="/embed/${video._id}?t=83&amp;show=1"`);
    expect(warned.body).toContain(`href="${SITE}/watch/${video._id}"`);
    expect(warned.body).not.toContain('<video');
    expect(warned.body).not.toContain(video.thumbnail);
    expect(warned.body).not.toContain(video.videofile);

    const shown = await page(`/embed/${video._id}?t=83&show=1`);
    expect(shown.body).toMatch(new RegExp(`<video [^>]*src="${video.videofile}#t=83"`));

    // Where the site shows sensitive videos to visitors, the embed plays at once.
    const admin = await registerAdmin(t);
    const settings = await siteSettings(t, admin);
    const put = (sensitiveContent: string) =>
      t.inject({
        method: 'PUT',
        url: '/admin/settings',
        headers: admin.headers,
        payload: { ...settings, sensitiveContent },
      });
    expect((await put('show')).statusCode).toBe(200);
    try {
      expect((await page(`/embed/${video._id}`)).body).toContain('<video ');
    } finally {
      expect((await put(settings.sensitiveContent)).statusCode).toBe(200);
    }
  });

  it('answers the same unavailable page for private, missing and malformed ids', async () => {
    const hidden = await insertVideo(t, owner.user._id, { visibility: 'private' });
    const answers = await Promise.all(
      [hidden._id, newObjectId(), 'not-an-id'].map((id) => page(`/embed/${id}`)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This video is unavailable');
      expect(res.body).not.toContain(hidden.title);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    }
  });
});

describe('framing the rest of the site', () => {
  it('still refuses to be framed on the watch page and the API', async () => {
    const video = await insertVideo(t, owner.user._id);
    const watch = await page(`/watch/${video._id}`);
    expect(watch.statusCode).toBe(200);
    expect(watch.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(watch.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const api = await t.inject({ method: 'GET', url: `/videos/${video._id}` });
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('link previews (Open Graph, Twitter Card)', () => {
  it('describes a public video with absolute URLs, escaping its text', async () => {
    const video = await insertVideo(t, owner.user._id, {
      title: 'Tom & Jerry "live" <script>alert(1)</script> $&',
      description: 'A chase\nin two parts',
    });
    const html = (await page(`/watch/${video._id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Tom &amp; Jerry &quot;live&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; - Kinora</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'og:title')).toBe(
      'Tom &amp; Jerry &quot;live&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp;',
    );
    expect(metaOf(html, 'og:description')).toBe('A chase in two parts');
    expect(metaOf(html, 'og:type')).toBe('video.other');
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/watch/${video._id}`);
    const jpeg = video.thumbnailSources?.jpeg.at(-1)?.url ?? '';
    expect(jpeg).toMatch(/\.jpg$/);
    expect(metaOf(html, 'og:image')).toBe(`${SITE}${jpeg}`);
    expect(metaOf(html, 'og:video')).toBe(`${SITE}${video.videofile}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();
    // A bot fetches the image without a session, maybe days later: a public, unsigned URL.
    expect(metaOf(html, 'og:image')).not.toContain('sig=');
    // The player's poster, the page's largest paint, is asked for first and with high priority.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${video.thumbnail}" fetchpriority="high">`,
    );
  });

  it('keeps an unlisted video out of search engines and offers no video file', async () => {
    const video = await insertVideo(t, owner.user._id, { visibility: 'unlisted', title: 'Mine' });
    const html = (await page(`/watch/${video._id}`)).body;
    expect(metaOf(html, 'og:title')).toBe('Mine');
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(metaOf(html, 'og:video')).toBeUndefined();
    // Its signed poster URL would not be the one the page later receives: no hint.
    expect(html).not.toContain('as="image"');
  });

  it('leaves a sensitive video’s picture and file out, and draws no poster before the page warns', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Field surgery' });
    const marked = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: { sensitive: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const html = (await page(`/watch/${video._id}`)).body;
    expect(metaOf(html, 'og:title')).toBe('Field surgery');
    for (const key of ['og:image', 'og:video', 'twitter:image'])
      expect(metaOf(html, key), key).toBeUndefined();
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(html).not.toContain(video.thumbnail);
  });

  it('gives private and missing videos the same generic preview', async () => {
    const hidden = await insertVideo(t, owner.user._id, {
      visibility: 'private',
      title: 'Secret plans',
      description: 'Nobody may read this',
    });
    const [privateHtml, missingHtml] = await Promise.all([
      page(`/watch/${hidden._id}`).then((res) => res.body),
      page(`/watch/${newObjectId()}`).then((res) => res.body),
    ]);
    for (const html of [privateHtml, missingHtml]) {
      expect(html).not.toContain('Secret plans');
      expect(html).not.toContain('Nobody may read this');
      expect(metaOf(html, 'og:title')).toBe('Kinora');
      expect(metaOf(html, 'og:image')).toBeUndefined();
    }
    // The id appears where the visitor's own address put it: the page's URL and the answer the
    // shell page preloads for it.
    const strip = (html: string) =>
      html.replace(/\/(watch|api\/v1\/videos)\/[0-9a-f]{24}/g, '/$1/ID');
    expect(strip(privateHtml)).toBe(strip(missingHtml));
  });

  it('describes a channel as a profile with its avatar', async () => {
    const html = (await page(`/channel/${owner.user.username}`)).body;
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:title')).toBe(
      `Ada &lt;Lovelace&gt; &amp; &quot;Co&quot; (@${owner.user.username})`,
    );
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/kinora\.example\/api\/v1\/.+/);
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/channel/${owner.user.username}`);
  });

  it("answers a chat app's bot that accepts anything, not only HTML", async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Unfurled' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/watch/${video._id}`,
      headers: { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe('Unfurled');
  });

  it('describes a page a remote added with a preview in its route record, with no change here', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Short and sweet' });
    const record = path.join(watchDir, 'routes.json');
    expect(metaOf((await page(`/shorts/${video._id}`)).body, 'og:title')).toBeUndefined();
    await writeRemoteBuild(shellDir, 'watch', [
      ...WATCH_PAGES,
      { path: '/shorts/:videoId', page: 'shorts', share: 'video' },
    ]);
    // A new modification time, whatever the file system's resolution.
    const later = new Date(Date.now() + 10_000);
    await fs.utimes(record, later, later);
    try {
      const html = (await page(`/shorts/${video._id}`)).body;
      expect(metaOf(html, 'og:title')).toBe('Short and sweet');
      expect(metaOf(html, 'og:type')).toBe('video.other');
    } finally {
      await writeRemoteBuild(shellDir, 'watch', WATCH_PAGES);
    }
  });

  it('leaves other routes with the plain shell page', async () => {
    // A page with neither a preview nor a first screen the server draws (web-first-screen.test.ts).
    const res = await page('/community');
    // Only the preload hints every shell page carries (see web-preload.test.ts).
    expect(res.body.replace(/<link rel="preload"[^>]*>/g, '')).toBe(SHELL);
  });
});

describe('links read away from the page', () => {
  /** A request whose Host and X-Forwarded-Host (from the trusted proxy hop) name another site. */
  const hostile = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });

  it('point at PUBLIC_URL only, whatever Host and X-Forwarded-Host say', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Hijacked?' });
    for (const url of [`/watch/${video._id}`, `/channel/${owner.user.username}`, `/watch/x`]) {
      const html = (await hostile(url)).body;
      expect(html, url).not.toContain('evil.example');
      for (const key of ['og:url', 'og:image', 'og:video', 'twitter:image']) {
        const value = metaOf(html, key);
        if (value !== undefined)
          expect(value, `${url} ${key}`).toMatch(/^https:\/\/kinora\.example\//);
      }
      expect(metaOf(html, 'og:url'), url).toBeDefined();
    }
    const embed = (await hostile(`/embed/${video._id}`)).body;
    expect(embed).not.toContain('evil.example');
    expect(embed).toContain(`href="${SITE}/watch/${video._id}"`);
    const unavailable = (await hostile(`/embed/${newObjectId()}`)).body;
    expect(unavailable).not.toContain('evil.example');
    expect(unavailable).toContain(`href="${SITE}/"`);
  });

  it('are paths, or left out where only an absolute URL will do, without PUBLIC_URL', async () => {
    const bare = await createTestApp({ env: { ...web(), TRUST_PROXY: '1' } });
    try {
      const someone = await bare.registerUser();
      const video = await insertVideo(bare, someone.user._id, { title: 'No address' });
      const get = (url: string) =>
        bare.app.inject({
          method: 'GET',
          url,
          headers: {
            accept: 'text/html',
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
          },
        });
      const html = (await get(`/watch/${video._id}`)).body;
      expect(metaOf(html, 'og:title')).toBe('No address');
      for (const key of ['og:url', 'og:image', 'og:video', 'twitter:image']) {
        expect(metaOf(html, key), key).toBeUndefined();
      }
      expect(html).not.toContain('evil.example');
      const embed = (await get(`/embed/${video._id}`)).body;
      expect(embed).toContain(`href="/watch/${video._id}"`);
      expect(embed).not.toContain('evil.example');
    } finally {
      await bare.close();
    }
  });
});
