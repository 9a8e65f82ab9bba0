import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant, patchedCopyOfRemote } from '../support/remote-builds';
import { distOf, HOST_NAME, remoteFolder, REMOTES, repoRoot } from '../support/site';
import { serveStatic, type StaticOrigin } from '../support/static-origin';
import { signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

type Deployment = Record<(typeof REMOTES)[number], string>;

const sameOriginDeployment = (): Deployment =>
  Object.fromEntries(
    REMOTES.map((remote) => [remote, `/remotes/${remote}/mf-manifest.json`]),
  ) as Deployment;

/** The browser fetches the deployment file on each load; answering it differently is a redeploy. */
async function deploy(page: Page, deployment: Deployment): Promise<void> {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: deployment, headers: { 'cache-control': 'no-cache' } }),
  );
}

const fallback = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('remotes served from their own origins', () => {
  // These tests redeploy in the browser only (the deployment file is answered by page.route), so
  // the server's Content-Security-Policy, built from the deployment file on its disk, does not
  // name the other origins: it is set aside here, and the last test shows it at work.
  test.use({ bypassCSP: true });
  const origins = new Map<string, StaticOrigin>();
  const extra: StaticOrigin[] = [];
  const copies: string[] = [];

  test.beforeAll(async () => {
    for (const remote of REMOTES)
      origins.set(remote, await serveStatic(distOf(remoteFolder(remote))));
  });

  test.afterAll(async () => {
    await Promise.all([...origins.values(), ...extra].map((origin) => origin.close()));
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
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
    // The server hints the remotes of the deployment file on its disk, which this test replaces
    // in the browser only: those early downloads are not loads of the site's remotes.
    const hinted = await page
      .locator('link[rel=preload], link[rel=modulepreload]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(fromSiteRemotes.filter((pathname) => !hinted.includes(pathname))).toEqual([]);
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
    await expect(fallback(page).getByRole('heading')).toHaveText(
      'This section is unavailable right now',
    );
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

  test('a redeployed remote shows its change with only the deployment file edited', async ({
    page,
  }) => {
    const marker = 'Community (redeployed build 2)';
    const copy = patchedCopyOfRemote(
      'community',
      '"Your Feed":"Community"',
      `"Your Feed":"${marker}"`,
    );
    copies.push(copy);
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

  test.describe('version skew of the shared package', () => {
    // Real production builds of one remote, each recording another @kinora/shared version as the
    // one it was built with; the shell stays the site's own build of the current version. A
    // remote built for the next major is refused the same way, by the same range check: the
    // shell's runtime tests cover the message it gets.
    const sharedPackage = JSON.parse(
      readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
    ) as { version: string };
    const [major = 0, minor = 0] = sharedPackage.version.split('.').map(Number);
    const [, , patch = 0] = sharedPackage.version.split('.').map(Number);
    // The first release of a major has no older minor: a release candidate of it is older.
    const olderSameMajor = minor > 0 || patch > 0 ? `${major}.0.0` : `${major}.0.0-rc.1`;
    const newerSameMajor = `${major}.${minor + 1}.0`;

    async function deployCommunityBuiltWith(page: Page, version: string): Promise<void> {
      test.setTimeout(600_000);
      const dir = await buildRemoteVariant('community', { KINORA_SHARED_VERSION: version });
      const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string; requiredVersion?: string }[];
      };
      // The build records the least version it needs: exactly the one it was built with.
      expect(
        manifest.shared.find((entry) => entry.name === '@kinora/shared')?.requiredVersion,
      ).toBe(`^${version}`);
      const origin = await serveStatic(dir);
      extra.push(origin);
      await deploy(page, { ...crossOrigin(), community: `${origin.url}/mf-manifest.json` });
    }

    async function expectRefusedThenRestOfSiteWorks(page: Page, needs: string): Promise<void> {
      await page.goto('/community');
      await expect(fallback(page).getByRole('heading')).toHaveText('This section needs an update', {
        timeout: 20_000,
      });
      await expect(fallback(page)).toContainText('Contract mismatch');
      await expect(fallback(page)).toContainText(
        `The site runs @kinora/shared ${sharedPackage.version}; it needs ${needs}.`,
      );
      const shell = new ShellFrame(page);
      await shell.sidebarLink('Home').click();
      await expect(
        shell.main.getByRole('heading', { name: 'Latest Movie Trailers' }),
      ).toBeVisible();
    }

    test('a remote built against a newer minor is refused under the older shell', async ({
      page,
    }) => {
      await deployCommunityBuiltWith(page, newerSameMajor);
      await expectRefusedThenRestOfSiteWorks(page, `^${newerSameMajor}`);
    });

    test('a remote built against an older release of the same major works under the newer shell', async ({
      page,
    }) => {
      expect(olderSameMajor, 'an older release of the same major').not.toBe(sharedPackage.version);
      await deployCommunityBuiltWith(page, olderSameMajor);
      await page.goto('/community');
      await expect(new ShellFrame(page).heading('Community')).toBeVisible({ timeout: 20_000 });
      await expect(fallback(page)).toHaveCount(0);
    });
  });

  test.describe('with the shell page’s Content-Security-Policy', () => {
    test.use({ bypassCSP: false });

    test('a remote on an origin the deployment file does not name is blocked, and only its area says so', async ({
      page,
    }) => {
      const community = origins.get('community');
      if (!community) throw new Error('community is not served.');
      const blocked: string[] = [];
      await page.exposeFunction('__kinoraBlocked', (uri: string) => blocked.push(uri));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { __kinoraBlocked: (uri: string) => void }).__kinoraBlocked(
            event.blockedURI,
          ),
        );
      });
      // The browser is told of another origin; the server's file (and so its policy) is not.
      await deploy(page, {
        ...sameOriginDeployment(),
        community: `${community.url}/mf-manifest.json`,
      });
      await page.goto('/community');
      await expect(fallback(page)).toBeVisible({ timeout: 20_000 });
      expect(blocked.some((uri) => uri.startsWith(community.url))).toBe(true);
      const shell = new ShellFrame(page);
      await shell.sidebarLink('Explore').click();
      await expect(shell.heading('Explore All Videos')).toBeVisible();
    });
  });
});

interface ShareEntry {
  version?: string;
  from?: string;
  loaded?: boolean;
  useIn?: string[];
}

test('one session across all four remotes loads each singleton exactly once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (
      ['warning', 'error'].includes(message.type()) &&
      /version|instance|singleton|shared module|share scope/i.test(message.text())
    ) {
      warnings.push(message.text());
    }
  });
  const user = await signedIn(page, 'single');
  const shell = new ShellFrame(page);
  await expect(shell.main.getByRole('heading', { name: 'Latest Movie Trailers' })).toBeVisible();
  // In-page navigation only: a reload would start a new federation runtime.
  await shell.sidebarLink('Community').click();
  await expect(shell.heading('Your Feed')).toBeVisible();
  await shell.sidebarLink('Playlists').click();
  await expect(shell.heading('My Playlists')).toBeVisible();
  await shell.accountButton(user.username).click();
  await page.getByRole('menuitem', { name: 'Studio' }).click();
  await expect(shell.heading('Creator Dashboard')).toBeVisible();

  const registry = await page.evaluate(() => {
    const federation = (globalThis as { __FEDERATION__?: Record<string, unknown> }).__FEDERATION__;
    const instances = (federation?.__INSTANCES__ as { name: string }[] | undefined) ?? [];
    const share = (federation?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, Record<string, ShareEntry>>>
    >;
    // Every instance's scope map points at the same entries: count distinct entry objects.
    const entries = new Map<string, Set<ShareEntry>>();
    for (const scopes of Object.values(share)) {
      for (const libraries of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(libraries)) {
          for (const entry of Object.values(versions)) {
            if (!entries.has(name)) entries.set(name, new Set());
            entries.get(name)?.add(entry);
          }
        }
      }
    }
    const packages: Record<
      string,
      { version: string; loaded: boolean; from: string; useIn: string[] }[]
    > = {};
    for (const [name, distinct] of entries) {
      packages[name] = [...distinct].map((entry) => ({
        version: entry.version ?? '',
        loaded: entry.loaded === true,
        from: entry.from ?? '',
        useIn: entry.useIn ?? [],
      }));
    }
    return { instances: instances.map((instance) => instance.name), packages };
  });

  const everyApp = [HOST_NAME, ...REMOTES].sort();
  expect(registry.instances.sort()).toEqual(everyApp);
  for (const name of ['react', 'react-dom', 'styled-components', '@kinora/shared']) {
    const copies = registry.packages[name] ?? [];
    expect(
      copies.filter((copy) => copy.loaded),
      `${name} loaded copies`,
    ).toHaveLength(1);
    expect(copies, `${name} versions in the share scope`).toHaveLength(1);
    expect(copies[0]?.from, `${name} provider`).toBe(HOST_NAME);
  }
  // These ship inside @kinora/shared, so no app offers or takes a copy of its own.
  for (const name of ['react-router-dom', 'axios', 'react-toastify', 'zustand'])
    expect(registry.packages[name], `${name} in the share scope`).toBeUndefined();
  // Every app consumed the one copy the shell provided. React reaches a page through its JSX
  // runtime (`react/jsx-runtime`, a share of its own) even where no module imports `react`.
  const usersOf = (...names: string[]) =>
    [
      ...new Set(
        names.flatMap((name) => (registry.packages[name] ?? []).flatMap((copy) => copy.useIn)),
      ),
    ].sort();
  expect(usersOf('react', 'react/jsx-runtime'), 'react users').toEqual(everyApp);
  expect(usersOf('@kinora/shared'), '@kinora/shared users').toEqual(everyApp);
  expect(warnings).toEqual([]);
});
