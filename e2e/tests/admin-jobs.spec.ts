import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadByApi } from '../support/content';
import { expect, test as siteTest } from '../support/fixtures';
import { sidewaysScrollers } from '../support/layout';
import { startSiteWithAdmin, stopSite, type SiteWithAdmin } from '../support/site';
import { newUser, registerAccount, signIn } from '../support/users';
import type { Page } from '@playwright/test';

type EncoderMode = 'fail' | 'hang';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/**
 * A site of its own whose ffmpeg can be told to be killed or to hang on every encode, so a failed
 * job and a running one exist when the admin opens the jobs page. What the server asks ffmpeg at start
 * (its version, its encoders) goes to the real one.
 */
const test = siteTest.extend<
  object,
  { jobsSite: SiteWithAdmin & { encoderMode: (mode: EncoderMode) => void } }
>({
  jobsSite: [
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kinora-ffmpeg-'));
      const modeFile = path.join(dir, 'mode');
      const encoderMode = (mode: EncoderMode) => writeFileSync(modeFile, mode);
      encoderMode('fail');
      const wrapper = path.join(dir, 'ffmpeg');
      writeFileSync(
        wrapper,
        [
          '#!/bin/sh',
          'case " $* " in *" -i "*) ;; *) exec ffmpeg "$@" ;; esac',
          `if [ "$(cat '${modeFile}')" = hang ]; then exec sleep 120; fi`,
          // Killed, as the kernel kills a process out of memory: not the file's fault, so retried.
          'kill -9 $$',
          '',
        ].join('\n'),
      );
      chmodSync(wrapper, 0o755);
      const site = await startSiteWithAdmin({ FFMPEG_PATH: wrapper });
      try {
        await use({ ...site, encoderMode });
      } finally {
        await stopSite(site);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ jobsSite }, use) => use(jobsSite.url),
});

/** Reloads the page until `row` shows: the list is read when the page opens. */
async function reloadUntilVisible(page: Page, row: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000] });
}

test('an admin retries a failed video job and stops a running one from the jobs page', async ({
  page,
  jobsSite,
}) => {
  test.setTimeout(240_000);
  const owner = newUser('owner');
  const { token } = await registerAccount(page.request, owner);
  const title = 'Clip the encoder trips on';
  const videoId = await uploadByApi(page.request, token, title, undefined, {
    waitForReady: false,
  });
  const videoOf = async () => {
    const response = await page.request.get(`/api/v1/videos/${videoId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { status: string; failureReason?: string } }).data;
  };

  await signIn(page, jobsSite.admin, '/admin/jobs');
  const jobs = page.getByRole('region', { name: 'Jobs' });
  const row = jobs.getByRole('row').filter({ hasText: title });
  // Three attempts, two seconds apart and then four, and the job is failed for good.
  await reloadUntilVisible(page, row);
  await expect(row).toContainText('3 of 3');
  await expect(row).toContainText('ffmpeg was stopped (SIGKILL)');
  await expect(page.getByRole('region', { name: 'Queues' })).toContainText('Video processing');
  // A failed job on a desktop and on a phone: nothing runs off the side.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.reload();
    await expect(row).toBeVisible();
    expect(await sidewaysScrollers(page), `${width} px`).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `admin-jobs-failed-${width}.png`),
      fullPage: true,
    });
  }

  // The cause is "fixed": the encoder now runs (for a long time). Retry puts the video back.
  jobsSite.encoderMode('hang');
  await row.getByRole('button', { name: `Retry “${title}”` }).click();
  await expect(page.getByText(`“${title}” is queued again`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await videoOf()).status).toBe('processing');

  // Running: the admin stops it, and the owner sees why it failed.
  await page.getByRole('combobox', { name: 'State' }).selectOption('Running');
  await expect(page).toHaveURL(/state=running/);
  await reloadUntilVisible(page, row);
  await row.getByRole('button', { name: `Stop “${title}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Stop this job?' });
  await expect(dialog).toContainText(
    'The video stops processing and its owner sees that it failed.',
  );
  await dialog.getByRole('button', { name: 'Stop job' }).click();
  await expect(page.getByText(`“${title}” was stopped`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(videoOf, { timeout: 30_000 }).toMatchObject({
    status: 'failed',
    failureReason: 'This video could not be processed: an administrator stopped its processing',
  });
  // Stopped means gone: nothing of it runs or waits.
  await page.reload();
  await expect(page.getByText('Nothing running')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Queues' })
      .getByRole('row')
      .filter({ hasText: 'Video processing' }),
  ).toContainText(/Waiting\s*0\s*Running\s*0\s*Failed\s*0/);
});
