import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations, type AxeFinding } from '../support/axe';
import { expect, test as siteTest } from '../support/fixtures';
import { commentByApi } from '../support/content';
import { startSiteWithAdmin, stopSite, type SiteWithAdmin } from '../support/site';
import { newUser, registerAccount, signIn, type TestUser } from '../support/users';
import { LoginPage } from '../pages/login-page';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

/**
 * A site of its own with an admin, so the suspension and the moderators' queue here never meet
 * the other specs' people.
 */
const test = siteTest.extend<object, { moderatedSite: SiteWithAdmin }>({
  moderatedSite: [
    async ({}, use) => {
      const site = await startSiteWithAdmin();
      try {
        await use(site);
      } finally {
        await stopSite(site);
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ moderatedSite }, use) => use(moderatedSite.url),
});

// The second test looks at what the first one left in the queue and the log.
test.describe.configure({ mode: 'serial' });

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** A video of the offline YouTube catalogue: comments on it need no upload. */
async function youtubeVideoId(page: Page): Promise<string> {
  const search = await page.request.get('/api/v1/youtube/search?query=trailer&maxResults=1');
  const id = JSON.stringify(await search.json()).match(/"videoId":"([\w-]{11})"/)?.[1];
  if (!id) throw new Error('The offline catalogue found no trailer.');
  return id;
}

async function newPerson(page: Page, prefix: string): Promise<TestUser & { token: string }> {
  const person = newUser(prefix);
  const { token } = await registerAccount(page.request, person);
  return { ...person, token };
}

test('a reported comment is removed from the queue, its reporter told, and its author suspended and signed out at once', async ({
  page,
  browser,
  baseURL,
  moderatedSite,
}) => {
  // Three people, two browsers, a report, a removal and a suspension.
  test.setTimeout(120_000);
  const videoId = await youtubeVideoId(page);

  // A comments on a video, in a browser of their own.
  const authorContext = await browser.newContext({ baseURL });
  const authorPage = await authorContext.newPage();
  const author = await newPerson(authorPage, 'author');
  await commentByApi(
    authorPage.request,
    author.token,
    videoId,
    'Buy cheap followers at spam.example',
  );
  await signIn(authorPage, author, '/');
  const authorShell = new ShellFrame(authorPage);
  await expect(authorShell.accountButton(author.username)).toBeVisible();

  // B reports the comment.
  const reporter = await newPerson(page, 'reporter');
  await signIn(page, reporter, `/watch/${videoId}`);
  const shell = new ShellFrame(page);
  const comment = shell.main.getByRole('article').filter({ hasText: 'Buy cheap followers' });
  await comment.getByRole('button', { name: /^More actions for the comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report comment' });
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByLabel('Details (optional)').fill('Selling followers under every video.');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(shell.toast('Thanks for reporting')).toBeVisible();
  await expect(report).toBeHidden();

  // The admin, a moderator too, removes it from the queue with a note.
  const moderatorContext = await browser.newContext({ baseURL });
  const moderatorPage = await moderatorContext.newPage();
  await signIn(moderatorPage, moderatedSite.admin, '/moderation');
  const queue = new ShellFrame(moderatorPage);
  await expect(queue.heading('Moderation')).toBeVisible();
  const reported = queue.main.getByRole('article').filter({ hasText: 'Buy cheap followers' });
  await expect(reported).toContainText('Spam');
  await reported.getByRole('button', { name: 'Remove' }).click();
  const removeDialog = moderatorPage.getByRole('dialog', { name: 'Remove this comment' });
  await removeDialog.getByLabel('Note for the moderators (optional)').fill('Spam link, third one.');
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(reported).toBeHidden();

  // The thread keeps the comment's place, and the reporter is told.
  await page.reload();
  await expect(shell.main.getByText('This comment was removed by a moderator')).toBeVisible();
  await expect(shell.main.getByText('Buy cheap followers')).toBeHidden();
  await shell.topBar.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('We removed the comment you reported')).toBeVisible();

  // The log says who did what.
  await moderatorPage.goto('/moderation/log');
  await expect(queue.main.getByText('Spam link, third one.')).toBeVisible();

  // The author is suspended from the resolved report: signed out at once, told why at sign-in.
  await moderatorPage.goto('/moderation?status=resolved');
  const resolved = queue.main.getByRole('article').filter({ hasText: 'Buy cheap followers' });
  await resolved.getByRole('button', { name: 'Suspend owner' }).click();
  const suspend = moderatorPage.getByRole('dialog', { name: `Suspend @${author.username}` });
  await suspend.getByRole('radio', { name: '7 days' }).click();
  await suspend.getByLabel('Reason shown to the owner').fill('Spam in the comments');
  await suspend.getByRole('button', { name: 'Suspend owner' }).click();
  await expect(suspend).toBeHidden();

  await authorShell.sidebarLink('Subscriptions').click();
  await expect(authorPage).toHaveURL(/\/login/);
  await authorShell.expectSignedOut();
  const login = new LoginPage(authorPage);
  await login.login(author.username, author.password);
  await expect(authorPage.getByRole('main').getByRole('alert')).toContainText(
    /Your account is suspended until .*: Spam in the comments/,
  );

  await authorContext.close();
  await moderatorContext.close();
});

for (const width of [1280, 390]) {
  test(`the moderators' screens at ${width}px: axe finds nothing serious, screenshots saved`, async ({
    page,
    moderatedSite,
  }) => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await signIn(page, moderatedSite.admin, '/');
    const main = page.getByRole('main');
    const screens = [
      {
        name: 'moderation-queue',
        path: '/moderation?status=resolved',
        ready: main.getByRole('article').first(),
      },
      { name: 'moderation-log', path: '/moderation/log', ready: main.getByRole('table') },
      { name: 'admin-users', path: '/admin/users', ready: main.getByRole('table') },
    ];
    const findings: Record<string, AxeFinding[]> = {};
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing wider than the screen: a phone scrolls down, never sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENS_DIR, `${screen.name}-${width}.png`),
        fullPage: true,
      });
      const violations = await seriousViolations(page, {
        skipRules: width < 800 ? ['color-contrast'] : [],
      });
      if (violations.length > 0) findings[screen.name] = violations;
    }
    expect(findings).toEqual({});
  });
}
