import { expect, test } from '../support/fixtures';
import { signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('accessToken'));

test('a reload keeps the person signed in', async ({ page }) => {
  const user = await signedIn(page, 'reload', '/history');
  const shell = new ShellFrame(page);
  await expect(shell.heading('Watch History')).toBeVisible();
  await page.reload();
  await expect(shell.accountButton(user.username)).toBeVisible();
  await expect(shell.heading('Watch History')).toBeVisible();
  await expect(shell.loginLink).toHaveCount(0);
});

test('an expired access token is refreshed silently, at start-up and mid-session', async ({
  page,
}) => {
  const user = await signedIn(page, 'refresh');
  const shell = new ShellFrame(page);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/users/refresh-token')) refreshes.push(response.status());
  });

  // At start-up: the stored token no longer passes, the refresh cookie still does.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.token.value'));
  await page.reload();
  await expect(shell.accountButton(user.username)).toBeVisible();
  await expect.poll(() => storedToken(page)).not.toBe('expired.token.value');
  expect(refreshes).toEqual([200]);

  // Mid-session: the next call answers 401, is refreshed once and replayed.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.token.value'));
  await shell.sidebarLink('History').click();
  await expect(shell.heading('Watch History')).toBeVisible();
  await expect(shell.main.getByText('Your watch history is empty.')).toBeVisible();
  await expect.poll(() => storedToken(page)).not.toBe('expired.token.value');
  expect(refreshes).toEqual([200, 200]);
  await expect(shell.accountButton(user.username)).toBeVisible();
});

test('logout returns to / with Login showing', async ({ page }) => {
  const user = await signedIn(page, 'logout', '/subscriptions');
  const shell = new ShellFrame(page);
  await shell.logout(user.username);
  await expect(page).toHaveURL(/\/$/);
  await shell.expectSignedOut();
  await expect(shell.sidebarLink('History')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  await page.reload();
  await shell.expectSignedOut();
});
