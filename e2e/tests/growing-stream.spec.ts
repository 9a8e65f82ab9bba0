import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi, waitUntilReady } from '../support/content';
import { patternClip } from '../support/media';
import { newUser, registerAccount } from '../support/users';
import { VideoPlayer } from '../pages/video-player';
import type { APIRequestContext } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** Ten minutes of a small picture: its ladder takes the encoder several seconds. */
const SECONDS = 600;

interface Watched {
  status?: string;
  processing?: unknown;
  streams?: { hls: string };
}

async function videoOf(request: APIRequestContext, id: string): Promise<Watched> {
  const response = await request.get(`/api/v1/videos/${id}`);
  if (!response.ok()) return {};
  return ((await response.json()) as { data: Watched }).data;
}

/**
 * The site's encoders working on `id` (their input lies in a folder named after it), held still
 * with SIGSTOP: the stream then stays unfinished for as long as the test looks at it.
 */
function holdEncoders(id: string): () => void {
  const pids = execFileSync('pgrep', ['-f', `transcode/${id}/`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  pids.forEach((pid) => process.kill(pid, 'SIGSTOP'));
  return () => pids.forEach((pid) => process.kill(pid, 'SIGCONT'));
}

test('a long upload plays from its beginning while its ladder is still being made', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const creator = newUser('growing');
  const account = await registerAccount(page.request, creator);
  const id = await uploadByApi(
    page.request,
    account.token,
    `Still growing ${creator.username}`,
    'Ten minutes.',
    {
      waitForReady: false,
      videoPath: patternClip(640, 360, SECONDS),
    },
  );

  // Ready once the first seconds of every rung are stored, long before the ladder is whole.
  await expect
    .poll(async () => (await videoOf(page.request, id)).status, {
      timeout: 120_000,
      intervals: [100],
    })
    .toBe('ready');
  const release = holdEncoders(id);
  try {
    const video = await videoOf(page.request, id);
    expect(video.processing).toBeTruthy();
    const rung = await page.request.get(
      video.streams?.hls.replace('master.m3u8', 'v240/index.m3u8') ?? '',
    );
    const playlist = await rung.text();
    expect(playlist).toContain('#EXT-X-START:TIME-OFFSET=0');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(rung.headers()['cache-control']).toBe('public, no-cache');

    await page.goto(`/watch/${id}`);
    const player = new VideoPlayer(page);
    await expect(player.video).toBeVisible();
    // The controls give the upload's whole length, not the few seconds encoded so far.
    await expect(page.getByRole('main').getByText('/ 10:00', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    const at = await player.playMutedAndExpectProgress();
    // From the beginning, not from the end of what exists (where a live stream starts).
    expect(at).toBeLessThan(5);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, 'growing-watch-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('main').getByText('/ 10:00', { exact: false })).toBeVisible();
    // The sidebar folds away with a short transition: the page is drawn once the content has
    // moved to the window's edge.
    await expect
      .poll(() => page.getByRole('main').evaluate((main) => main.getBoundingClientRect().left))
      .toBe(0);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'growing-watch-390.png') });
  } finally {
    release();
  }

  // The ladder ends: the stream is a whole ten minutes and plays at its end.
  await waitUntilReady(page.request, account.token, id, 240_000);
  await page.reload();
  const player = new VideoPlayer(page);
  await expect(player.video).toBeVisible();
  await player.playMutedAndExpectProgress();
  await expect.poll(async () => Math.round((await player.state()).duration)).toBe(SECONDS);
  await player.video.evaluate((element) => {
    (element as HTMLVideoElement).currentTime = 595;
  });
  await expect
    .poll(async () => (await player.state()).currentTime, { timeout: 30_000 })
    .toBeGreaterThan(596);
});
