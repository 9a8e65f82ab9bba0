import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerAccount, registerByApi, signIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** A French catalogue of the site: the tests read the words the site shows from it. */
function frenchOf(catalogue: string): (english: string) => string {
  const entries = JSON.parse(readFileSync(path.join(ROOT, catalogue), 'utf8')) as Record<
    string,
    string
  >;
  return (english) => {
    const french = entries[english];
    if (!french) throw new Error(`${catalogue} has no French for "${english}"`);
    return french;
  };
}

const shell = frenchOf('shell/src/locales/fr.json');
const shared = frenchOf('shared/src/locales/fr.json');
const studio = frenchOf('mfe-studio/src/locales/fr.json');
const watch = frenchOf('mfe-watch/src/locales/fr.json');
const server = frenchOf('server/src/locales/fr.json');

const pageLanguage = (page: Page) => page.locator('html').getAttribute('lang');

async function lookAt(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: false });
}

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the site in French: the page the server draws, the apps and the messages', async ({
    page,
    request,
  }) => {
    const owner = newUser('francais');
    const token = await registerByApi(request, owner);
    await uploadByApi(request, token, 'Une vidéo pour tout le monde');

    // The page as the server sends a visitor (the API context above holds the owner's session),
    // before any script: its language and its first screen.
    const sent = await page.request.get('/', {
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    const html = await sent.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(shared('From the community'));
    expect(sent.headers()['vary']).toContain('Accept-Language');

    await page.goto('/');
    expect(await pageLanguage(page)).toBe('fr');
    const frame = new ShellFrame(page);
    await expect(
      frame.sidebar.getByRole('link', { name: shell('Home'), exact: true }),
    ).toBeVisible();
    await expect(
      frame.topBar.getByRole('link', { name: shell('Login'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: shared('From the community') })).toBeVisible();
    // Counts and dates are French too: "1 vue", "il y a …".
    await expect(page.getByText(/il y a|à l’instant/).first()).toBeVisible();
    await expect(page.getByText('Une vidéo pour tout le monde').first()).toBeVisible();
    await lookAt(page, 'french-home-1280');

    // The server's own message, in the language the app asks for.
    await page.goto('/login');
    const login = page.getByRole('main');
    await expect(login.getByRole('heading', { name: shell('Welcome Back') })).toBeVisible();
    await login.getByLabel(shell('Email or username')).fill(owner.email);
    await login.getByLabel(shell('Password'), { exact: true }).fill('not the password');
    await login.getByRole('button', { name: shell('Login'), exact: true }).click();
    await expect(login.getByText(server('Invalid email or password.'))).toBeVisible();
  });

  test('reads well on a phone', async ({ page, request }) => {
    const owner = newUser('telephone');
    const token = await registerByApi(request, owner);
    const videoId = await uploadByApi(request, token, 'Regarder sur un téléphone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/watch/${videoId}`);
    await expect(page.getByRole('button', { name: watch('Share') })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Regarder sur un téléphone' })).toBeVisible();
    await lookAt(page, 'french-watch-390');
  });
});

test('a visitor chooses French in the settings menu, and English again', async ({ page }) => {
  await page.goto('/');
  const frame = new ShellFrame(page);
  await expect(frame.sidebarLink('Home')).toBeVisible();
  expect(await pageLanguage(page)).toBe('en');

  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu', { name: 'Settings' });
  await expect(menu.getByRole('group', { name: 'Language' })).toBeVisible();
  // Each language is named in itself.
  await menu.getByRole('menuitemradio', { name: 'Français' }).click();

  // The page reloads in French, and stays French on the next visit.
  await expect(frame.sidebar.getByRole('link', { name: shell('Home'), exact: true })).toBeVisible();
  expect(await pageLanguage(page)).toBe('fr');
  await page.goto('/explore');
  await expect(
    page.getByRole('heading', { name: shared('Explore All Videos'), exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: shell('Settings') }).click();
  const french = page.getByRole('menu', { name: shell('Settings') });
  await expect(french.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await french.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(frame.sidebarLink('Home')).toBeVisible();
  expect(await pageLanguage(page)).toBe('en');
});

test('a signed-in person chooses the language under Settings → Account', async ({
  page,
  request,
}) => {
  const user = newUser('langue');
  await registerAccount(request, user);
  await signIn(page, user, '/settings/account');
  const main = page.getByRole('main');
  const language = main.getByRole('combobox', { name: 'Language', exact: true });
  await expect(language).toHaveValue('en');
  await language.selectOption('fr');

  await expect(main.getByRole('combobox', { name: studio('Language'), exact: true })).toHaveValue(
    'fr',
  );
  expect(await pageLanguage(page)).toBe('fr');
  await expect(main.getByRole('heading', { level: 1, name: studio('Settings') })).toBeVisible();
  // The account menu speaks French too.
  const accountMenu = shell('Account menu for {{username}}').replace('{{username}}', user.username);
  await page.getByRole('button', { name: accountMenu }).click();
  await expect(page.getByRole('menuitem', { name: shell('Logout') })).toBeVisible();
  await lookAt(page, 'french-settings-1280');
});
