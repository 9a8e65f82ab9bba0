import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerAccount, signIn } from '../support/users';
import type { Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** The page's background colour as painted, `rgb(r, g, b)`. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** `<html data-theme>` as it stands. */
const pageScheme = (page: Page) => page.locator('html').getAttribute('data-theme');

const WHITE = 'rgb(255, 255, 255)';
const NEAR_BLACK = 'rgb(15, 15, 15)';

test("follows the system's colour scheme until a visitor chooses one", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Kinora home' }).first()).toBeVisible();
  expect(await pageScheme(page)).toBe('light');
  expect(await background(page)).toBe(WHITE);

  await page.emulateMedia({ colorScheme: 'dark' });
  // The open page follows the system's change without a reload.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(NEAR_BLACK);

  // A visitor's settings menu: the choice holds whatever the system says, and after a reload.
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu', { name: 'Settings' });
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(WHITE);
  await page.goto('/', { waitUntil: 'commit' });
  // Before the app's scripts: the head's script has already set the scheme.
  await page.waitForSelector('html[data-theme]', { state: 'attached' });
  expect(await pageScheme(page)).toBe('light');
});

test('the account menu switches the theme; it lasts after a reload with no flash', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const creator = newUser('themes');
  const account = await registerAccount(request, creator);
  const title = `Theme tour ${creator.username}`;
  const videoId = await uploadByApi(request, account.token, title, 'In both colour schemes.');
  await signIn(page, creator);
  expect(await background(page)).toBe(NEAR_BLACK);

  await page.getByRole('button', { name: `Account menu for ${creator.username}` }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(WHITE);

  // Every scheme <html> is given while the page loads, and the one its first frame is drawn in,
  // recorded from before any of the page's own scripts: a dark frame first would be a flash.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    const record = window as unknown as { __schemes: typeof seen; __firstFrame?: string };
    record.__schemes = seen;
    // The document has no <html> yet: it is watched from the document down.
    new MutationObserver((changes) => {
      for (const change of changes) seen.push(change.oldValue);
      seen.push(document.documentElement.getAttribute('data-theme'));
    }).observe(document, {
      attributes: true,
      attributeFilter: ['data-theme'],
      attributeOldValue: true,
      subtree: true,
    });
    requestAnimationFrame(() => {
      record.__firstFrame = getComputedStyle(document.documentElement).colorScheme;
    });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForSelector('html[data-theme]', { state: 'attached' });
  expect(await pageScheme(page)).toBe('light');
  await page.getByRole('button', { name: `Account menu for ${creator.username}` }).waitFor();
  const loading = await page.evaluate(() => {
    const record = window as unknown as { __schemes: (string | null)[]; __firstFrame?: string };
    return {
      schemes: [...new Set(record.__schemes.filter(Boolean))],
      firstFrame: record.__firstFrame,
    };
  });
  expect(loading.schemes).toEqual(['light']);
  expect(loading.firstFrame).toBe('light');
  await page.getByRole('button', { name: `Account menu for ${creator.username}` }).waitFor();
  expect(await background(page)).toBe(WHITE);

  // The light theme's screens, to look at.
  mkdirSync(SCREENS_DIR, { recursive: true });
  const screens = [
    { name: 'home', path: '/', ready: page.getByRole('main') },
    { name: 'watch', path: `/watch/${videoId}`, ready: page.getByRole('heading', { name: title }) },
    {
      name: 'dashboard',
      path: '/creator/dashboard',
      ready: page.getByRole('link', { name: title }).first(),
    },
    {
      name: 'settings',
      path: '/settings/profile',
      ready: page.getByRole('main').getByRole('heading', { level: 1 }),
    },
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await pageScheme(page)).toBe('light');
      await page.screenshot({
        path: path.join(SCREENS_DIR, `light-${screen.name}-${width}.png`),
        fullPage: true,
      });
    }
  }

  // System again: the page follows the (dark) system setting.
  await page.getByRole('button', { name: `Account menu for ${creator.username}` }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
