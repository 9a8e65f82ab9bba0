import { randomBytes } from 'node:crypto';
import { linkIn, waitForMail } from './mail';
import type { APIRequestContext, Page } from '@playwright/test';

export interface TestUser {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/** A fresh person per test: names never collide across tests, workers or runs. */
export function newUser(prefix = 'user'): TestUser {
  const tag =
    `${prefix.slice(0, 8)}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toLowerCase();
  return {
    username: tag,
    fullName: `${prefix[0]?.toUpperCase() ?? 'U'}${prefix.slice(1)} ${tag.slice(-6)}`,
    email: `${tag}@e2e.kinora.test`,
    password: 'correct-horse-7',
  };
}

interface RegisterBody {
  data?: { user?: { _id?: string }; accessToken?: string };
}

/**
 * Registers through the API with the page's own request context, so the refresh and XSRF
 * cookies land in the browser's jar exactly as a UI sign-up would leave them.
 */
export async function registerByApi(request: APIRequestContext, user: TestUser): Promise<string> {
  return (await registerAccount(request, user)).token;
}

/** As `registerByApi`, also giving the new user's id. */
export async function registerAccount(
  request: APIRequestContext,
  user: TestUser,
): Promise<{ token: string; id: string }> {
  const response = await request.post('/api/v1/users/register', { data: user });
  if (response.status() !== 201) {
    throw new Error(
      `Registering ${user.username} answered ${response.status()}: ${await response.text()}`,
    );
  }
  const body = (await response.json()) as RegisterBody;
  const token = body.data?.accessToken;
  const id = body.data?.user?._id;
  if (!token || !id) throw new Error('The register response carried no access token or user id.');
  return { token, id };
}

/**
 * Signs `user` in through the API with the page's own request context, so the refresh and XSRF
 * cookies land in the browser's jar, then opens `path`: the page restores the session from the
 * cookie as after any sign-in (the access token lives in the page's memory only).
 */
export async function signIn(
  page: Page,
  user: Pick<TestUser, 'username' | 'password'>,
  path = '/',
): Promise<void> {
  const response = await page.request.post('/api/v1/users/login', {
    data: { username: user.username, password: user.password },
  });
  if (!response.ok()) {
    throw new Error(
      `Signing ${user.username} in answered ${response.status()}: ${await response.text()}`,
    );
  }
  await openSignedIn(page, user.username, path);
}

/** Opens `path` in a page whose browser already holds the session cookie of `username`. */
export async function openSignedIn(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
}

/** Signs a new person up by the API and opens `path` signed in as them. */
export async function signedIn(page: Page, prefix = 'user', path = '/'): Promise<TestUser> {
  const user = newUser(prefix);
  await registerByApi(page.request, user);
  await openSignedIn(page, user.username, path);
  return user;
}

/**
 * Confirms `user`'s address from the verification mail the site sent at sign-up, as the link in
 * it would: the account is then what most people who come back have, a verified one.
 */
export async function verifyEmailByApi(
  request: APIRequestContext,
  user: Pick<TestUser, 'email'>,
): Promise<void> {
  const link = linkIn(
    await waitForMail(user.email, /^Confirm your email address$/),
    '/verify-email',
  );
  const response = await request.post('/api/v1/users/email-verification/confirm', {
    data: { token: link.searchParams.get('token') },
  });
  if (!response.ok()) {
    throw new Error(
      `Confirming ${user.email} answered ${response.status()}: ${await response.text()}`,
    );
  }
}
