import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { patternClip } from '../support/media';
import { newUser, registerAccount } from '../support/users';
import { VideoPlayer } from '../pages/video-player';
import { WatchPage } from '../pages/watch-page';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

const DESCRIPTION = [
  'How to tie a bowline, in three parts.',
  '',
  '0:00 Intro',
  '00:12 - Tying the knot, slowly, from the rabbit to the tree and back again',
  '0:25 Testing it',
].join('\n');

test('a description that names chapters cuts the seek bar, names the chapter playing and lists them; a chapter plays from its start', async ({
  page,
}) => {
  // 40 s, so three chapters of 10 s and more fit; transcoding it takes a while.
  test.setTimeout(300_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const creator = newUser('chapters');
  const { token } = await registerAccount(page.request, creator);
  const title = `Bowline by ${creator.username}`;
  const videoId = await uploadByApi(page.request, token, title, DESCRIPTION, {
    videoPath: patternClip(426, 240, 40),
  });

  const watch = new WatchPage(page);
  const player = new VideoPlayer(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await watch.open(videoId);
    // Other suites share the machine's two cores: the page may take a while.
    await expect(watch.title(title)).toBeVisible({ timeout: 30_000 });
    if (width < 800) await expect(player.frame).toHaveAttribute('data-layout', 'compact');
    else await expect(player.frame).not.toHaveAttribute('data-layout', 'compact');

    // The seek bar is cut into the three chapters once the player knows the length.
    await expect(player.frame.getByTestId('chapter-segment')).toHaveCount(3, { timeout: 20_000 });
    const chapters = watch.main.getByRole('region', { name: 'Chapters' });
    const entries = chapters.getByRole('listitem');
    await expect(entries).toHaveText([
      '0:00Intro',
      '0:12Tying the knot, slowly, from the rabbit to the tree and back again',
      '0:25Testing it',
    ]);
    // The first visit starts at the Intro; the second resumes where the first was paused, in
    // the knot's chapter.
    const resumed = width === 1280 ? 0 : 1;
    await expect(entries.nth(resumed).getByRole('button')).toHaveAttribute('aria-current', 'true');
    await expect(player.frame.getByTestId('current-chapter')).toHaveText(
      resumed === 0 ? /Intro/ : /Tying the knot/,
    );

    // Pressed, a chapter plays from its start, and the list and the controls follow.
    await entries.nth(2).getByRole('button').click();
    await expect.poll(() => player.currentTime(), { timeout: 15_000 }).toBeGreaterThanOrEqual(25);
    await player.video.evaluate((element) => (element as HTMLVideoElement).pause());
    await expect(entries.nth(2).getByRole('button')).toHaveAttribute('aria-current', 'true');
    await expect(player.frame.getByTestId('current-chapter')).toHaveText(/Testing it/);

    // Back to the long one from the keyboard, where the controls cut its title short.
    await entries.nth(1).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => player.currentTime(), { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
    await player.video.evaluate((element) => (element as HTMLVideoElement).pause());
    await expect(player.frame.getByTestId('current-chapter')).toHaveText(/Tying the knot/);
    expect(await player.currentTime()).toBeLessThan(25);

    // Over the seek bar, the preview names the chapter under the pointer.
    // Hovered through the locator, which waits for the bar to stand still: pressing a chapter
    // scrolls the player into view smoothly, and a box read mid-scroll points beside the bar.
    const seek = player.frame.getByRole('slider', { name: 'Seek' });
    const bar = await seek.boundingBox();
    if (!bar) throw new Error('The seek bar is not drawn.');
    await seek.hover({ position: { x: bar.width * 0.8, y: bar.height / 2 } });
    await expect(player.frame.getByTestId('seek-preview-chapter')).toHaveText('Testing it');

    await page.screenshot({ path: path.join(SCREENS_DIR, `chapters-watch-${width}.png`) });
    await chapters.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS_DIR, `chapters-list-${width}.png`) });
  }
});
