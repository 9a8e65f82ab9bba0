import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as siteTest } from '../support/fixtures';
import { buildFixtureRemote, buildRemoteWithPage, remoteTool } from '../support/remote-builds';
import { startSite, stopSite, type RunningSite } from '../support/site';
import { newUser, registerAccount, signIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

/** The page the studio team adds: a path nothing in the shell or the shared package names. */
const INSIGHTS = '/studio/insights';
const INSIGHTS_TITLE = 'Channel insights';
const INSIGHTS_PAGE = {
  record: { path: INSIGHTS, page: 'insights', protected: true },
  component: 'InsightsPage',
  file: 'features/insights/components/insights-page.tsx',
  source: `import { EmptyState, PageHeader } from '@kinora/shared';

export function InsightsPage() {
  return (
    <>
      <PageHeader title="${INSIGHTS_TITLE}" subtitle="Where your viewers find your videos" />
      <EmptyState title="No insights yet" message="Insights appear once your videos are watched." />
    </>
  );
}
`,
};

interface PagesSite extends RunningSite {
  /** The studio build with the new page. */
  withPage: string;
  /** The build of a fifth remote, which the shell and the shared package never heard of. */
  events: string;
  remote: (...args: string[]) => Promise<string>;
}

/** A site of its own with a deploy root, so the deploys here never reach the other specs. */
const test = siteTest.extend<object, { pagesSite: PagesSite }>({
  pagesSite: [
    async ({}, use) => {
      const deployDir = mkdtempSync(path.join(tmpdir(), 'kinora-e2e-pages-'));
      // Real production builds, as the teams make them (cached between runs).
      const [withPage, events] = await Promise.all([
        buildRemoteWithPage('studio', INSIGHTS_PAGE),
        buildFixtureRemote('events'),
      ]);
      const site = await startSite({ WEB_DEPLOY_DIR: deployDir });
      const remote = remoteTool(deployDir, site.url);
      try {
        await use({ ...site, withPage, events, remote });
      } finally {
        await stopSite(site);
        rmSync(deployDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ pagesSite }, use) => use(pagesSite.url),
});

// Both tests deploy to the one site of this file: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

/** A navigation inside the app, as a link would make it: no page load. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('a team ships a page with its remote alone: it works cold, by navigation and after a reload, leaves with a rollback, and as a canary reaches its side only', async ({
  page,
  pagesSite,
}) => {
  // A ship, two rollbacks and two canaries, each a command of its own, with the page loaded after
  // each: close to a minute on an idle machine, so the default minute is too tight.
  test.setTimeout(180_000);
  const user = newUser('pages');
  await registerAccount(page.request, user);
  await signIn(page, user, INSIGHTS);
  const shell = new ShellFrame(page);
  await expect(shell.heading('Page not found')).toBeVisible();

  const printed = await pagesSite.remote('deploy', 'studio', '--dist', pagesSite.withPage);
  expect(printed).toMatch(/studio \S+ is live: \/remotes\/studio\/\S+\/mf-manifest\.json/);

  // A first load straight to the new URL, with the server's hints for it.
  const shellPage = await page.request.get(INSIGHTS, { headers: { accept: 'text/html' } });
  expect(await shellPage.text()).toMatch(
    /<link rel="preload" as="fetch" href="\/remotes\/studio\/[^/"]+\/mf-manifest\.json"/,
  );
  await page.reload();
  await expect(shell.heading(INSIGHTS_TITLE)).toBeVisible();

  // By navigation from another remote's page, then back and forward.
  await page.goto('/explore');
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await navigateInApp(page, INSIGHTS);
  await expect(shell.heading(INSIGHTS_TITLE)).toBeVisible();
  await page.goBack();
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await page.goForward();
  await expect(shell.heading(INSIGHTS_TITLE)).toBeVisible();

  // The rollback takes the page away again.
  expect(await pagesSite.remote('rollback', 'studio')).toContain('studio rolled back to');
  await page.reload();
  await expect(shell.heading('Page not found')).toBeVisible();

  // As a canary, the page is there only for the browsers on the canary's side.
  await pagesSite.remote('deploy', 'studio', '--dist', pagesSite.withPage, '--canary', '100');
  await page.reload();
  await expect(shell.heading(INSIGHTS_TITLE)).toBeVisible();
  await pagesSite.remote('rollback', 'studio');
  await pagesSite.remote('deploy', 'studio', '--dist', pagesSite.withPage, '--canary', '0');
  await page.reload();
  await expect(shell.heading('Page not found')).toBeVisible();
});

test('a fifth remote joins through the deployment file alone: its page works cold and by navigation, and leaves with its rollback', async ({
  page,
  pagesSite,
}) => {
  const shell = new ShellFrame(page);
  await page.goto('/events');
  await expect(shell.heading('Page not found')).toBeVisible();

  const printed = await pagesSite.remote('deploy', 'events', '--dist', pagesSite.events);
  expect(printed).toMatch(/events \S+ is live: \/remotes\/events\/\S+\/mf-manifest\.json/);
  expect(await pagesSite.remote('status')).toMatch(/^events\s+\S+\s+\/remotes\/events\//m);

  // Cold, with the server's hints for it, as for any remote's page.
  const shellPage = await page.request.get('/events', { headers: { accept: 'text/html' } });
  expect(await shellPage.text()).toMatch(
    /<link rel="preload" as="script" href="\/remotes\/events\/[^/"]+\/page-events\.[0-9a-f]+\.js"/,
  );
  await page.reload();
  await expect(shell.heading('Community events')).toBeVisible();
  await expect(page.getByText('No events yet')).toBeVisible();

  await page.goto('/explore');
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await navigateInApp(page, '/events');
  await expect(shell.heading('Community events')).toBeVisible();

  expect(await pagesSite.remote('rollback', 'events')).toContain('events rolled back');
  await page.reload();
  await expect(shell.heading('Page not found')).toBeVisible();
});
