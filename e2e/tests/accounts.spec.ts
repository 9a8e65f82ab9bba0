import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { addVirtualAuthenticator } from '../support/passkeys';
import { newUser, openSignedIn, registerByApi, signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import type { Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
const TOTP_STEP_SECONDS = 30;
mkdirSync(SCREENS_DIR, { recursive: true });

/** The authenticator app's code for the time step `step` (as a phone would show it then). */
const codeAt = (secret: string, step: number) =>
  generate({ secret, epoch: step * TOTP_STEP_SECONDS });
const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);

async function typeCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a forgotten password: the mailed link sets a new one and signs in; the old one and the link stop working', async ({
  page,
}) => {
  const person = newUser('forgetful');
  await registerByApi(page.request, person);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account uses this address, we sent a link')).toBeVisible();

  const mail = await waitForMail(person.email, /password/i);
  expect(mail.html, 'the mail has an HTML part beside the text').toBeTruthy();
  const link = linkIn(mail, '/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'reset-password-1280.png') });
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-one-8');
  await page.getByLabel('Confirm new password').fill('a-brand-new-one-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('button', { name: `Account menu for ${person.username}` }),
  ).toBeVisible();

  // The link was used up, and the old password no longer signs in.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  const old = await page.request.post('/api/v1/users/login', {
    data: { username: person.username, password: person.password },
  });
  expect(old.status()).toBe(401);
});

test('two-factor sign-in: turned on with an authenticator app, then signing in asks for its code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = await signedIn(page, 'twofactor', '/settings/security');
  const shell = new ShellFrame(page);
  const section = shell.main.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await dialog.getByLabel('Password').fill(person.password);
  const setup = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/users/two-factor/totp/setup'),
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const { data } = (await (await setup).json()) as { data: { secret: string } };
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const enabledAt = currentStep();
  await dialog.getByLabel(/code/i).fill(await codeAt(data.secret, enabledAt));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'recovery-codes-1280.png') });
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(section).toContainText('On');

  await shell.logout(person.username);
  await shell.expectSignedOut();
  await typeCredentials(page, person.username, person.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'second-factor-1280.png') });
  // The code of the next time step: the one used to turn it on is never accepted twice.
  await page.getByLabel('Authentication code').fill(await codeAt(data.secret, enabledAt + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('button', { name: `Account menu for ${person.username}` }),
  ).toBeVisible();

  await page.goto('/settings/sessions');
  await expect(
    shell.main.getByText('Signed in with a password and an authenticator app'),
  ).toBeVisible();
});

test.describe('on localhost', () => {
  // A passkey belongs to a domain name, never an IP address: without PUBLIC_URL the site's
  // passkeys are made for localhost, which is how a person reaches a site on their own machine.
  test.use({
    baseURL: async ({}, use) => {
      const url = process.env.E2E_BASE_URL;
      if (!url) throw new Error('E2E_BASE_URL is not set.');
      await use(url.replace('127.0.0.1', 'localhost'));
    },
  });

  test('a passkey added in Settings signs in alone, without a username or password', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);

    const person = await signedIn(page, 'passkey', '/settings/security');
    const shell = new ShellFrame(page);
    await shell.main.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Test laptop');
    await dialog.getByLabel('Password').fill(person.password);
    await dialog.getByRole('button', { name: /Add|Continue|Create/ }).click();
    const passkeys = shell.main.getByRole('list', { name: 'Passkeys' });
    await expect(passkeys).toContainText('Test laptop');

    await shell.logout(person.username);
    await shell.expectSignedOut();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByRole('button', { name: `Account menu for ${person.username}` }),
    ).toBeVisible();
    await openSignedIn(page, person.username, '/settings/sessions');
    await expect(shell.main.getByText('Signed in with a passkey', { exact: true })).toBeVisible();
  });
});
