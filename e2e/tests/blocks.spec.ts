import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { commentByApi, uploadByApi, youtubeVideoId } from '../support/content';
import { newUser, registerAccount, signIn, type TestUser } from '../support/users';
import { DashboardPage } from '../pages/dashboard-page';
import { ShellFrame } from '../pages/shell-frame';
import { WatchPage } from '../pages/watch-page';
import type { Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

async function newPerson(page: Page, prefix: string): Promise<TestUser & { token: string }> {
  const person = newUser(prefix);
  const { token } = await registerAccount(page.request, person);
  return { ...person, token };
}

/** Nothing wider than the screen: a phone scrolls down, never sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('a viewer blocks a commenter: the comments go, Settings lists the block, and Unblock brings them back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const videoId = await youtubeVideoId(page.request);
  const troll = await newPerson(page, 'troll');
  await commentByApi(page.request, troll.token, videoId, 'First! Nobody watches this anyway');

  const viewer = await newPerson(page, 'blocker');
  await signIn(page, viewer, `/watch/${videoId}`);
  const shell = new ShellFrame(page);
  const watch = new WatchPage(page);
  const comment = watch.main.getByRole('article').filter({ hasText: 'Nobody watches this' });
  await comment.getByRole('button', { name: /^More actions for the comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Block user' }).click();
  const ask = page.getByRole('alertdialog', { name: `Block @${troll.username}?` });
  await expect(ask).toContainText('You can unblock them in Settings.');
  await ask.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(shell.toast(`Blocked @${troll.username}`)).toBeVisible();
  await expect(comment).toBeHidden();

  // The block is listed in Settings, at a desktop's width and a phone's (each opened at its
  // width, as a person on that screen would: a resize alone leaves the frame mid-change).
  const row = shell.main.getByRole('listitem').filter({ hasText: `@${troll.username}` });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await page.goto('/settings/blocked');
    await expect(row).toContainText('Blocked');
    await expect(row.getByRole('button', { name: `Unblock @${troll.username}` })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `settings-blocked-list-${width}.png`),
      fullPage: true,
    });
  }
  await row.getByRole('button', { name: `Unblock @${troll.username}` }).click();
  await expect(shell.toast(`Unblocked @${troll.username}`)).toBeVisible();
  await expect(shell.main.getByText("You haven't blocked anyone.")).toBeVisible();

  await page.goto(`/watch/${videoId}`);
  await expect(comment).toBeVisible();
});

test('a creator hides a user from the channel: their comment is theirs alone, and they cannot comment there again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const creator = await newPerson(page, 'hider');
  const videoId = await uploadByApi(page.request, creator.token, 'Hidden comments here');
  const troll = await newPerson(page, 'pest');
  await commentByApi(page.request, troll.token, videoId, 'Unsubscribed, boring channel');

  await signIn(page, creator, `/watch/${videoId}`);
  const shell = new ShellFrame(page);
  const watch = new WatchPage(page);
  const comment = watch.main.getByRole('article').filter({ hasText: 'boring channel' });
  await comment.getByRole('button', { name: /^More actions for the comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Hide user from channel' }).click();
  const ask = page.getByRole('alertdialog', {
    name: `Hide @${troll.username} from your channel?`,
  });
  await ask.getByRole('button', { name: 'Hide user' }).click();
  await expect(shell.toast(`Hid @${troll.username} from your channel`)).toBeVisible();
  await expect(comment).toBeHidden();

  // Nobody else gets it…
  const asVisitor = await page.request.get(`/api/v1/comments/${videoId}`, {
    headers: { cookie: '' },
  });
  expect(JSON.stringify(await asVisitor.json())).not.toContain('boring channel');

  // …but its author still sees it, and is told they cannot comment there any more.
  const trollContext = await browser.newContext({ baseURL });
  try {
    const trollPage = await trollContext.newPage();
    await signIn(trollPage, troll, `/watch/${videoId}`);
    const trollWatch = new WatchPage(trollPage);
    await expect(
      trollWatch.main.getByRole('article').filter({ hasText: 'boring channel' }),
    ).toBeVisible();
    await trollWatch.postComment('Why can nobody see my comments?');
    await expect(
      new ShellFrame(trollPage).toast("You can't comment on this channel's videos."),
    ).toBeVisible();
  } finally {
    await trollContext.close();
  }
});

test('a creator marks a video sensitive: visitors see it blurred and are warned before it plays; a viewer who hides such videos no longer gets it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const creator = await newPerson(page, 'marker');
  const title = `Surgery footage ${creator.username}`;
  await uploadByApi(page.request, creator.token, title);

  // The creator marks it in the Edit Video dialog.
  await signIn(page, creator, '/creator/dashboard');
  const shell = new ShellFrame(page);
  const dashboard = new DashboardPage(page);
  await dashboard.editButton(title).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  await dialog.getByRole('checkbox', { name: 'Sensitive content' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast('Video updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A visitor (the site blurs by default) sees the card blurred, then a warning in the
  // player's place, and the player only after choosing to.
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/channel/${creator.username}`);
    const main = visitor.getByRole('main');
    const card = main.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Sensitive', { exact: true })).toBeVisible();
    await visitor.screenshot({
      path: path.join(SCREENS_DIR, 'sensitive-card-1280.png'),
      fullPage: true,
    });
    await card.getByRole('link', { name: title }).first().click();
    await expect(main.getByRole('heading', { name: 'Sensitive content' })).toBeVisible();
    await expect(visitor.locator('video')).toHaveCount(0);
    await visitor.screenshot({
      path: path.join(SCREENS_DIR, 'sensitive-warning-1280.png'),
      fullPage: true,
    });
    await main.getByRole('button', { name: 'Show video' }).click();
    await expect(visitor.locator('video')).toBeVisible();
  } finally {
    await visitorContext.close();
  }

  // A viewer who hides sensitive videos does not get it on the channel's page.
  const viewerContext = await browser.newContext({ baseURL });
  try {
    const viewerPage = await viewerContext.newPage();
    const viewer = await newPerson(viewerPage, 'squeamish');
    await signIn(viewerPage, viewer, '/settings/account');
    const viewerShell = new ShellFrame(viewerPage);
    await viewerShell.main.getByRole('radio', { name: 'Hide them' }).check();
    await viewerShell.main
      .getByRole('region', { name: 'Sensitive videos' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(viewerShell.toast('Sensitive video setting saved.')).toBeVisible();
    await viewerPage.goto(`/channel/${creator.username}`);
    await expect(viewerShell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(viewerShell.main.getByText(title)).toHaveCount(0);
  } finally {
    await viewerContext.close();
  }
});
