import { expect, test } from '../support/fixtures';
import { buildRemoteVariant, patchedCopyOfRemote } from '../support/remote-builds';
import { distOf, REMOTES } from '../support/site';
import { serveStatic, type StaticOrigin } from '../support/static-origin';
import { signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

type Deployment = Record<(typeof REMOTES)[number], string>;

const sameOriginDeployment = (): Deployment => ({
  watch: '/remotes/watch/mf-manifest.json',
  community: '/remotes/community/mf-manifest.json',
  studio: '/remotes/studio/mf-manifest.json',
  library: '/remotes/library/mf-manifest.json',
});

/** The browser fetches the deployment file on each load; answering it differently is a redeploy. */
async function deploy(page: Page, deployment: Deployment): Promise<void> {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: deployment, headers: { 'cache-control': 'no-cache' } }),
  );
}

const fallback = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('remotes served from their own origins', () => {
  const origins = new Map<string, StaticOrigin>();
  const extra: StaticOrigin[] = [];

  test.beforeAll(async () => {
    for (const remote of REMOTES) origins.set(remote, await serveStatic(distOf(`mfe-${remote}`)));
  });

  test.afterAll(async () => {
    await Promise.all([...origins.values(), ...extra].map((origin) => origin.close()));
  });

  const crossOrigin = (): Deployment => {
    const deployment = sameOriginDeployment();
    for (const remote of REMOTES) {
      const origin = origins.get(remote);
      if (!origin) throw new Error(`${remote} is not served.`);
      deployment[remote] = `${origin.url}/mf-manifest.json`;
    }
    return deployment;
  };

  test('the whole site works with every remote on another origin', async ({ page }) => {
    const deployment = crossOrigin();
    await deploy(page, deployment);
    const fromOrigins = new Set<string>();
    const fromSiteRemotes: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if ([...origins.values()].some((origin) => origin.url === url.origin) && response.ok()) {
        fromOrigins.add(url.origin);
      }
      if (url.pathname.startsWith('/remotes/')) fromSiteRemotes.push(url.pathname);
    });

    const user = await signedIn(page, 'xorigin');
    const shell = new ShellFrame(page);
    await expect(shell.main.getByRole('heading', { name: 'Latest Movie Trailers' })).toBeVisible();
    await shell.sidebarLink('Community').click();
    await expect(shell.heading('Your Feed')).toBeVisible();
    await shell.sidebarLink('Playlists').click();
    await expect(shell.heading('My Playlists')).toBeVisible();
    await shell.accountButton(user.username).click();
    await page.getByRole('menuitem', { name: 'Studio' }).click();
    await expect(shell.heading('Creator Dashboard')).toBeVisible();

    expect(fromOrigins.size).toBe(REMOTES.length);
    expect(fromSiteRemotes).toEqual([]);
    await expect(fallback(page)).toHaveCount(0);
  });

  test('a remote that is down shows its fallback only, and Retry recovers it', async ({ page }) => {
    await deploy(page, crossOrigin());
    const community = origins.get('community');
    if (!community) throw new Error('community is not served.');
    const manifest = `${community.url}/mf-manifest.json`;
    await page.route(manifest, (route) => route.abort('connectionrefused'));

    await page.goto('/community');
    const shell = new ShellFrame(page);
    await expect(fallback(page)).toBeVisible({ timeout: 20_000 });
    await expect(fallback(page).getByRole('heading')).toHaveText('This section is unavailable right now');
    await expect(fallback(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.loginLink).toBeVisible();

    // The rest of the site carries on: sidebar to Explore (mfe-watch), search from the top bar.
    await shell.sidebarLink('Explore').click();
    await expect(shell.heading('Explore All Videos')).toBeVisible();
    await shell.search('music');
    await expect(shell.heading('Results for: "music"')).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);

    await shell.sidebarLink('Community').click();
    await expect(fallback(page)).toBeVisible({ timeout: 20_000 });
    await page.unroute(manifest);
    await fallback(page).getByRole('button', { name: 'Retry' }).click();
    await expect(shell.heading('Community')).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test('a redeployed remote shows its change with only the deployment file edited', async ({ page }) => {
    const marker = 'Community (redeployed build 2)';
    const copy = patchedCopyOfRemote('community', '"Your Feed":"Community"', `"Your Feed":"${marker}"`);
    const redeployed = await serveStatic(copy);
    extra.push(redeployed);

    const shell = new ShellFrame(page);
    await deploy(page, crossOrigin());
    await page.goto('/community');
    await expect(shell.heading('Community')).toBeVisible();

    await page.unroute('**/remotes.json');
    await deploy(page, { ...crossOrigin(), community: `${redeployed.url}/mf-manifest.json` });
    await page.reload();
    await expect(shell.heading(marker)).toBeVisible();
    await shell.sidebarLink('Explore').click();
    await expect(shell.heading('Explore All Videos')).toBeVisible();
  });

  test('a remote built against another major of the shared package shows the named error', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const clashDir = await buildRemoteVariant('community', { KINORA_SHARED_REQUIRED_VERSION: '^2.0.0' });
    const clash = await serveStatic(clashDir);
    extra.push(clash);

    await deploy(page, { ...crossOrigin(), community: `${clash.url}/mf-manifest.json` });
    await page.goto('/community');
    await expect(fallback(page).getByRole('heading')).toHaveText('This section needs an update', {
      timeout: 20_000,
    });
    await expect(fallback(page)).toContainText('Contract mismatch');
    const shell = new ShellFrame(page);
    await shell.sidebarLink('Home').click();
    await expect(shell.main.getByRole('heading', { name: 'Latest Movie Trailers' })).toBeVisible();
  });
});
