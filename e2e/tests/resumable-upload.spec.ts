import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DashboardPage } from '../pages/dashboard-page';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import { UploadsPanel } from '../pages/uploads-panel';
import { WatchPage } from '../pages/watch-page';
import { expect, test } from '../support/fixtures';
import { testMedia } from '../support/media';
import { signedIn } from '../support/users';
import type { CDPSession, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const PHONE = { width: 390, height: 844 };

/** The page's network conditions, set through one DevTools session so each call replaces the last. */
const sessions = new WeakMap<Page, CDPSession>();
async function network(
  page: Page,
  conditions: { uplink: number; offline?: boolean },
): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    sessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: conditions.offline ?? false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: conditions.uplink,
  });
}

/** A slow uplink (bytes a second; -1 lifts it), so an upload lasts long enough to watch. */
const uplink = (page: Page, bytesPerSecond: number) => network(page, { uplink: bytesPerSecond });

test('a picked video uploads at once; the panel follows it across pages; its details are filled meanwhile; published, it plays', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await signedIn(page, 'resumer', '/upload-video');
  const upload = new UploadPage(page);
  const panel = new UploadsPanel(page);
  const shell = new ShellFrame(page);
  await upload.heading.waitFor();

  await uplink(page, 8 * 1024);
  await upload.videoFile.setInputFiles(testMedia().video);
  // Picking is enough: the upload starts, named after the file, in the panel and on the page.
  await expect(panel.row('pattern.mp4')).toBeVisible();
  await expect(upload.title).toHaveValue('pattern');
  await expect(upload.progress).toBeVisible();
  await expect.poll(() => panel.percent('pattern.mp4')).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'resumable-upload-page-1280.png') });

  // Browsing on asks nothing: the upload goes on in the panel.
  await shell.sidebarLink('Home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(panel.row('pattern.mp4')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'uploads-panel-1280.png') });
  await page.setViewportSize(PHONE);
  await panel.toggle.click();
  await expect(panel.toggle).toHaveText('Show');
  const folded = await panel.root.boundingBox();
  expect(folded?.height ?? 0, 'folded, the panel is one line').toBeLessThanOrEqual(56);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'uploads-panel-390.png') });
  await panel.toggle.click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The draft's details, from the panel, while it still uploads.
  await panel
    .row('pattern.mp4')
    .getByRole('link', { name: /^(Details|Edit video)$/ })
    .click();
  await expect(page).toHaveURL(/\/upload-video\?draft=[0-9a-f]{24}$/);
  const videoId = new URL(page.url()).searchParams.get('draft') ?? '';
  await expect(upload.title).toHaveValue('pattern');
  const title = `Resumed ${videoId}`;
  await upload.title.fill(title);
  await upload.description.fill('Sent in pieces, published from the draft.');
  await uplink(page, -1);
  await page.getByRole('main').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/watch/${videoId}$`), { timeout: 30_000 });
  await expect(panel.row('pattern.mp4')).toContainText('Processing…');

  const watch = new WatchPage(page);
  await expect(watch.title(title)).toBeVisible();
  await expect(watch.video, 'the player replaces the processing notice').toBeVisible({
    timeout: 90_000,
  });
  await watch.playAndExpectProgress();
});

test('an upload that loses the network waits, then goes on by itself', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedIn(page, 'offline', '/upload-video');
  const upload = new UploadPage(page);
  const panel = new UploadsPanel(page);
  await upload.heading.waitFor();
  // Larger than one chunk (8 MiB), so the network goes while the upload is under way: the test
  // clip followed by padding, which the sniff and the probe accept as the clip.
  const file = testInfo.outputPath('pattern.mp4');
  await writeFile(
    file,
    Buffer.concat([await readFile(testMedia().video), Buffer.alloc(9 * 1024 * 1024)]),
  );
  await uplink(page, 2 * 1024 * 1024);
  await upload.videoFile.setInputFiles(file);
  await expect.poll(() => panel.percent('pattern.mp4'), { timeout: 30_000 }).toBeGreaterThan(5);

  await network(page, { uplink: 2 * 1024 * 1024, offline: true });
  await expect(panel.row('pattern.mp4')).toContainText('Waiting for the network…', {
    timeout: 30_000,
  });
  const stoppedAt = await panel.percent('pattern.mp4');
  expect(stoppedAt).toBeLessThan(100);
  await network(page, { uplink: -1 });
  // Back online: it continues from what the server holds, with nothing pressed.
  await expect(panel.row('pattern.mp4')).toContainText('Processing…', { timeout: 60_000 });
  expect(stoppedAt).toBeGreaterThan(0);

  // The draft is in the studio's list, labelled as one, with Publish.
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.table.getByText('Draft').first()).toBeVisible();
  await expect(dashboard.table.getByRole('button', { name: 'Publish pattern' })).toBeVisible();
  await page.screenshot({
    path: path.join(SCREENS_DIR, 'drafts-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'drafts-390.png'), fullPage: true });
});

test('closing the tab asks while an upload runs; a reload offers to resume with the same file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'reloader', '/upload-video');
  const upload = new UploadPage(page);
  const panel = new UploadsPanel(page);
  await upload.heading.waitFor();
  await uplink(page, 2 * 1024);
  await upload.videoFile.setInputFiles(testMedia().video);
  await expect(panel.row('pattern.mp4').getByRole('link', { name: 'Details' })).toBeVisible({
    timeout: 30_000,
  });

  const prompts: string[] = [];
  page.once('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.accept();
  });
  // Browsers only ask a page the person has touched.
  await upload.description.click();
  await page.reload();
  await expect.poll(() => prompts).toEqual(['beforeunload']);

  await upload.heading.waitFor();
  const row = panel.row('pattern.mp4');
  await expect(row).toContainText('Pick the same file to go on.');
  await uplink(page, -1);
  await row.getByLabel('Resume').setInputFiles(testMedia().video);
  await expect(row).toContainText('Processing…', { timeout: 60_000 });
});

/** Drops `files` on the page as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: { name: string; bytes: Buffer }[]): Promise<void> {
  const transfer = await page.evaluateHandle(
    (sent) => {
      const data = new DataTransfer();
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'video/mp4' }));
      }
      return data;
    },
    files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') })),
  );
  await page.getByRole('main').dispatchEvent('drop', { dataTransfer: transfer });
}

test('files dropped on the dashboard show up in its list at once, as drafts with how far they are', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await signedIn(page, 'dropper', '/creator/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.heading.waitFor();
  const clip = await readFile(testMedia().video);

  // One goes up at full speed and is processed; the next crawls, still uploading.
  await dropFiles(page, [{ name: 'Quick one.mp4', bytes: clip }]);
  const quick = dashboard.table.getByRole('row', { name: /Quick one/ });
  await expect(quick).toBeVisible({ timeout: 30_000 });
  await expect(quick).not.toContainText('Uploading', { timeout: 60_000 });
  await uplink(page, 4 * 1024);
  await dropFiles(page, [{ name: 'Slow one.mp4', bytes: clip }]);
  const slow = dashboard.table.getByRole('row', { name: /Slow one/ });
  await expect(slow).toBeVisible({ timeout: 30_000 });
  await expect(slow).toContainText(/Uploading \d+%/);

  // Both drafts say Draft, not the Private they are stored as, and offer Publish.
  for (const row of [quick, slow]) {
    await expect(row).toContainText('Draft');
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Publish / })).toBeVisible();
  }
  await page.screenshot({ path: path.join(SCREENS_DIR, 'dropped-drafts-1280.png') });
  // Folded, the panel leaves the list to be seen on a phone.
  const panel = new UploadsPanel(page);
  await panel.toggle.click();
  await expect(panel.toggle).toHaveText('Show');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'dropped-drafts-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await uplink(page, -1);
});
