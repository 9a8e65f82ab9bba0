import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { subscribeByApi, uploadByApi } from '../support/content';
import { newUser, openSignedIn, registerAccount } from '../support/users';
import { WatchPage } from '../pages/watch-page';
import type { AddressInfo } from 'node:net';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const PROCESSING_TIMEOUT_MS = 120_000;

/** Another site (its own origin) whose one page frames `src`, as a blog pasting embed code. */
async function serveHostPage(
  embedCode: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>A blog</title><h1>My blog post</h1>${embedCode}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('share at a time, embed on another site, and an unlisted video that plays only by link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const creator = newUser('share');
  const account = await registerAccount(page.request, creator);
  const title = `Shared clip ${creator.username}`;
  const shownId = await uploadByApi(page.request, account.token, title);
  const hiddenTitle = `Link only ${creator.username}`;
  const hiddenId = await uploadByApi(page.request, account.token, hiddenTitle, 'By link.', {
    visibility: 'unlisted',
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL ?? '',
  });

  // Share at the current time: the copied link starts there.
  await openSignedIn(page, creator.username, `/watch/${shownId}`);
  const watch = new WatchPage(page);
  await expect(watch.title(title)).toBeVisible();
  await watch.seekTo(2);
  await watch.shareButton.click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await dialog.getByRole('checkbox', { name: 'Start at 0:02' }).check();
  await expect(dialog.getByLabel('Link')).toHaveValue(`${baseURL}/watch/${shownId}?t=2`);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/watch/${shownId}?t=2`);
  const embedCode = await dialog.getByLabel('Embed').inputValue();
  expect(embedCode).toContain(`src="${baseURL}/embed/${shownId}?t=2"`);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'share-dialog.png') });

  // Someone opens the link: the video starts at 2 s.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(copied);
  const visitorWatch = new WatchPage(visitorPage);
  await expect(visitorWatch.title(title)).toBeVisible();
  await expect
    .poll(() => visitorWatch.currentTime(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);

  // Another site frames the embed page, and it plays there.
  const host = await serveHostPage(embedCode);
  try {
    const hostPage = await visitor.newPage();
    await hostPage.goto(host.url);
    const frame = hostPage.frameLocator('iframe');
    const player = frame.locator('video');
    await expect(player).toBeVisible();
    // Without PUBLIC_URL the embed links by path, which the frame resolves against the site.
    const watchLink = frame.getByRole('link', { name: title });
    await expect(watchLink).toBeVisible();
    expect(await watchLink.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(
      `${baseURL}/watch/${shownId}`,
    );
    await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLVideoElement).currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(2.2);
    await hostPage.screenshot({ path: path.join(SCREENS_DIR, 'embed-page.png') });
  } finally {
    await host.close();
  }

  // The unlisted video: not on Explore, not on the channel page, but it plays by its link.
  await visitorPage.goto('/explore');
  await expect(visitorPage.getByRole('link', { name: title }).first()).toBeVisible({
    timeout: PROCESSING_TIMEOUT_MS,
  });
  await expect(visitorPage.getByRole('link', { name: hiddenTitle })).toHaveCount(0);
  await visitorPage.goto(`/channel/${creator.username}`);
  await expect(visitorPage.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: hiddenTitle })).toHaveCount(0);
  await visitorPage.goto(`/watch/${hiddenId}`);
  await expect(visitorWatch.title(hiddenTitle)).toBeVisible();
  await visitorWatch.playAndExpectProgress();
  await expect(visitorPage.getByText('Unlisted', { exact: true })).toHaveCount(0);

  // Nor is it found by search: the community's results name the public one only.
  await visitorPage.goto(`/results?search_query=${encodeURIComponent(creator.username)}`);
  const community = visitorPage.getByRole('region', { name: /From the community/ });
  await expect(community.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: hiddenTitle })).toHaveCount(0);

  // Nor in a subscriber's feed.
  const follower = await registerAccount(visitorPage.request, newUser('follower'));
  await subscribeByApi(visitorPage.request, follower.token, account.id);
  await visitorPage.goto('/subscriptions');
  await expect(visitorPage.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: hiddenTitle })).toHaveCount(0);

  // Its owner sees it marked.
  await page.goto(`/watch/${hiddenId}`);
  await expect(page.getByRole('list', { name: 'Video status' })).toHaveText('Unlisted');
  await visitor.close();
});
