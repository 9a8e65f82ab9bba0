import { expect, test } from '../support/fixtures';
import { testMedia } from '../support/media';
import { newUser } from '../support/users';
import { DashboardPage } from '../pages/dashboard-page';
import { EditVideoDialog } from '../pages/edit-video-dialog';
import { RegisterPage } from '../pages/register-page';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import { WatchPage } from '../pages/watch-page';

test('a creator registers with an avatar, uploads, plays, edits, reads analytics and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const media = testMedia();
  const creator = newUser('creator');
  const shell = new ShellFrame(page);

  const register = new RegisterPage(page);
  await register.open();
  await register.fill(creator, media.image);
  await register.submit.click();
  await expect(shell.toast(`Welcome to Kinora, ${creator.fullName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const avatar = shell.accountButton(creator.username).locator('img');
  await expect(avatar).toHaveAttribute('src', /^(?!.*default-avatar).+/);
  await expect
    .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Upload through the form on a slow uplink, so the progress is something a person can watch.
  const upload = new UploadPage(page);
  await upload.open();
  const title = `First cut ${creator.username}`;
  await upload.title.fill(title);
  await upload.description.fill('Three seconds of test pattern.');
  await upload.videoFile.setInputFiles(media.video);
  await upload.thumbnail.setInputFiles(media.image);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      // The page has other live regions (the address-verification banner): read the upload's.
      const text =
        Array.from(
          document.querySelectorAll<HTMLElement>('[role="status"]'),
          (status) => status.textContent ?? '',
        ).find((candidate) => /^Uploading: \d+%$/.test(candidate)) ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 12 * 1024,
  });
  await upload.submit.click();
  await expect(upload.progress).toBeVisible();
  await expect(page).toHaveURL(/\/watch\/[0-9a-f]{24}$/, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const progress = await page.evaluate(
    () => (window as unknown as { __progress: string[] }).__progress,
  );
  expect(progress.length).toBeGreaterThan(1);
  await expect(shell.toast('Video uploaded successfully!')).toBeVisible();

  // The upload is transcoded in the background: the owner's watch page says so, then swaps in
  // the player by itself once the video is ready.
  const watch = new WatchPage(page);
  await expect(watch.title(title)).toBeVisible();
  await expect(watch.subscribeButton).toHaveCount(0);
  await expect(watch.video, 'the player replaces the processing notice').toBeVisible({
    timeout: 90_000,
  });
  await watch.playAndExpectProgress();
  await watch.seekTo(2);
  expect(await watch.currentTime()).toBeCloseTo(2, 0);

  // Where others see Subscribe, the owner has a shortcut to the studio's Edit Video dialog.
  await watch.main.getByRole('link', { name: 'Edit video' }).click();
  const shortcutDialog = new EditVideoDialog(page);
  await expect(shortcutDialog.title).toHaveValue(title);
  await shortcutDialog.cancel.click();
  await expect(shortcutDialog.root).toBeHidden();

  const dashboard = new DashboardPage(page);
  await shell.accountButton(creator.username).click();
  await page.getByRole('menuitem', { name: 'Studio' }).click();
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.contentTab).toHaveAttribute('aria-selected', 'true');

  const renamed = `Final cut ${creator.username}`;
  await dashboard.editButton(title).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast('Video updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dashboard.table.getByRole('link', { name: renamed })).toBeVisible();

  await dashboard.analyticsTab.click();
  for (const tile of ['Total Views', 'Total Subscribers', 'Total Likes', 'Total Videos']) {
    await expect(dashboard.tile(tile)).toBeVisible();
  }
  await expect(page.getByRole('main').getByText('Likes (Last 30 Days)').first()).toBeVisible();

  await dashboard.contentTab.click();
  await dashboard.deleteButton(renamed).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Video' });
  await expect(confirm).toContainText(`Are you sure you want to permanently delete "${renamed}"?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(shell.toast('Video deleted successfully!')).toBeVisible();
  await expect(
    page.getByRole('main').getByText("You haven't uploaded any videos yet."),
  ).toBeVisible();
});
