import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { createPostByApi, uploadByApi } from '../support/content';
import { hevcMedia } from '../support/media';
import { newUser, openSignedIn, registerAccount } from '../support/users';
import { WatchPage } from '../pages/watch-page';
import type { Locator } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const EXTERNAL_REL = 'nofollow ugc noopener noreferrer';

/**
 * Records what the player is told: where each seek starts (the clock at its `seeking` event)
 * and each `play`. Read later, `currentTime` and `paused` would say where playback got to by
 * then, which on a busy machine can be the end of a 7 s video.
 */
async function recordPlayer(video: Locator): Promise<(to: number) => Promise<boolean>> {
  await video.evaluate((element) => {
    const player = element as HTMLVideoElement & { told?: string[] };
    player.told = [];
    player.addEventListener('seeking', () => player.told?.push(player.currentTime.toFixed(1)));
    player.addEventListener('play', () => player.told?.push('play'));
  });
  // A seek to there, then playing (loading the video may seek too: a resume position, hls.js).
  return (to) =>
    video.evaluate((element, target) => {
      const told = (element as HTMLVideoElement & { told?: string[] }).told ?? [];
      const seek = told.indexOf(target.toFixed(1));
      return seek !== -1 && told.indexOf('play', seek) !== -1;
    }, to);
}

test('what people write links its addresses, its timestamps seek the player, and people go by their names', async ({
  page,
  browser,
  baseURL,
}) => {
  // A 7 s video, so 0:03 is inside it and 9:00 is not; transcoding it takes a while.
  test.setTimeout(300_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const creator = newUser('creator');
  const { token } = await registerAccount(page.request, creator);
  const title = `Knots by ${creator.username}`;
  const videoId = await uploadByApi(
    page.request,
    token,
    title,
    'Chapters: 0:01 start, 0:05 the knot, 9:00 is past the end.\nRope: https://example.com/rope',
    { videoPath: hevcMedia().video },
  );

  const viewerContext = await browser.newContext({ baseURL });
  try {
    const viewerPage = await viewerContext.newPage();
    const viewer = newUser('viewer');
    await registerAccount(viewerPage.request, viewer);
    await openSignedIn(viewerPage, viewer.username, `/watch/${videoId}`);
    const watch = new WatchPage(viewerPage);
    await expect(watch.title(title)).toBeVisible();

    // The channel goes by its name, its @username beside it.
    await expect(
      watch.main.getByRole('link', { name: creator.fullName, exact: true }).first(),
    ).toHaveAttribute('href', `/channel/${creator.username}`);
    await expect(watch.main.getByText(`@${creator.username}`, { exact: true })).toBeVisible();

    await watch.postComment('see 0:03 and https://example.com/x');
    const comment = watch.main.getByRole('article', { name: viewer.fullName });
    await expect(comment).toContainText('see 0:03 and');
    await expect(comment.getByRole('link', { name: `@${viewer.username}` })).toHaveAttribute(
      'href',
      `/channel/${viewer.username}`,
    );
    const link = comment.getByRole('link', { name: 'https://example.com/x' });
    await expect(link).toHaveAttribute('href', 'https://example.com/x');
    await expect(link).toHaveAttribute('rel', EXTERNAL_REL);
    await expect(link).toHaveAttribute('target', '_blank');

    // The description links too; its timestamps within the video seek it, 9:00 stays text.
    await expect(
      watch.main.getByRole('link', { name: 'https://example.com/rope' }),
    ).toHaveAttribute('rel', EXTERNAL_REL);
    await expect(watch.main.getByRole('button', { name: '9:00', exact: true })).toHaveCount(0);
    let playsFrom = await recordPlayer(watch.video);
    await watch.main.getByRole('button', { name: '0:05', exact: true }).click();
    await expect.poll(() => playsFrom(5)).toBe(true);

    // The owner pins it; the pin is drawn, never the emoji that shows as a box without a font.
    await openSignedIn(page, creator.username, `/watch/${videoId}`);
    const ownersView = new WatchPage(page).main.getByRole('article', { name: viewer.fullName });
    await ownersView.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(ownersView.getByText(`Pinned by ${creator.fullName}`)).toBeVisible();

    for (const width of [1280, 390]) {
      await viewerPage.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      await watch.open(videoId);
      // Other suites share the machine's two cores: the page may take a while.
      await expect(watch.title(title)).toBeVisible({ timeout: 30_000 });
      const badge = comment.getByText(`Pinned by ${creator.fullName}`);
      await expect(badge).toBeVisible();
      await expect(badge.locator('svg')).toHaveCount(1);
      expect(await badge.textContent()).not.toContain('📌');

      // From the comment, out of the player's sight: 0:03 plays from there and brings it back.
      const stamp = comment.getByRole('button', { name: '0:03', exact: true });
      await stamp.scrollIntoViewIfNeeded();
      playsFrom = await recordPlayer(watch.video);
      await stamp.click();
      await expect.poll(() => playsFrom(3)).toBe(true);
      await expect(watch.video).toBeInViewport();
      expect(await watch.currentTime()).toBeGreaterThanOrEqual(3);
      await watch.video.evaluate((element) => (element as HTMLVideoElement).pause());

      await comment.scrollIntoViewIfNeeded();
      await viewerPage.screenshot({
        path: path.join(SCREENS_DIR, `rich-text-watch-${width}.png`),
        fullPage: true,
      });
    }

    // A post links its address; with no player on its page, its timestamp is only text.
    const postId = await createPostByApi(
      page.request,
      token,
      'The trailer at 0:03, notes at https://example.com/post',
    );
    await viewerPage.setViewportSize({ width: 1280, height: 800 });
    await viewerPage.goto(`/post/${postId}`);
    const post = viewerPage.getByRole('main').getByRole('article', { name: creator.fullName });
    await expect(post.getByRole('link', { name: 'https://example.com/post' })).toHaveAttribute(
      'rel',
      EXTERNAL_REL,
    );
    await expect(post).toContainText('The trailer at 0:03');
    await expect(post.getByRole('button', { name: '0:03', exact: true })).toHaveCount(0);
  } finally {
    await viewerContext.close();
  }
});
