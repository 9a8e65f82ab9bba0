import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open as openZip, type Entry, type ZipFile } from 'yauzl';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { commentByApi, uploadByApi } from '../support/content';
import { testMedia } from '../support/media';
import { newUser, registerAccount, signedIn, signIn, type TestUser } from '../support/users';
import { LoginPage } from '../pages/login-page';
import {
  AccountSettingsPage,
  DevicesSettingsPage,
  ProfileSettingsPage,
} from '../pages/settings-pages';
import { ShellFrame } from '../pages/shell-frame';
import type { Browser, Page } from '@playwright/test';

/**
 * Another browser (its own cookie jar) with a user agent of its own, signed in as `user`, on a
 * signed-in page unless told.
 */
async function otherDevice(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  userAgent: string,
  { path = '/playlists', width = 1280 }: { path?: string; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

const SIGNED_OUT_ELSEWHERE = 'You were signed out on another device';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const image = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: readFileSync(testMedia().image),
});

/** A password no common-password list holds. */
const freshPassword = () => `Kin-${randomBytes(6).toString('hex')}-pw`;

test('a visitor is sent to /login and comes back to the settings tab after signing in', async ({
  page,
  request,
}) => {
  const user = newUser('visitor');
  await registerAccount(request, user);
  await page.goto('/settings/sessions');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.login(user.username, user.password);
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expect(new DevicesSettingsPage(page).thisDevice()).toHaveCount(1);
});

test('profile: banner, picture, name and description are previewed, saved and shown on the channel', async ({
  page,
}) => {
  const user = await signedIn(page, 'profile');
  const shell = new ShellFrame(page);
  await shell.accountButton(user.username).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = new ProfileSettingsPage(page);
  await expect(settings.heading).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(settings.tab('Profile')).toHaveAttribute('aria-current', 'page');
  await expect(settings.save).toBeDisabled();

  await settings.bannerInput.setInputFiles(image('banner.jpg'));
  await settings.pictureInput.setInputFiles(image('picture.jpg'));
  await expect(settings.preview('banner.jpg')).toBeVisible();
  await expect(settings.preview('picture.jpg')).toBeVisible();
  const name = `Renamed ${user.username.slice(-6)}`;
  const description = `Short films about trains and the people on them (${user.username}).`;
  await settings.name.fill(name);
  await settings.description.fill(description);
  await expect(settings.main.getByText(`${description.length} / 1000`)).toBeVisible();
  await settings.save.click();
  await expect(shell.toast('Profile saved.')).toBeVisible();
  await expect(settings.save).toBeDisabled();
  await expect(settings.preview('banner.jpg')).toHaveCount(0);
  // The saved images come back from the server and load.
  const banner = settings.main.getByTestId('channel-banner');
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // The channel page shows all of it.
  await settings.main.getByRole('link', { name: 'View channel' }).click();
  await expect(shell.heading(name)).toBeVisible();
  const channelBanner = shell.main.getByTestId('channel-banner');
  await expect(channelBanner).toBeVisible();
  await expect
    .poll(() => channelBanner.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(shell.main.getByText(description)).toBeVisible();
  await expect(shell.main.getByRole('link', { name: 'Customize channel' })).toHaveAttribute(
    'href',
    '/settings/profile',
  );
  const avatar = shell.main.locator('header img[width="112"]');
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/media\//);
});

test('account: a new email and password; the other devices are signed out; signing in works by email and by username', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two devices, three sign-ins and two sign-outs: past a minute on a busy machine.
  test.setTimeout(120_000);
  const user = await signedIn(page, 'account');
  const shell = new ShellFrame(page);
  const laptop = await otherDevice(browser, baseURL, user, FIREFOX_ON_WINDOWS);
  const account = new AccountSettingsPage(page);
  await account.open();
  await expect(account.emailSection).toContainText(user.email);

  // The server's word on a wrong password is shown as it is.
  await account.changeEmail(`new-${user.email}`, 'not-my-password');
  await expect(account.emailSection.getByRole('alert')).toHaveText(/password/i);

  const newEmail = `new-${user.email}`;
  await account.changeEmail(newEmail, user.password);
  // The new address is the account's once confirmed from the mail sent to it.
  await expect(
    shell.toast(`Check ${newEmail} and open the link we sent to confirm the change.`),
  ).toBeVisible();
  await expect(account.emailSection).toContainText(`Waiting for confirmation: ${newEmail}`);
  const link = linkIn(
    await waitForMail(newEmail, /^Confirm your new email address$/),
    '/verify-email',
  );
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Your new address is confirmed: ${newEmail}`)).toBeVisible();
  await account.open();
  await expect(account.emailSection).toContainText(newEmail);
  await expect(account.emailSection).not.toContainText('Waiting for confirmation');

  const newPassword = freshPassword();
  await account.changePassword(user.password, newPassword);
  await expect(account.passwordSection.getByRole('status')).toContainText(
    'Every other device was signed out',
  );
  // This device stays signed in; the laptop is signed out at once, and told so.
  await expect(new ShellFrame(laptop).toast(SIGNED_OUT_ELSEWHERE)).toBeVisible();
  await expect(laptop).toHaveURL(/\/login$/);
  await new ShellFrame(laptop).expectSignedOut();
  await page.reload();
  await expect(shell.accountButton(user.username)).toBeVisible();
  await laptop.context().close();

  await shell.logout(user.username);
  const login = new LoginPage(page);
  await login.open();
  await login.login(newEmail, user.password);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await login.login(newEmail, newPassword);
  await expect(shell.accountButton(user.username)).toBeVisible();

  await shell.logout(user.username);
  await login.open();
  await login.login(user.username, newPassword);
  await expect(shell.accountButton(user.username)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('devices: signing out another device ends its session at once: its signed-in page goes to /login', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signedIn(page, 'devices');
  const laptop = await otherDevice(browser, baseURL, user, FIREFOX_ON_WINDOWS);
  const devices = new DevicesSettingsPage(page);
  await devices.open();
  await expect(devices.devices()).toHaveCount(2);
  await expect(devices.thisDevice()).toHaveCount(1);
  await expect(devices.thisDevice()).toContainText('Last used');
  const other = devices.otherDevices();
  await expect(other).toContainText('Firefox');
  await expect(other).toContainText(/Last used (just now|\d+ minutes? ago)/);

  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(new ShellFrame(page).toast(/^Signed out of Firefox/)).toBeVisible();
  await expect(devices.devices()).toHaveCount(1);
  await expect(
    devices.main.getByText('No other device is signed in to your account.'),
  ).toBeVisible();
  await expect(devices.signOutAll).toBeDisabled();

  // The laptop hears of it on its notification stream, without doing anything.
  const laptopShell = new ShellFrame(laptop);
  await expect(laptopShell.toast(SIGNED_OUT_ELSEWHERE)).toBeVisible({ timeout: 5000 });
  await expect(laptop).toHaveURL(/\/login$/);
  await laptopShell.expectSignedOut();
  await laptop.reload();
  await laptopShell.expectSignedOut();
  await laptop.context().close();
});

test('devices: a device signed out elsewhere says so at once and stays on the page it shows, signed out', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const user = await signedIn(page, 'liveout');
  const laptop = await otherDevice(browser, baseURL, user, FIREFOX_ON_WINDOWS, { path: '/' });
  const phone = await otherDevice(browser, baseURL, user, SAFARI_ON_IPHONE, {
    path: '/',
    width: 390,
  });
  const devices = new DevicesSettingsPage(page);
  await devices.open();
  await expect(devices.devices()).toHaveCount(3);

  await devices
    .otherDevices()
    .filter({ hasText: 'Firefox' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(new ShellFrame(page).toast(/^Signed out of Firefox/)).toBeVisible();
  const laptopShell = new ShellFrame(laptop);
  await expect(laptopShell.toast(SIGNED_OUT_ELSEWHERE)).toBeVisible({ timeout: 5000 });
  await laptopShell.expectSignedOut();
  await expect(laptop).toHaveURL(/\/$/);
  // Once it has slid in, as the person sees it.
  await expect(laptopShell.toast(SIGNED_OUT_ELSEWHERE)).toBeInViewport({ ratio: 1 });
  await laptop.screenshot({ path: testInfo.outputPath('signed-out-elsewhere-1280.png') });
  // The phone, another session of the same account, heard nothing.
  await expect(new ShellFrame(phone).accountButton(user.username)).toBeVisible();
  await expect(new ShellFrame(phone).toast(SIGNED_OUT_ELSEWHERE)).toHaveCount(0);

  await devices.confirmSignOutAll();
  const phoneShell = new ShellFrame(phone);
  await expect(phoneShell.toast(SIGNED_OUT_ELSEWHERE)).toBeVisible({ timeout: 5000 });
  await phoneShell.expectSignedOut();
  await expect(phone).toHaveURL(/\/$/);
  // Once it has slid in, as the person sees it.
  await expect(phoneShell.toast(SIGNED_OUT_ELSEWHERE)).toBeInViewport({ ratio: 1 });
  await phone.screenshot({ path: testInfo.outputPath('signed-out-elsewhere-390.png') });
  await page.reload();
  await expect(new ShellFrame(page).accountButton(user.username)).toBeVisible();
  for (const other of [laptop, phone]) await other.context().close();
});

test('devices: a device that missed the word (no stream open) is told at its next request, once', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signedIn(page, 'asleep');
  const laptop = await otherDevice(browser, baseURL, user, FIREFOX_ON_WINDOWS);
  // As a tab asleep while it happened: no notification stream is open.
  await laptop.route('**/api/v1/notifications/stream-ticket', (route) => route.abort());
  await laptop.reload();
  const laptopShell = new ShellFrame(laptop);
  await expect(laptopShell.accountButton(user.username)).toBeVisible();
  const devices = new DevicesSettingsPage(page);
  await devices.open();
  await devices
    .otherDevices()
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(new ShellFrame(page).toast(/^Signed out of Firefox/)).toBeVisible();

  await laptopShell.sidebarLink('Subscriptions').click();
  await expect(laptopShell.toast(SIGNED_OUT_ELSEWHERE)).toHaveCount(1);
  await expect(laptop).toHaveURL(/\/login$/);
  await laptopShell.expectSignedOut();
  await laptop.context().close();
});

test('devices: sign out all other devices at once', async ({ page, browser, baseURL }) => {
  const user = await signedIn(page, 'alldev');
  const laptop = await otherDevice(browser, baseURL, user, FIREFOX_ON_WINDOWS);
  const phone = await otherDevice(browser, baseURL, user, SAFARI_ON_IPHONE);
  const devices = new DevicesSettingsPage(page);
  await devices.open();
  await expect(devices.devices()).toHaveCount(3);
  await devices.confirmSignOutAll();
  await expect(new ShellFrame(page).toast('Signed out of 2 other devices.')).toBeVisible();
  await expect(devices.devices()).toHaveCount(1);

  for (const other of [laptop, phone]) {
    await other.reload();
    await new ShellFrame(other).expectSignedOut();
    await other.context().close();
  }
  await page.reload();
  await expect(new ShellFrame(page).accountButton(user.username)).toBeVisible();
});

test('deleting an account leaves nothing of it: channel, video, comment; then it is signed out at home', async ({
  page,
  request,
}) => {
  // Two uploads are processed before the deletion is tried.
  test.setTimeout(120_000);
  const doomed = newUser('doomed');
  const doomedAccount = await registerAccount(request, doomed);
  const host = newUser('host');
  const hostAccount = await registerAccount(request, host);
  const title = `Doomed video ${doomed.username}`;
  const [videoId, hostVideoId] = await Promise.all([
    uploadByApi(request, doomedAccount.token, title),
    uploadByApi(request, hostAccount.token, `Host video ${host.username}`),
  ]);
  const comment = `A comment that must go with its author, ${doomed.username}`;
  await commentByApi(request, doomedAccount.token, hostVideoId, comment);

  const shell = new ShellFrame(page);
  await signIn(page, doomed, `/watch/${hostVideoId}`);
  await expect(shell.main.getByText(comment)).toBeVisible();

  const account = new AccountSettingsPage(page);
  await account.open();
  await account.deleteAccount(doomed.username, doomed.password);
  await expect(shell.toast('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(new URL('/', page.url()).href);
  await shell.expectSignedOut();

  await page.goto(`/channel/${doomed.username}`);
  await expect(shell.main.getByText('Channel not found.')).toBeVisible();
  await page.goto(`/watch/${videoId}`);
  await expect(shell.main.getByText('Video not found.')).toBeVisible();
  await page.goto(`/search-channels?query=${doomed.username}`);
  await expect(shell.main.getByText(/No channels found/)).toBeVisible();
  await page.goto(`/watch/${hostVideoId}`);
  await expect(shell.main.getByRole('heading', { name: /^0 Comments/ })).toBeVisible();
  await expect(shell.main.getByText(comment)).toHaveCount(0);

  // Nothing of it in the lists the site builds either (home's and search's own-video sources).
  const listed = await request.get('/api/v1/videos?limit=50');
  expect(JSON.stringify(await listed.json())).not.toContain(title);
  const signIns = await request.post('/api/v1/users/login', {
    data: { username: doomed.username, password: doomed.password },
  });
  expect(signIns.status()).toBe(401);
});

/** Every file of a zip archive, by name. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    openZip(file, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

test('Download your data: preparing, then ready by itself, mailed, and the archive holds the account’s things', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = newUser('archive');
  const account = await registerAccount(request, user);
  const title = `Archived video ${user.username}`;
  const videoId = await uploadByApi(request, account.token, title);
  const comment = `A comment for the archive, ${user.username}`;
  await commentByApi(request, account.token, videoId, comment);

  await signIn(page, user, '/settings/account');
  const section = page.getByRole('region', { name: 'Download your data' });
  await section.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'We’re preparing your data. We’ll email you a link when it’s ready; you can leave this page.',
  );
  await expect(section.getByRole('button', { name: /Prepare/ })).toHaveCount(0);
  // The section follows the job without a reload.
  await expect(
    section.getByText(/^Your archive is ready \(.+\)\. Its link works until/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(section.getByRole('button', { name: 'Prepare a new archive' })).toBeVisible();

  const mail = await waitForMail(user.email, /Your data is ready to download/);
  expect(mail.text ?? '').toMatch(/\/api\/v1\/users\/data-export\/[\w-]+\/[\w-]+/);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: testInfo.outputPath(`data-export-ready-${width}.png`) });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download archive' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = await unzip(await download.path());
  const profile = JSON.parse(files.get('profile.json')?.toString('utf8') ?? 'null') as {
    username?: string;
  } | null;
  expect(profile?.username).toBe(user.username);
  expect(files.get('videos.json')?.toString('utf8')).toContain(title);
  expect(files.get('comments.json')?.toString('utf8')).toContain(comment);
  const videoFiles = [...files.keys()].filter((name) => name.startsWith('videos/'));
  expect(videoFiles).toHaveLength(1);
  expect(files.get(videoFiles[0] ?? '')?.length ?? 0).toBeGreaterThan(1000);
});
