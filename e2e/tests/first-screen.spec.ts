import { SESSION_HINT_COOKIE } from '@kinora/shared/contract';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerByApi, verifyEmailByApi } from '../support/users';
import type { Page } from '@playwright/test';

/**
 * A first screen: the server draws it, and for a visitor the shell page names the API answers the
 * page will ask for (and the first card's thumbnail), so the browser fetches them with the page. Each is fetched once: the
 * page's own request is served from the preload, which only happens when the two agree to the
 * character (URL, credentials), and nothing preloaded is left unused.
 */
let ownVideoId = '';
let title = '';
let channel = { username: '', fullName: '' };

test.beforeAll(async ({ request }) => {
  const creator = newUser('early');
  channel = creator;
  const token = await registerByApi(request, creator);
  title = `First screen ${creator.username}`;
  ownVideoId = await uploadByApi(request, token, title);
});

/** Loads `path` fresh and returns what the page preloaded and every API request it made. */
async function load(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const apiRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) apiRequests.push(`${url.pathname}${url.search}`);
  });
  // Chromium names a preload nobody used; only those of this feature (API answers, thumbnails)
  // are this test's business.
  page.on('console', (message) => {
    if (/preload/i.test(message.text()) && message.text().includes('/api/v1/'))
      warnings.push(message.text());
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="fetch" href="(\/api\/v1\/[^"]+)"([^>]*)>/g),
  ].map(([, href = '', rest = '']) => ({
    href: href.replace(/&amp;/g, '&'),
    credentials: rest.includes('crossorigin="use-credentials"'),
  }));
  await ready(page);
  // Chromium says "preloaded but not used" a few seconds after the load event.
  await page.waitForTimeout(3500);
  return { apiRequests, warnings, preloaded, html };
}

function expectEachFetchedOnce(apiRequests: string[], preloaded: { href: string }[]) {
  for (const { href } of preloaded) {
    expect(
      apiRequests.filter((url) => url === href),
      `${href} among ${apiRequests.join(', ')}`,
    ).toHaveLength(1);
  }
}

test('home, Explore and a channel are asked for with the page, once each, thumbnail included', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const home = await load(page, '/', async (p) => {
    await expect(p.getByRole('heading', { name: 'From the community' })).toBeVisible();
  });
  expect(home.preloaded).toEqual([
    { href: '/api/v1/videos?sortBy=trending&limit=12', credentials: true },
  ]);
  expect(home.html).toMatch(/<link rel="preload" as="image" type="image\/webp" imagesrcset="/);
  expectEachFetchedOnce(home.apiRequests, home.preloaded);
  expect(home.warnings).toEqual([]);

  const explore = await load(page, '/explore?sort=popular', async () => {
    await expect(main.getByRole('link', { name: title }).first()).toBeVisible();
  });
  expect(explore.preloaded).toEqual([
    { href: '/api/v1/videos?page=1&limit=12&sortBy=views&sortType=desc', credentials: true },
  ]);
  expectEachFetchedOnce(explore.apiRequests, explore.preloaded);
  expect(explore.warnings).toEqual([]);

  // A channel: its profile, then its videos by the id the profile names, both with the page.
  const videos = await load(page, `/channel/${channel.username}`, async () => {
    await expect(main.getByRole('link', { name: title }).first()).toBeVisible();
  });
  expect(videos.preloaded.map(({ href }) => href)).toEqual([
    `/api/v1/users/c/${channel.username}`,
    expect.stringMatching(
      /^\/api\/v1\/videos\?userId=[0-9a-f]{24}&page=1&sortBy=createdAt&sortType=desc$/,
    ),
  ]);
  expectEachFetchedOnce(videos.apiRequests, videos.preloaded);
  expect(videos.warnings).toEqual([]);
});

test('a search’s three lists are asked for with its results page, once each', async ({ page }) => {
  test.setTimeout(90_000);
  // Two words: a space is where the server's and the HTTP client's URLs would part.
  const words = `screen ${channel.username}`;
  const results = await load(
    page,
    `/results?search_query=${encodeURIComponent(words)}`,
    async (p) => {
      await expect(p.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
      await expect(p.getByRole('region', { name: 'From YouTube' })).toBeVisible();
    },
  );
  const query = `screen+${channel.username}`;
  expect(results.preloaded).toEqual([
    { href: `/api/v1/search/correction?q=${query}`, credentials: true },
    {
      href: `/api/v1/search?query=${query}&sort=relevance&page=1&limit=8&type=videos`,
      credentials: true,
    },
    { href: `/api/v1/youtube/search?query=${query}&maxResults=12`, credentials: true },
  ]);
  expectEachFetchedOnce(results.apiRequests, results.preloaded);
  expect(results.warnings).toEqual([]);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an own video’s answer comes with its watch page; a signed-in person’s never does', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const watch = await load(page, `/watch/${ownVideoId}`, async (p) => {
    await expect(p.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
  // The video's answer, and its HLS master playlist, which hls.js asks for without credentials.
  expect(watch.preloaded).toEqual([
    {
      href: expect.stringMatching(/^\/api\/v1\/media\/streams\/[0-9a-f]+\/master\.m3u8$/),
      credentials: false,
    },
    { href: `/api/v1/videos/${ownVideoId}`, credentials: true },
  ]);
  expectEachFetchedOnce(watch.apiRequests, watch.preloaded);
  expect(watch.warnings).toEqual([]);

  // With a session to restore, the answers would be someone else's: nothing is preloaded.
  await page
    .context()
    .addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: new URL(page.url()).origin }]);
  const signedIn = await page.request.get(`/watch/${ownVideoId}`, {
    headers: { accept: 'text/html' },
  });
  expect(await signedIn.text()).not.toContain(`href="/api/v1/videos/${ownVideoId}"`);
});

test('someone signed in gets the same drawing, then their own page, with none of the API answers preloaded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const viewer = newUser('drawn');
  await registerByApi(page.request, viewer);
  const app = page.locator('#root');
  const accountMenu = page.getByRole('button', { name: `Account menu for ${viewer.username}` });

  // A new account's pages open with the notice to verify its address, which the drawing does not
  // have: nothing is drawn for it. Once verified, the next page's refresh says so.
  const unverified = await load(page, '/', async () => {
    await expect(app.getByText('Verify your email address.')).toBeVisible();
  });
  expect(unverified.html).not.toContain('<div id="first-paint">');
  await verifyEmailByApi(page.request, viewer);
  await page.reload();
  await expect(accountMenu).toBeVisible();
  await expect(app.getByText('Verify your email address.')).toHaveCount(0);

  const home = await load(page, '/', async () => {
    await expect(accountMenu).toBeVisible();
    await expect(app.getByRole('heading', { name: 'From the community' })).toBeVisible();
  });
  expect(home.html).toContain('<div id="first-paint">');
  expect(home.html).toMatch(/<link rel="preload" as="image" type="image\/webp" imagesrcset="/);
  expect(home.preloaded).toEqual([]);
  expect(home.warnings).toEqual([]);
  // Handed over: the drawing is gone and the person's own page shows.
  await expect(page.locator('#first-paint')).toHaveCount(0);

  const watch = await load(page, `/watch/${ownVideoId}`, async () => {
    await expect(accountMenu).toBeVisible();
    await expect(app.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
  expect(watch.html).toContain('<div id="first-paint">');
  expect(watch.html).toContain(title);
  // Only the video's master playlist, the same for everyone.
  expect(watch.preloaded.map(({ href }) => href)).toEqual([
    expect.stringMatching(/^\/api\/v1\/media\/streams\/[0-9a-f]+\/master\.m3u8$/),
  ]);
  expectEachFetchedOnce(watch.apiRequests, watch.preloaded);
  expect(watch.warnings).toEqual([]);
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees Explore’s, a channel’s and a search’s first cards, and an own video’s player', async ({
    page,
  }) => {
    const drawn = page.locator('#first-paint');
    await page.goto('/explore');
    await expect(
      drawn.getByRole('heading', { level: 1, name: 'Explore All Videos' }),
    ).toBeVisible();
    // Its sort control only works with the app: its place is kept, and nothing offers a click.
    await expect(drawn.getByRole('radio', { name: 'Newest' })).toHaveCount(0);
    await expect(drawn.locator('a[href^="/watch/"]').first()).toBeVisible();
    const firstThumbnail = drawn.locator('article img').first();
    await expect(firstThumbnail).toHaveJSProperty('complete', true);
    expect(
      await firstThumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    await page.goto(`/channel/${channel.username}`);
    await expect(drawn.getByRole('heading', { level: 1, name: channel.fullName })).toBeVisible();
    await expect(drawn.getByRole('link', { name: title }).first()).toBeVisible();

    // A search: the community's match first, then the public results, its filters kept unseen.
    await page.goto(`/results?search_query=${encodeURIComponent(channel.username)}`);
    await expect(
      drawn.getByRole('heading', { level: 1, name: `Results for: "${channel.username}"` }),
    ).toBeVisible();
    await expect(drawn.getByRole('heading', { name: /^From the community/ })).toBeVisible();
    await expect(drawn.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(drawn.getByRole('heading', { name: 'From YouTube' })).toBeVisible();
    await expect(drawn.getByRole('group', { name: 'Search filters' })).toHaveCount(0);
    const found = drawn.locator('article img').first();
    await expect(found).toHaveJSProperty('complete', true);
    expect(await found.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`/watch/${ownVideoId}`);
    await expect(drawn.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const poster = drawn.locator('img').first();
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test('the app takes over the drawn first screen, leaving one page on screen', async ({ page }) => {
  await page.goto(`/watch/${ownVideoId}`);
  // The app's own top bar and player are there…
  await expect(page.getByRole('button', { name: /^(Open|Close) menu$/ })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  // …and the drawing is gone, with its styles.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#first-paint-css')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1);
});
