import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  request as apiRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { expectOnScreen } from '../support/layout';
import { patternClip } from '../support/media';
import { newUser, registerAccount } from '../support/users';
import { VideoPlayer } from '../pages/video-player';
import { WatchPage } from '../pages/watch-page';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
/** A phone held upright, as the touch layout is made for. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The smallest box a finger hits reliably; the touch layout draws 44 px. */
const MIN_TARGET_PX = 40;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(control: Locator, what: string): Promise<Box> {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${what} is not drawn.`);
  return box;
}

const describe = (box: Box) =>
  `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;

/** Every button and slider drawn over the picture lies wholly inside the player's box. */
async function expectNothingOverflows(player: VideoPlayer) {
  const frame = await boxOf(player.frame, 'The player');
  const controls = player.frame.locator('button, [role="slider"]');
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    const box = await boxOf(control, `${name}`);
    const where = `${name} at ${describe(box)} in the player at ${describe(frame)}`;
    expect(box.width, where).toBeGreaterThan(0);
    expect(box.height, where).toBeGreaterThan(0);
    expect(box.x, where).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.y, where).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(box.x + box.width, where).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(box.y + box.height, where).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
  }
}

/** The drawn size of `control`, which must be at least `min` px either way. */
async function expectSize(control: Locator, what: string, min: number): Promise<string> {
  await expect(control, what).toBeVisible();
  const box = await boxOf(control, what);
  const size = `${what} ${Math.round(box.width)}×${Math.round(box.height)}`;
  expect(box.width, size).toBeGreaterThanOrEqual(min);
  expect(box.height, size).toBeGreaterThanOrEqual(min);
  return size;
}

/** A tap at a fraction of the player's width and height, as a finger gives it. */
async function tapPlayer(page: Page, player: VideoPlayer, fx: number, fy: number) {
  const frame = await boxOf(player.frame, 'The player');
  await page.touchscreen.tap(frame.x + frame.width * fx, frame.y + frame.height * fy);
}

/** Two taps at the same spot, quicker than the player's double-tap window. */
async function doubleTapPlayer(page: Page, player: VideoPlayer, fx: number) {
  const frame = await boxOf(player.frame, 'The player');
  const x = frame.x + frame.width * fx;
  const y = frame.y + frame.height * 0.5;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** The touch layout's controls are up: drawn opaque (they fade rather than leave). */
async function controlsOpacity(player: VideoPlayer): Promise<number> {
  return player.frame
    .locator('[data-touch-controls] > button')
    .evaluate((element) => Number(getComputedStyle(element).opacity));
}

async function expectPlaying(player: VideoPlayer, what: string) {
  await expect
    .poll(async () => (await player.state()).paused, { message: `${what}: not paused` })
    .toBe(false);
  const from = await player.currentTime();
  await expect
    .poll(() => player.currentTime(), { timeout: 15_000, message: `${what}: the clock advances` })
    .toBeGreaterThan(from + 0.3);
}

/**
 * Plays, muted, from two seconds before the end, and lets it end. Not closer: while the ladder is
 * still being made (a busy machine), its media can end a few tenths before the duration first
 * announced, and a seek past the media's end is a video that has ended, which play() starts
 * again from 0.
 */
async function playToTheEnd(player: VideoPlayer) {
  const { duration } = await player.state();
  await player.seekTo(duration - 2);
  await player.playMutedAndExpectProgress();
  await expect.poll(async () => (await player.state()).paused).toBe(true);
}

/** A public playlist of `token`'s owner holding `videoIds` in that order; answers its id. */
async function playlistByApi(
  request: APIRequestContext,
  token: string,
  videoIds: string[],
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/playlist', {
    headers,
    data: { name: 'Phone queue', description: 'Made by the end-to-end suite.', isPrivate: false },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  for (const videoId of videoIds) {
    const added = await request.patch(`/api/v1/playlist/add/${videoId}/${id}`, { headers });
    expect(added.ok()).toBe(true);
  }
  return id;
}

/** Videos shared by the tests, uploaded once per worker by one creator. */
interface Uploads {
  token: string;
  /** 24 s landscape: room for 10 s jumps either way. */
  long: { id: string; title: string };
  /** 4 s, 360×640 upright. */
  portrait: { id: string; title: string };
}

let uploads: Uploads;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const request = await apiRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const creator = newUser('phone');
    const { token } = await registerAccount(request, creator);
    const longTitle = `Long landscape ${creator.username}`;
    const portraitTitle = `Upright clip ${creator.username}`;
    const [longId, portraitId] = await Promise.all([
      uploadByApi(request, token, longTitle, 'Twenty-four seconds.', {
        videoPath: patternClip(426, 240, 24),
      }),
      uploadByApi(request, token, portraitTitle, 'Filmed upright.', {
        videoPath: patternClip(360, 640, 4),
      }),
    ]);
    uploads = {
      token,
      long: { id: longId, title: longTitle },
      portrait: { id: portraitId, title: portraitTitle },
    };
  } finally {
    await request.dispose();
  }
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the touch controls are finger-sized, inside the player, and tap, double-tap and full screen work', async ({
    page,
  }) => {
    const watch = new WatchPage(page);
    const player = new VideoPlayer(page);
    await watch.open(uploads.long.id);
    await expect(watch.title(uploads.long.title)).toBeVisible();
    await expect(player.qualityButton).toBeVisible({ timeout: 20_000 });
    await expect(player.frame).toHaveAttribute('data-layout', 'compact');

    const sizes = [
      await expectSize(player.playButton, 'Play', MIN_TARGET_PX),
      await expectSize(player.muteButton, 'Mute', MIN_TARGET_PX),
      await expectSize(player.fullscreenButton, 'Full screen', MIN_TARGET_PX),
      await expectSize(player.qualityButton, 'Quality', MIN_TARGET_PX),
      await expectSize(player.speedButton, 'Speed', MIN_TARGET_PX),
    ];
    test.info().annotations.push({ type: 'sizes at 390', description: sizes.join('; ') });
    await expectNothingOverflows(player);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-controls-390.png') });

    // Playing, a tap on the picture hides the controls and the next one brings them back. On a
    // side, away from Play: the browser moves a tap near a button onto the button, as a finger
    // needs. A side tap waits for a possible second one, then toggles.
    await player.playMutedAndExpectProgress();
    await expect.poll(() => controlsOpacity(player)).toBe(1);
    await tapPlayer(page, player, 0.85, 0.5);
    await expect.poll(() => controlsOpacity(player)).toBe(0);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-controls-hidden-390.png') });
    await tapPlayer(page, player, 0.85, 0.5);
    await expect.poll(() => controlsOpacity(player)).toBe(1);
    await expect(player.pauseButton).toBeVisible();

    // Paused at 5 s: a double tap on the right third jumps 10 s on, one on the left 10 s back.
    await player.video.evaluate((element) => (element as HTMLVideoElement).pause());
    await player.seekTo(5);
    await doubleTapPlayer(page, player, 5 / 6);
    await expect.poll(() => player.currentTime()).toBeCloseTo(15, 0);
    // Past the double-tap window, so the next taps start a gesture of their own.
    await page.waitForTimeout(500);
    await doubleTapPlayer(page, player, 1 / 6);
    await expect.poll(() => player.currentTime()).toBeCloseTo(5, 0);
    await page.waitForTimeout(500);

    // Full screen takes the player's frame, controls and all.
    await player.fullscreenButton.tap();
    await expect
      .poll(() =>
        page.evaluate(() => (document.fullscreenElement?.querySelector('video') ?? null) !== null),
      )
      .toBe(true);
    await expect(player.exitFullscreenButton).toBeVisible();
    // A finger leaves no hover behind: the button it touched is not left highlighted.
    await expect(player.exitFullscreenButton).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-fullscreen-390.png') });
    await player.exitFullscreenButton.tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(player.fullscreenButton).toBeVisible();
  });

  test('Up next: Cancel stays, the countdown opens the next video playing, and so does Play all', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Autoplay plays the first recommendation: only the site's own videos, which play here
    // (YouTube's catalogue plays in its embed, whose clock the page cannot read).
    const visitor = await browser.newContext({ ...PHONE, baseURL });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.route('**/api/v1/youtube/**', (route) => route.abort());
      const watch = new WatchPage(visitorPage);
      const player = new VideoPlayer(visitorPage);
      await watch.open(uploads.long.id);
      await expect(player.qualityButton).toBeVisible({ timeout: 20_000 });
      const upNextColumn = visitorPage.getByRole('complementary', { name: 'Up Next' });
      await expect(upNextColumn.getByRole('link').first()).toBeVisible();
      const autoplay = upNextColumn.getByRole('switch', { name: 'Autoplay' });
      await autoplay.tap();
      await expect(autoplay).toHaveAttribute('aria-checked', 'true');

      const endScreen = visitorPage.getByRole('region', { name: 'Up next', exact: true });
      await playToTheEnd(player);
      await expect(endScreen).toBeVisible();
      await expect(endScreen.getByRole('button', { name: 'Cancel' })).toBeVisible();
      // It takes the controls' place: none shows through it.
      await expect(player.fullscreenButton).toHaveCount(0);
      await expect(player.qualityButton).toHaveCount(0);
      await endScreen.scrollIntoViewIfNeeded();
      await visitorPage.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-up-next-390.png') });
      await endScreen.getByRole('button', { name: 'Cancel' }).tap();
      await expect(endScreen).toBeHidden();
      await expect(player.fullscreenButton).toBeVisible();
      // Longer than the countdown: Cancel kept the viewer here.
      await visitorPage.waitForTimeout(6_000);
      await expect(visitorPage).toHaveURL(new RegExp(`/watch/${uploads.long.id}$`));

      await playToTheEnd(player);
      await expect(endScreen).toBeVisible();
      const nextTitle = (await endScreen.getByRole('paragraph').first().textContent()) ?? '';
      await expect(visitorPage).not.toHaveURL(new RegExp(`/watch/${uploads.long.id}$`), {
        timeout: 10_000,
      });
      await expect(watch.title(nextTitle)).toBeVisible();
      await expectPlaying(player, `${nextTitle} after the countdown`);
    } finally {
      await visitor.close();
    }

    // Play all: the playlist's first video plays, and at its end the second opens playing.
    const owner = await registerAccount(page.request, newUser('lister'));
    const playlistId = await playlistByApi(page.request, owner.token, [
      uploads.long.id,
      uploads.portrait.id,
    ]);
    await page.goto(`/playlist/${playlistId}`);
    await page.getByRole('link', { name: 'Play all' }).tap();
    await expect(page).toHaveURL(new RegExp(`/watch/${uploads.long.id}\\?list=${playlistId}$`));
    const player = new VideoPlayer(page);
    await expectPlaying(player, 'the first video of Play all');
    await playToTheEnd(player);
    await expect(page.getByRole('region', { name: 'Up next', exact: true })).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/watch/${uploads.portrait.id}\\?list=${playlistId}$`),
      {
        timeout: 10_000,
      },
    );
    await expect(new WatchPage(page).title(uploads.portrait.title)).toBeVisible();
    await expectPlaying(player, 'the second video of Play all');
  });

  test('an upright video offers Auto and its renditions by their shorter side', async ({
    page,
  }) => {
    const watch = new WatchPage(page);
    const player = new VideoPlayer(page);
    await watch.open(uploads.portrait.id);
    await expect(watch.title(uploads.portrait.title)).toBeVisible();
    await expect(player.qualityButton).toBeVisible({ timeout: 20_000 });
    await player.qualityButton.tap();
    await expect(player.qualityMenu.getByRole('menuitemradio')).toHaveText([
      'Auto',
      '360p',
      '240p',
    ]);
    await expect(player.qualityOption('Auto')).toHaveAttribute('aria-checked', 'true');
    await expectNothingOverflows(player);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-portrait-quality-390.png') });
    await player.qualityOption('240p').tap();
    await expect(player.qualityMenu).toBeHidden();
    await expect(player.qualityButton).toHaveAccessibleName('Quality: 240p');
  });
});

test.describe('on a phone on its side', () => {
  test.use({ ...PHONE, viewport: { width: 844, height: 390 } });

  test('the player fits the window under the top bar, with the touch controls in sight', async ({
    page,
  }) => {
    const player = new VideoPlayer(page);
    await new WatchPage(page).open(uploads.long.id);
    await expect(player.qualityButton).toBeVisible({ timeout: 20_000 });
    await expect(player.frame).toHaveAttribute('data-layout', 'compact');
    const frame = await boxOf(player.frame, 'The player');
    expect(frame.y + frame.height, `the player at ${describe(frame)}`).toBeLessThanOrEqual(390);
    for (const [control, what] of [
      [player.playButton, 'Play'],
      [player.muteButton, 'Mute'],
      [player.fullscreenButton, 'Full screen'],
    ] as const) {
      await expectSize(control, what, MIN_TARGET_PX);
      await expectOnScreen(page, control, what);
    }
    await expectNothingOverflows(player);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-phone-controls-844.png') });
  });
});

test('the desktop bar draws Play, Mute, Theatre and Full screen at 1280', async ({ page }) => {
  const watch = new WatchPage(page);
  const player = new VideoPlayer(page);
  await watch.open(uploads.long.id);
  await expect(player.qualityButton).toBeVisible({ timeout: 20_000 });
  await expect(player.frame).toHaveAttribute('data-layout', 'full');
  const sizes = [
    await expectSize(player.playButton, 'Play', 1),
    await expectSize(player.muteButton, 'Mute', 1),
    await expectSize(player.theatreButton, 'Theatre mode', 1),
    await expectSize(player.fullscreenButton, 'Full screen', 1),
  ];
  test.info().annotations.push({ type: 'sizes at 1280', description: sizes.join('; ') });
  await expectNothingOverflows(player);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-desktop-controls-1280.png') });
});
