import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as siteTest } from '../support/fixtures';
import { patchedCopyOfRemote, remoteTool } from '../support/remote-builds';
import { REMOTES, startSiteWithAdmin, stopSite, type SiteWithAdmin } from '../support/site';
import { seriousViolations } from '../support/axe';
import { newUser, registerAccount, signedIn, signIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const V1_HEADING = /^Creator Dashboard$/;
const V2_TITLE = 'Creator Dashboard (build 2)';
const DASHBOARD = '/creator/dashboard';

interface DeploySite extends SiteWithAdmin {
  deployDir: string;
  /** The second studio build: the built one with its dashboard title changed. */
  v2Dist: string;
  /** `pnpm remote …` against this site, as a team would run it; its printed output. */
  remote: (...args: string[]) => Promise<string>;
}

/**
 * A site of its own, started with a deploy root (WEB_DEPLOY_DIR) the tool switches and an admin,
 * so deploying here never changes what the other specs load.
 */
const test = siteTest.extend<object, { deploySite: DeploySite }>({
  deploySite: [
    async ({}, use) => {
      const deployDir = mkdtempSync(path.join(tmpdir(), 'kinora-e2e-deploy-'));
      const v2Dist = patchedCopyOfRemote('studio', '"Creator Dashboard"', `"${V2_TITLE}"`);
      const site = await startSiteWithAdmin({ WEB_DEPLOY_DIR: deployDir });
      const remote = remoteTool(deployDir, site.url);
      try {
        await use({ ...site, deployDir, v2Dist, remote });
      } finally {
        await stopSite(site);
        rmSync(deployDir, { recursive: true, force: true });
        rmSync(v2Dist, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ deploySite }, use) => use(deploySite.url),
});

// Each step starts from what the one before deployed, as a team's deploys do.
test.describe.configure({ mode: 'serial' });

async function deploymentFile(request: APIRequestContext): Promise<Record<string, unknown>> {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Opens the studio's dashboard signed in as a new person; the account lives in the browser. */
async function openDashboard(page: Page, prefix: string): Promise<ShellFrame> {
  const user = newUser(prefix);
  await registerAccount(page.request, user);
  await signIn(page, user, DASHBOARD);
  return new ShellFrame(page);
}

/** The banner is on screen and clear of the fixed top bar, which would otherwise hide it. */
async function expectBannerInSight(page: Page, banner: Locator, shell: ShellFrame): Promise<void> {
  const bannerBox = await banner.boundingBox();
  const topBarBox = await shell.topBar.boundingBox();
  const viewport = page.viewportSize();
  if (!bannerBox || !topBarBox || !viewport)
    throw new Error('The banner or top bar is not laid out.');
  expect(bannerBox.y).toBeGreaterThanOrEqual(topBarBox.y + topBarBox.height);
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(viewport.height);
  expect(
    await banner.evaluate((node) => {
      const { left, top, width, height } = node.getBoundingClientRect();
      return node.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    }),
  ).toBe(true);
}

test('a studio deploy reaches the next page load and leaves the other remotes alone', async ({
  page,
  deploySite,
}) => {
  const shell = await openDashboard(page, 'deploy');
  await expect(shell.heading(V1_HEADING)).toBeVisible();
  const before = await deploymentFile(page.request);

  // The page stays open while the studio team deploys.
  const printed = await deploySite.remote('deploy', 'studio', '--dist', deploySite.v2Dist);
  expect(printed).toMatch(/studio \S+ is live: \/remotes\/studio\/\S+\/mf-manifest\.json/);
  await expect(shell.heading(V1_HEADING)).toBeVisible();

  await page.reload();
  await expect(shell.heading(V2_TITLE)).toBeVisible();
  const after = await deploymentFile(page.request);
  expect(after.studio).toMatch(/^\/remotes\/studio\/[^/]+\/mf-manifest\.json$/);
  expect(after.studio).not.toEqual(before.studio);
  for (const other of REMOTES.filter((remote) => remote !== 'studio')) {
    expect(after[other], `${other} in remotes.json`).toEqual(before[other]);
  }
  // The other screens still load their (unchanged) remotes.
  await shell.sidebarLink('Explore').click();
  await expect(shell.heading('Explore All Videos')).toBeVisible();

  // The same build again changes nothing.
  expect(await deploySite.remote('deploy', 'studio', '--dist', deploySite.v2Dist)).toContain(
    'is already live: nothing changed.',
  );
});

test('a rollback brings the previous studio back on the next load', async ({
  page,
  deploySite,
}) => {
  const shell = await openDashboard(page, 'rollback');
  await expect(shell.heading(V2_TITLE)).toBeVisible();
  expect(await deploySite.remote('rollback', 'studio')).toContain('studio rolled back to');
  await page.reload();
  await expect(shell.heading(V1_HEADING)).toBeVisible();
  expect((await deploymentFile(page.request)).studio).toBe('/remotes/studio/mf-manifest.json');
});

test('a canary at 100 % reaches this browser and one at 0 % does not', async ({
  page,
  deploySite,
}) => {
  // Four deploy commands, each a process of its own, with a reload after two: 26 s beside one
  // other test, 66 s in the full suite on two cores.
  test.setTimeout(180_000);
  const shell = await openDashboard(page, 'canary');
  await expect(shell.heading(V1_HEADING)).toBeVisible();

  await deploySite.remote('deploy', 'studio', '--dist', deploySite.v2Dist, '--canary', '100');
  expect((await deploymentFile(page.request)).studio).toMatchObject({
    stable: '/remotes/studio/mf-manifest.json',
    percent: 100,
  });
  await page.reload();
  await expect(shell.heading(V2_TITLE)).toBeVisible();

  // Dropping the canary, then running it at 0 %: every browser stays on the stable side.
  await deploySite.remote('rollback', 'studio');
  await deploySite.remote('deploy', 'studio', '--dist', deploySite.v2Dist, '--canary', '0');
  expect((await deploymentFile(page.request)).studio).toMatchObject({ percent: 0 });
  await page.reload();
  await expect(shell.heading(V1_HEADING)).toBeVisible();
  expect(await deploySite.remote('status')).toMatch(/studio .* canary \S+ at 0 %/);
});

test('an admin’s override loads another studio build in this browser, with a banner and a reset', async ({
  page,
  deploySite,
}) => {
  const stable = (await deploymentFile(page.request)).studio as { canary: string };
  const overrideUrl = new URL(stable.canary, deploySite.url).href;

  // Anyone else is refused: a visitor with 401, a signed-in non-admin with 403.
  const body = { remote: 'studio', url: overrideUrl };
  expect((await page.request.put('/api/v1/platform/override', { data: body })).status()).toBe(401);
  const other = await registerAccount(page.request, newUser('notadmin'));
  const refused = await page.request.put('/api/v1/platform/override', {
    data: body,
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await deploymentFile(page.request)).not.toHaveProperty('overrides');

  // The override is for a browser signed in to the admin's account: this one signs in first
  // (its device cookie and session are what the override is bound to).
  const login = await page.request.post('/api/v1/users/login', {
    data: { username: deploySite.admin.username, password: deploySite.admin.password },
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const apiEntry = await page.request.put('/api/v1/platform/override', {
    data: { remote: 'api', url: overrideUrl },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(apiEntry.status()).toBe(400);
  const set = await page.request.put('/api/v1/platform/override', {
    data: body,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(set.status()).toBe(200);

  await signIn(page, deploySite.admin, DASHBOARD);
  const shell = new ShellFrame(page);
  const banner = page.getByRole('status').filter({ hasText: 'Remote override active' });
  await expect(banner).toHaveText(`Remote override active: studio → ${overrideUrl}Reset`);
  await expect(shell.heading(V2_TITLE)).toBeVisible();
  await expectBannerInSight(page, banner, shell);
  await page.screenshot({ path: test.info().outputPath('override-banner-1280.png') });

  // On every page, not only the overridden remote's.
  await shell.sidebarLink('Explore').click();
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await expect(banner).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DASHBOARD);
  await expect(shell.heading(V2_TITLE)).toBeVisible();
  await expectBannerInSight(page, banner, shell);
  await page.screenshot({ path: test.info().outputPath('override-banner-390.png') });

  await banner.getByRole('button', { name: 'Reset' }).click();
  await expect(shell.heading(V1_HEADING)).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await deploymentFile(page.request)).not.toHaveProperty('overrides');
});

test('the platform page shows live builds and deploys to admins only, and counts a forced load failure', async ({
  page,
  deploySite,
}) => {
  // A signed-in person who is not an admin is told so, and sees no platform data.
  await signedIn(page, 'viewer', '/platform');
  await expect(page.getByText('For the site’s administrators')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Remotes' })).toHaveCount(0);

  await signIn(page, deploySite.admin, '/platform');
  const shell = new ShellFrame(page);
  await expect(shell.heading('Platform')).toBeVisible();
  const remotes = page.getByRole('region', { name: 'Remotes' });
  const row = (name: string) =>
    remotes.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  // What the steps above left live: the studio beside the shell, with build 2 as a 0 % canary.
  const studio = (await deploymentFile(page.request)).studio as { canary: string };
  const canaryVersion = /\/remotes\/studio\/([^/]+)\/mf-manifest\.json$/.exec(studio.canary)?.[1];
  expect(canaryVersion).toBeTruthy();
  await expect(row('studio')).toContainText('Built with the shell');
  await expect(row('studio')).toContainText(`${canaryVersion} at 0 %`);
  await expect(row('watch')).toContainText('Built with the shell');
  const history = page.getByRole('region', { name: 'Deploy history' }).getByRole('row');
  await expect(history.nth(1)).toContainText('Canary');
  await expect(history.nth(1)).toContainText('e2e');
  // The header, then the five switches above: deploy, rollback, canary, rollback, canary.
  await expect(history).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('platform-1280.png'), fullPage: true });

  // Beacons sent while a page unloads do not show up as requests to the test: each one the page
  // hands the browser is noted in sessionStorage, which outlives the reload.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const taken = send(url, data);
      const noted = JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[];
      noted.push({ url: String(url), body: typeof data === 'string' ? data : '', taken });
      sessionStorage.setItem('e2e-beacons', JSON.stringify(noted));
      return taken;
    };
  });
  // The form sends this browser's library to a build that is not there.
  const missing = new URL('/remotes/library/0.0.0-missing/mf-manifest.json', deploySite.url).href;
  await page.getByRole('radio', { name: 'library' }).click();
  await page.getByLabel('Manifest URL').fill(missing);
  await page.getByRole('button', { name: 'Load in this browser' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Remote override active' });
  await expect(banner).toContainText(`library → ${missing}`);

  await shell.sidebarLink('History').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' }),
  ).toBeVisible();

  // Leaving the page (Reset loads it again) sends the report with sendBeacon.
  await banner.getByRole('button', { name: 'Reset' }).click();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/v1/platform/remote-loads', {
        headers: { authorization: `Bearer ${deploySite.adminToken}` },
      });
      const body = (await response.json()) as {
        data: { unknown: { remote: string; failuresByKind: Record<string, number> }[] };
      };
      // A build the deployment file does not name is counted apart from the live library's.
      return body.data.unknown.find((stats) => stats.remote === 'library')?.failuresByKind;
    })
    .toEqual({ network: 1 });
  const beacons = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('e2e-beacons'))) ?? '[]',
  ) as { url: string; body: string; taken: boolean }[];
  const reports = beacons
    .filter((beacon) => beacon.url.endsWith('/api/v1/platform/remote-loads') && beacon.taken)
    .flatMap((beacon) => (JSON.parse(beacon.body) as { loads: object[] }).loads);
  expect(reports).toContainEqual(
    expect.objectContaining({
      remote: 'library',
      url: missing,
      outcome: 'failed',
      failureKind: 'network',
    }),
  );

  await page.goto('/platform');
  const unknown = page.getByRole('region', { name: 'Unknown builds' });
  const unknownLibrary = unknown
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'library', exact: true }) });
  await expect(unknownLibrary).toContainText(/1 of \d+ \(\d+(\.\d)?%\)/);
  await expect(unknownLibrary).toContainText('network 1');
  await expect(row('library')).not.toContainText('network');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('platform-390.png'), fullPage: true });
});
