import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { aspectRatioOf, expectOnScreen, sidewaysScrollers } from '../support/layout';
import { testMedia } from '../support/media';
import { newUser, openSignedIn, registerAccount } from '../support/users';
import { DashboardPage } from '../pages/dashboard-page';
import { EditVideoDialog } from '../pages/edit-video-dialog';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import type { Locator, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** A desktop, a phone upright and the same phone on its side, where height is scarce. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;

const SIXTEEN_NINTHS = 16 / 9;

/** Within 2 % of 16:9. */
async function expectSixteenByNine(preview: Locator, what: string) {
  const ratio = await aspectRatioOf(preview);
  expect(
    Math.abs(ratio / SIXTEEN_NINTHS - 1),
    `${what}: ${ratio.toFixed(3)} wide per high`,
  ).toBeLessThanOrEqual(0.02);
}

/** A creator with one video, signed in on the studio's dashboard. */
async function creatorWithVideo(page: Page, prefix: string): Promise<string> {
  const creator = newUser(prefix);
  const { token } = await registerAccount(page.request, creator);
  const title = `Phone edit ${creator.username}`;
  // Editing needs no finished transcode: the row and its Edit button are there at once.
  await uploadByApi(
    page.request,
    token,
    title,
    'A description long enough to take a few lines of the dialog. '.repeat(6),
    { waitForReady: false },
  );
  await openSignedIn(page, creator.username, '/creator/dashboard');
  return title;
}

test('the Edit Video dialog keeps Save and Cancel on screen and its thumbnail 16:9, on a desktop and a phone either way up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const title = await creatorWithVideo(page, 'editor');
  const dashboard = new DashboardPage(page);
  const dialog = new EditVideoDialog(page);

  for (const size of SIZES) {
    const at = `${size.width}×${size.height}`;
    await page.setViewportSize(size);
    await dashboard.open();
    await dashboard.editButton(title).click();
    await expect(dialog.title).toHaveValue(title);

    await expectOnScreen(page, dialog.save, `Save at ${at}`);
    await expectOnScreen(page, dialog.cancel, `Cancel at ${at}`);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `edit-video-${size.width}x${size.height}.png`),
    });

    // The thumbnail is the form's last field: scrolled to, it is whole and usable, and the
    // buttons have not moved.
    await dialog.currentThumbnail.scrollIntoViewIfNeeded();
    await expectSixteenByNine(dialog.currentThumbnail, `the current thumbnail at ${at}`);
    await expectOnScreen(page, dialog.currentThumbnail, `the current thumbnail at ${at}`);
    await dialog.thumbnailInput.scrollIntoViewIfNeeded();
    const input = await dialog.thumbnailInput.boundingBox();
    expect(input?.width, `the thumbnail control at ${at}`).toBeGreaterThanOrEqual(120);
    await expectOnScreen(page, dialog.thumbnailInput, `the thumbnail control at ${at}`);
    await expectOnScreen(page, dialog.save, `Save at ${at}, scrolled down`);
    await expectOnScreen(page, dialog.cancel, `Cancel at ${at}, scrolled down`);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `edit-video-${size.width}x${size.height}-scrolled.png`),
    });

    await dialog.cancel.click();
    await expect(dialog.root).toBeHidden();
  }

  // On the phone: a new thumbnail previews at 16:9 too, and Save reaches the server.
  await page.setViewportSize({ width: 390, height: 844 });
  await dashboard.editButton(title).click();
  await dialog.thumbnailInput.setInputFiles(testMedia().image);
  const preview = dialog.preview(path.basename(testMedia().image));
  await expect(preview).toBeVisible();
  await expectSixteenByNine(preview, 'the chosen thumbnail at 390×844');
  await expectOnScreen(page, dialog.save, 'Save with a chosen thumbnail');
  await page.screenshot({ path: path.join(SCREENS_DIR, 'edit-video-390x844-chosen.png') });
  await dialog.save.click();
  await expect(new ShellFrame(page).toast('Video updated successfully!')).toBeVisible();
  await expect(dialog.root).toBeHidden();
});

test('the studio fits a 390 px phone: the videos table stacks, the upload form fits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const title = await creatorWithVideo(page, 'phone');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.editButton(title)).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await sidewaysScrollers(page)).toEqual([]);
  // Each row is a card: its values are labelled, and its buttons are on screen without panning.
  const row = dashboard.table.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Views', { exact: true })).toBeVisible();
  await dashboard.editButton(title).scrollIntoViewIfNeeded();
  await expectOnScreen(page, dashboard.editButton(title), 'Edit in the stacked row');
  await expectOnScreen(page, dashboard.deleteButton(title), 'Delete in the stacked row');
  await page.screenshot({
    path: path.join(SCREENS_DIR, 'studio-content-390.png'),
    fullPage: true,
  });

  const upload = new UploadPage(page);
  await upload.open();
  await upload.thumbnail.setInputFiles(testMedia().image);
  await upload.videoFile.setInputFiles(testMedia().video);
  expect(await sidewaysScrollers(page)).toEqual([]);
  for (const control of [upload.videoFile, upload.thumbnail]) {
    expect((await control.boundingBox())?.width).toBeGreaterThanOrEqual(120);
  }
  await expectSixteenByNine(
    page
      .getByRole('main')
      .getByRole('img', { name: `Preview of ${path.basename(testMedia().image)}` }),
    'the upload’s thumbnail preview',
  );
  await page.screenshot({ path: path.join(SCREENS_DIR, 'upload-390.png'), fullPage: true });

  // The same two screens on a desktop, for the eye: the table is a table again.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await sidewaysScrollers(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'upload-1280.png'), fullPage: true });
  await dashboard.open();
  await expect(dashboard.table.getByRole('columnheader', { name: 'Views' })).toBeVisible();
  await expect(row.getByText('Views', { exact: true })).toBeHidden();
  expect(await sidewaysScrollers(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'studio-content-1280.png') });
});
