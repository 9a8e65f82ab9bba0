import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { patternClip } from '../support/media';
import { newUser, registerAccount } from '../support/users';
import { VideoPlayer } from '../pages/video-player';
import { WatchPage } from '../pages/watch-page';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const CUE = 'Hello from the captions';
/** Said near the end, in words of this run only: what search finds the video by. */
const LATE_WORDS = `the lighthouse keeper zq${randomBytes(3).toString('hex')}`;

let videoId = '';
let videoTitle = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const request = await apiRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const creator = newUser('captions');
    const { token } = await registerAccount(request, creator);
    videoTitle = `Captioned ${creator.username}`;
    videoId = await uploadByApi(request, token, videoTitle, 'With SRT.', {
      videoPath: patternClip(426, 240, 8),
    });
    const srt = `1\r\n00:00:00,000 --> 00:00:07,000\r\n${CUE}\r\n\r\n2\r\n00:00:07,000 --> 00:00:08,000\r\n${LATE_WORDS}\r\n`;
    const saved = await request.put(`/api/v1/videos/${videoId}/captions/en`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        label: 'English',
        file: { name: 'en.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(srt) },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await request.dispose();
  }
});

for (const width of [1280, 390]) {
  test(`an uploaded SRT plays as captions once turned on (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const watch = new WatchPage(page);
    const player = new VideoPlayer(page);
    await watch.open(videoId);
    const cc = player.frame.getByRole('button', { name: 'Subtitles/closed captions' });
    await expect(cc).toBeVisible({ timeout: 20_000 });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await cc.click();
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await player.playMutedAndExpectProgress();
    await expect
      .poll(
        () =>
          player.video.evaluate((video: HTMLVideoElement) => {
            const texts: string[] = [];
            for (let i = 0; i < video.textTracks.length; i += 1) {
              const track = video.textTracks[i];
              if (track?.mode !== 'showing' || !track.activeCues) continue;
              for (let j = 0; j < track.activeCues.length; j += 1)
                texts.push((track.activeCues[j] as VTTCue).text);
            }
            return texts;
          }),
        { timeout: 15_000 },
      )
      .toEqual([CUE]);
    await player.video.evaluate((video: HTMLVideoElement) => video.pause());
    await page.screenshot({ path: path.join(SCREENS_DIR, `captions-${width}.png`) });
    // The choice is remembered: the next visit starts with captions on.
    await page.reload();
    await expect(
      player.frame.getByRole('button', { name: 'Subtitles/closed captions' }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
    // Auto follows the interface's language, English here.
    await player.frame.getByRole('button', { name: /^Subtitles\/CC:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Auto (English)' }).click();
    await expect(
      player.frame.getByRole('button', { name: /^Subtitles\/CC:/ }),
    ).toHaveAccessibleName('Subtitles/CC: English');
    await player.frame.getByRole('button', { name: /^Subtitles\/CC:/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Auto (English)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('kinora:captions'))).toBe('auto');
    // Larger words without a box behind them, as the viewer sets them in the same menu.
    await player.frame.getByRole('button', { name: /^Subtitles\/CC:/ }).click();
    await page.screenshot({ path: path.join(SCREENS_DIR, `captions-menu-${width}.png`) });
    await page
      .getByRole('group', { name: 'Caption size' })
      .getByRole('menuitemradio', { name: '200%' })
      .click();
    await player.frame.getByRole('button', { name: /^Subtitles\/CC:/ }).click();
    await page
      .getByRole('group', { name: 'Caption background' })
      .getByRole('menuitemradio', { name: 'None' })
      .click();
    await expect(player.frame).toHaveAttribute('data-caption-size', '200');
    await expect(player.frame).toHaveAttribute('data-caption-background', 'none');
    // A moment the first cue is showing, to look at.
    await player.video.evaluate((video: HTMLVideoElement) => {
      video.currentTime = 2;
    });
    await expect
      .poll(() =>
        player.video.evaluate((video: HTMLVideoElement) =>
          Array.from({ length: video.textTracks.length }, (_, i) => video.textTracks[i]).some(
            (track) => (track?.activeCues?.length ?? 0) > 0,
          ),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: path.join(SCREENS_DIR, `captions-style-${width}.png`) });
  });
}

test('search finds the video by what its captions say, and opens it where it is said', async ({
  page,
}) => {
  await page.goto(`/results?${new URLSearchParams({ search_query: LATE_WORDS })}`);
  const community = page.getByRole('region', { name: /From the community/ });
  // This worker's video (another worker captioned its own the same way).
  const card = community.locator('article').filter({ hasText: videoTitle });
  const link = card.getByRole('link', { name: videoTitle }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/watch/${videoId}?t=7`);
  await expect(card.getByText('Said at 0:07:')).toBeVisible();
  await expect(card.locator('q')).toHaveText(LATE_WORDS);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.screenshot({ path: path.join(SCREENS_DIR, `search-spoken-${width}.png`) });
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/watch/${videoId}\\?t=7$`));
  const player = new VideoPlayer(page);
  await expect
    .poll(() => player.video.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(7);
});
