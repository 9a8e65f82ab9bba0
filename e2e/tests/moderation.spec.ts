import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations, type AxeFinding } from '../support/axe';
import { expect, test as siteTest } from '../support/fixtures';
import { commentByApi, uploadByApi, youtubeVideoId } from '../support/content';
import { sidewaysScrollers } from '../support/layout';
import { startSiteWithAdmin, stopSite, type SiteWithAdmin } from '../support/site';
import { newUser, registerAccount, signIn, type TestUser } from '../support/users';
import { LoginPage } from '../pages/login-page';
import { ShellFrame } from '../pages/shell-frame';
import { WatchPage } from '../pages/watch-page';
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
  const videoId = await youtubeVideoId(page.request);

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

  // The author is suspended from the resolved report: signed out at once and told why, again at
  // sign-in.
  await moderatorPage.goto('/moderation?status=resolved');
  const resolved = queue.main.getByRole('article').filter({ hasText: 'Buy cheap followers' });
  await resolved.getByRole('button', { name: 'Suspend owner' }).click();
  const suspend = moderatorPage.getByRole('dialog', { name: `Suspend @${author.username}` });
  await suspend.getByRole('radio', { name: '7 days' }).click();
  await suspend.getByLabel('Reason shown to the owner').fill('Spam in the comments');
  await suspend.getByRole('button', { name: 'Suspend owner' }).click();
  await expect(suspend).toBeHidden();

  // Its open page hears of it at once, with the reason.
  await expect(
    authorShell.toast(/Your account is suspended until .*: Spam in the comments/),
  ).toBeVisible();
  await authorShell.expectSignedOut();
  const login = new LoginPage(authorPage);
  await login.open();
  await login.login(author.username, author.password);
  await expect(authorPage.getByRole('main').getByRole('alert')).toContainText(
    /Your account is suspended until .*: Spam in the comments/,
  );

  await authorContext.close();
  await moderatorContext.close();
});

test('a creator holds comments for review: a viewer’s comment waits, and the creator approves it from the studio', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const creator = await newPerson(page, 'creator');
  const videoId = await uploadByApi(page.request, creator.token, 'Held comments here');

  // The creator holds every comment on the channel, from the dashboard's Comments tab.
  await signIn(page, creator, '/creator/dashboard?tab=comments');
  const studio = new ShellFrame(page);
  const settings = studio.main.getByRole('region', { name: 'Comment settings' });
  await settings.getByRole('radio', { name: 'Hold all comments for review' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(studio.toast('Comment settings saved.')).toBeVisible();

  // A viewer comments: told it waits, and only they see it.
  const viewerContext = await browser.newContext({ baseURL });
  const viewerPage = await viewerContext.newPage();
  const viewer = await newPerson(viewerPage, 'viewer');
  await signIn(viewerPage, viewer, `/watch/${videoId}`);
  const watch = new WatchPage(viewerPage);
  await expect(
    watch.main.getByText('Comments are reviewed by the creator before they appear.'),
  ).toBeVisible();
  await watch.postComment('Lovely light in the second shot');
  await expect(new ShellFrame(viewerPage).toast('Your comment was sent for review.')).toBeVisible();
  const waiting = watch.main.getByRole('article').filter({ hasText: 'Lovely light' });
  await expect(waiting).toContainText('Your comment is awaiting review');
  const asVisitor = await viewerPage.request.get(`/api/v1/comments/${videoId}`, {
    headers: { cookie: '' },
  });
  expect(JSON.stringify(await asVisitor.json())).not.toContain('Lovely light');

  // The creator approves it from the studio; the viewer sees it published.
  await page.reload();
  const held = studio.main
    .getByRole('list', { name: 'Held comments and replies' })
    .getByRole('article')
    .filter({ hasText: 'Lovely light' });
  await expect(held).toContainText('Held by your settings');
  await held.getByRole('button', { name: `Approve the comment by @${viewer.username}` }).click();
  await expect(studio.toast('Comment approved')).toBeVisible();
  await expect(studio.main.getByText('No comments are waiting for review.')).toBeVisible();

  await viewerPage.reload();
  const published = watch.main.getByRole('article').filter({ hasText: 'Lovely light' });
  await expect(published).toBeVisible();
  await expect(published).not.toContainText('awaiting review');
  await expect(watch.commentsHeading(1)).toBeVisible();
  await viewerContext.close();
});

test('the site’s rules on /about, and registration by application: apply, wait, be approved, sign in', async ({
  page,
  browser,
  baseURL,
  moderatedSite,
}) => {
  test.setTimeout(120_000);
  const shell = new ShellFrame(page);
  await signIn(page, moderatedSite.admin, '/admin/settings');
  await page.getByLabel('Rules').fill('Be kind to each other.\n\nNo spam, no ads.');
  await page.getByRole('radio', { name: 'Approval required' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(shell.toast('Site settings saved.')).toBeVisible();

  try {
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(visitor).toHaveURL(/\/about$/);
    await expect(visitor.getByRole('main').getByText('No spam, no ads.')).toBeVisible();

    // Apply: no account yet, and sign-in says why.
    const applicant = newUser('applicant');
    await visitor.goto('/register');
    const main = visitor.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Apply for an account' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'the rules' })).toHaveAttribute('href', '/about');
    await main.getByLabel('Username').fill(applicant.username);
    await main.getByLabel('Full name').fill(applicant.fullName);
    await main.getByLabel('Email').fill(applicant.email);
    await main.getByLabel('Password').fill(applicant.password);
    await main.getByLabel('Why do you want to join?').fill('I film the river every morning.');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText(/Thanks for applying\./)).toBeVisible();

    const login = new LoginPage(visitor);
    await login.open();
    await login.login(applicant.username, applicant.password);
    await expect(main.getByRole('alert')).toContainText(
      "Your application is waiting for an admin's review.",
    );

    // The admin approves it; now the applicant signs in.
    await page.reload();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: applicant.email });
    await expect(card).toContainText('I film the river every morning.');
    await card.getByRole('button', { name: `Approve @${applicant.username}` }).click();
    await expect(
      shell.toast(`Approved @${applicant.username}: they can sign in now`),
    ).toBeVisible();

    await login.open();
    await login.login(applicant.username, applicant.password);
    await expect(
      visitor.getByRole('button', { name: `Account menu for ${applicant.username}` }),
    ).toBeVisible();
    await visitorContext.close();

    // A second applicant is refused with a reason, which they are told at sign-in.
    const refusedContext = await browser.newContext({ baseURL });
    const refusedPage = await refusedContext.newPage();
    const refused = newUser('refused');
    const applied = await refusedPage.request.post('/api/v1/users/applications', {
      data: {
        username: refused.username,
        fullName: refused.fullName,
        email: refused.email,
        password: refused.password,
        reason: 'Free ads for my shop.',
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    await page.reload();
    const refusedCard = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: refused.email });
    await refusedCard.getByRole('button', { name: `Refuse @${refused.username}` }).click();
    const refuseDialog = page.getByRole('dialog', { name: `Refuse @${refused.username}` });
    await refuseDialog
      .getByLabel('Reason shown to the applicant (optional)')
      .fill('This site is for films, not shops.');
    await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect(shell.toast(`Refused the application of @${refused.username}`)).toBeVisible();
    await expect(refuseDialog).toBeHidden();
    const refusedLogin = new LoginPage(refusedPage);
    await refusedLogin.open();
    await refusedLogin.login(refused.username, refused.password);
    await expect(refusedPage.getByRole('main').getByRole('alert')).toContainText(
      'Your application was not accepted: This site is for films, not shops.',
    );
    await refusedContext.close();
  } finally {
    // The other tests here sign people up.
    const settings = await page.request.get('/api/v1/admin/settings', {
      headers: { authorization: `Bearer ${moderatedSite.adminToken}` },
    });
    const current = ((await settings.json()) as { data: Record<string, unknown> }).data;
    await page.request.put('/api/v1/admin/settings', {
      headers: { authorization: `Bearer ${moderatedSite.adminToken}` },
      data: { ...current, registration: 'open' },
    });
  }
});

test('a moderator marks a reported video sensitive from the queue: visitors are then warned before it plays', async ({
  page,
  browser,
  baseURL,
  moderatedSite,
}) => {
  test.setTimeout(150_000);
  const creator = await newPerson(page, 'filmer');
  const title = `Rough cut ${creator.username}`;
  const videoId = await uploadByApi(page.request, creator.token, title);
  const reporter = await newPerson(page, 'flagger');
  const reported = await page.request.post('/api/v1/reports', {
    headers: { authorization: `Bearer ${reporter.token}` },
    data: { itemKind: 'video', itemId: videoId, reason: 'violence' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  await signIn(page, moderatedSite.admin, '/moderation');
  const queue = new ShellFrame(page);
  const card = queue.main.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Violence');
  await card.getByRole('button', { name: 'Mark sensitive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this video sensitive' });
  await expect(dialog).toContainText('Only a moderator can take this mark off.');
  await dialog.getByRole('button', { name: 'Mark sensitive', exact: true }).click();
  await expect(queue.toast('Video marked sensitive')).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/watch/${videoId}`);
    await expect(
      visitor.getByRole('main').getByRole('heading', { name: 'Sensitive content' }),
    ).toBeVisible();
    await expect(visitor.locator('video')).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }

  // The log keeps it; the undo is offered from the resolved reports.
  await page.goto('/moderation/log');
  await expect(queue.main.getByText('Marked sensitive').first()).toBeVisible();
  await page.goto('/moderation?status=resolved');
  await expect(
    queue.main.getByRole('article').filter({ hasText: title }).getByRole('button', {
      name: 'Unmark sensitive',
    }),
  ).toBeVisible();
});

test('an admin opens Jobs from the account menu: the queues with their figures, and each state’s jobs', async ({
  page,
  moderatedSite,
}) => {
  await signIn(page, moderatedSite.admin, '/');
  const frame = new ShellFrame(page);
  await frame.accountButton(moderatedSite.admin.username).click();
  await page.getByRole('menuitem', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const main = page.getByRole('main');
  const queues = main.getByRole('region', { name: 'Queues' });
  await expect(queues.getByRole('rowheader', { name: /Video processing/ })).toBeVisible();
  await expect(queues.getByRole('rowheader', { name: /Mail/ })).toBeVisible();
  // The site's jobs all ran: nothing failed, nothing waits for long.
  await expect(main.getByText('Nothing failed')).toBeVisible();
  await main.getByRole('combobox', { name: 'State' }).selectOption('Running');
  await expect(page).toHaveURL(/state=running/);
  await expect(main.getByText('Nothing running')).toBeVisible();
  await main.getByRole('combobox', { name: 'Queue' }).selectOption('Mail');
  await expect(page).toHaveURL(/queue=mail/);
});

for (const width of [1280, 390]) {
  test(`the moderators' screens at ${width}px: axe finds nothing serious, screenshots saved`, async ({
    page,
    moderatedSite,
  }) => {
    // Nine screens, each checked by axe.
    test.setTimeout(180_000);
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
      {
        name: 'held-comments',
        path: '/creator/dashboard?tab=comments',
        ready: main.getByRole('region', { name: 'Comment settings' }),
      },
      {
        name: 'moderation-held',
        path: '/moderation/held',
        ready: main.getByText('Nothing is waiting for review.'),
      },
      {
        name: 'site-settings',
        path: '/admin/settings',
        ready: main.getByRole('button', { name: 'Save changes' }),
      },
      { name: 'about', path: '/about', ready: main.getByText('No spam, no ads.') },
      {
        name: 'platform',
        path: '/platform',
        ready: main.getByRole('region', { name: 'Remote builds and loads' }),
      },
      {
        name: 'admin-jobs',
        path: '/admin/jobs',
        ready: main.getByRole('region', { name: 'Queues' }),
      },
    ];
    const findings: Record<string, AxeFinding[]> = {};
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing wider than the screen, the tables' regions included: a phone scrolls down,
      // never sideways.
      expect(await sidewaysScrollers(page), screen.name).toEqual([]);
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
