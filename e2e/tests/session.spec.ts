import { expect, test } from '../support/fixtures';
import { openSignedIn, signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

const REFRESH = '/api/v1/users/refresh-token';

/** Everything the page keeps in localStorage: no session token may be among it. */
const stored = (page: Page) => page.evaluate(() => ({ ...window.localStorage }));

test('a reload keeps the person signed in, with no token stored in the page', async ({ page }) => {
  const user = await signedIn(page, 'reload', '/history');
  const shell = new ShellFrame(page);
  await expect(shell.heading('Watch History')).toBeVisible();
  await page.reload();
  await expect(shell.accountButton(user.username)).toBeVisible();
  await expect(shell.heading('Watch History')).toBeVisible();
  await expect(shell.loginLink).toHaveCount(0);
  const storage = await stored(page);
  expect(Object.keys(storage)).not.toContain('accessToken');
  expect(Object.keys(storage)).not.toContain('refreshToken');
  expect(JSON.stringify(storage)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test('the session is restored from the refresh cookie at start-up, and a 401 mid-session is refreshed and replayed', async ({
  page,
}) => {
  const user = await signedIn(page, 'refresh');
  const shell = new ShellFrame(page);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(REFRESH)) refreshes.push(response.status());
  });

  await page.reload();
  await expect(shell.accountButton(user.username)).toBeVisible();
  expect(refreshes).toEqual([200]);

  // Mid-session: the next call answers 401 once (an access token that just expired), the client
  // refreshes once and replays it.
  let refused = false;
  await page.route('**/api/v1/users/history**', async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 401,
      json: { statusCode: 401, message: 'Access token expired.', success: false, errors: [] },
    });
  });
  await shell.sidebarLink('History').click();
  await expect(shell.main.getByText('Your watch history is empty.')).toBeVisible();
  expect(refused).toBe(true);
  expect(refreshes).toEqual([200, 200]);
  await expect(shell.accountButton(user.username)).toBeVisible();
});

test('an old install’s tokens in localStorage are removed at start-up', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('accessToken', 'old.access.token');
    window.localStorage.setItem('refreshToken', 'old.refresh.token');
  });
  await page.reload();
  await new ShellFrame(page).expectSignedOut();
  expect(await stored(page)).toEqual({});
});

test('a visitor with no session cookie is anonymous at once, without a refresh request', async ({
  page,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(REFRESH)) refreshes.push(request.url());
  });
  await page.goto('/');
  await new ShellFrame(page).expectSignedOut();
  expect(refreshes).toEqual([]);
});

test('two tabs opening at once never refresh at the same moment, and both are signed in', async ({
  page,
  context,
}) => {
  const user = await signedIn(page, 'twotabs');
  await page.goto('about:blank');
  // The browser's own times of each refresh (the test hears of a request later than it happens,
  // so times taken here could make turns look like overlaps): issued, and its answer fully read.
  const spans: { start: number; end: number }[] = [];
  context.on('requestfinished', (request) => {
    if (!request.url().endsWith(REFRESH)) return;
    const { startTime, responseEnd } = request.timing();
    spans.push({ start: startTime, end: startTime + responseEnd });
  });

  const second = await context.newPage();
  await Promise.all([page.goto('/history'), second.goto('/subscriptions')]);
  await expect(new ShellFrame(page).accountButton(user.username)).toBeVisible();
  await expect(new ShellFrame(second).accountButton(user.username)).toBeVisible();
  await expect(new ShellFrame(page).heading('Watch History')).toBeVisible();
  await expect(new ShellFrame(second).heading('My Subscriptions')).toBeVisible();

  // One tab refreshed under the Web Lock and handed the token over, or they took turns.
  expect(spans.length).toBeGreaterThanOrEqual(1);
  const sorted = spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i += 1) {
    expect(sorted[i]?.start ?? 0).toBeGreaterThanOrEqual(sorted[i - 1]?.end ?? 0);
  }
});

test('logout returns to / with Login showing, and signs out the other tabs', async ({
  page,
  context,
}) => {
  const user = await signedIn(page, 'logout', '/subscriptions');
  const other = await context.newPage();
  await openSignedIn(other, user.username, '/history');
  const shell = new ShellFrame(page);
  const otherShell = new ShellFrame(other);

  await shell.logout(user.username);
  await expect(page).toHaveURL(/\/$/);
  await shell.expectSignedOut();
  await expect(shell.sidebarLink('History')).toHaveCount(0);

  // The other tab follows without a reload: its protected page sends it to /login.
  await otherShell.expectSignedOut();
  await expect(other).toHaveURL(/\/login$/);

  await page.reload();
  await shell.expectSignedOut();
});
