import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ChannelPage } from '../pages/channel-page';
import { ProfileSettingsPage } from '../pages/settings-pages';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import { UploadsPanel } from '../pages/uploads-panel';
import { uploadByApi, waitUntilReady } from '../support/content';
import { expect, test } from '../support/fixtures';
import { testMedia } from '../support/media';
import { newUser, openSignedIn, registerAccount, signedIn } from '../support/users';
import type { Locator, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const PHONE = { width: 390, height: 844 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a video opened from a scrolled Explore starts at the top, and Back returns to the same place', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const creator = newUser('scroller');
  const { token } = await registerAccount(page.request, creator);
  const lowest = `Scroll first ${creator.username}`;
  const titles = [lowest, `Scroll second ${creator.username}`, `Scroll third ${creator.username}`];
  // One after another, so they are listed in this order; processed side by side.
  const ids: string[] = [];
  for (const title of titles) {
    ids.push(await uploadByApi(page.request, token, title, undefined, { waitForReady: false }));
  }
  await Promise.all(ids.map((id) => waitUntilReady(page.request, token, id)));

  // One card a row on a phone: three videos and the footer make Explore taller than the window.
  await page.setViewportSize({ width: 390, height: 640 });
  const shell = new ShellFrame(page);
  await page.goto('/explore');
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  // Newest first: the first uploaded is the lowest of the three.
  const card = shell.main.getByRole('link', { name: lowest }).first();
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await card.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left, 'Explore scrolled down').toBeGreaterThan(200);

  await card.click();
  await expect(shell.heading(lowest)).toBeVisible();
  await expect.poll(() => scrollY(page), { message: 'the watch page starts at the top' }).toBe(0);

  await page.goBack();
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - left), {
      message: `Back returns to ${left}px`,
    })
    .toBeLessThanOrEqual(3);

  // Forward again is a new visit of the watch page's entry, left at the top.
  await page.goForward();
  await expect(shell.heading(lowest)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('leaving the upload page with a chosen file asks nothing: the upload goes on in the panel', async ({
  page,
}) => {
  await signedIn(page, 'leaver', '/upload-video');
  const upload = new UploadPage(page);
  const shell = new ShellFrame(page);
  const panel = new UploadsPanel(page);
  await upload.heading.waitFor();
  await upload.videoFile.setInputFiles(testMedia().video);
  await expect(panel.row('pattern.mp4')).toBeVisible();

  await shell.sidebarLink('Home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(panel.row('pattern.mp4')).toBeVisible();
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, 'leave-upload-1280.png') });

  await page.setViewportSize(PHONE);
  // On a phone the sidebar is folded away: the logo in the top bar goes home.
  await page.goto('/upload-video');
  await upload.heading.waitFor();
  await shell.topBar.getByRole('link', { name: 'Kinora home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'leave-upload-390.png') });
});

/** Every label in the bar is whole, the bar scrolls, and its last tab can be reached and used. */
async function expectWholeTabs(page: Page, bar: Locator, last: Locator, name: string) {
  await expect(bar).toBeVisible();
  const cut = await bar
    .locator('a, [role="tab"]')
    .evaluateAll((tabs) =>
      tabs
        .filter((tab) => tab.scrollWidth > tab.clientWidth)
        .map((tab) => `${tab.textContent}: ${tab.scrollWidth} > ${tab.clientWidth}`),
    );
  expect(cut, `${name}: cut labels`).toEqual([]);
  const { scrollWidth, clientWidth } = await bar.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, `${name}: the bar has more than fits`).toBeGreaterThan(clientWidth);
  await expect(bar, `${name}: the hidden end fades`).toHaveAttribute('data-fade', /end|both/);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `tabs-${name}-390.png`) });

  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  expect(box, `${name}: the last tab is drawn`).not.toBeNull();
  if (box) expect(box.x + box.width, `${name}: the last tab in view`).toBeLessThanOrEqual(390);
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(bar, `${name}: the start fades once scrolled`).toHaveAttribute(
    'data-fade',
    /start|both/,
  );
  await page.screenshot({ path: path.join(SCREENS_DIR, `tabs-${name}-390-last.png`) });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${name}: the page never scrolls sideways`).toBeLessThanOrEqual(390);
}

test('tab bars on a phone scroll sideways with every label whole', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const user = await signedIn(page, 'tabber', '/');

  const channel = new ChannelPage(page);
  await channel.open(user.username);
  await expect(channel.name).toBeVisible();
  await expectWholeTabs(page, channel.sections, channel.tab('About'), 'channel');

  const settings = new ProfileSettingsPage(page);
  await openSignedIn(page, user.username, '/settings/profile');
  await expect(settings.heading).toBeVisible();
  await expectWholeTabs(
    page,
    settings.tabs,
    settings.tabs.getByRole('link', { name: 'Blocked users', exact: true }),
    'settings',
  );
  // Opened at its own address, a tab far along the bar is scrolled into view.
  await page.reload();
  const blocked = settings.tabs.getByRole('link', { name: 'Blocked users', exact: true });
  await expect(blocked).toHaveAttribute('aria-current', 'page');
  const box = await blocked.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);

  // Where every tab fits, the bar is as before: no fade.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(settings.tabs).toHaveAttribute('data-fade', 'none');
  await page.screenshot({ path: path.join(SCREENS_DIR, 'tabs-settings-1280.png') });
});
