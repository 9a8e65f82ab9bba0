import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { startMailServer, tokenIn, type TestMailServer } from './helpers/mail-server';
import type { EmailConfirmed, User } from '@kinora/contract';

/**
 * Changing the account's address: the new one confirms from the link mailed to it (through a
 * real SMTP server) before it is the account's; the old one is told, and works until then.
 */
const SITE = 'https://kinora.example';
const VERIFY_LINK = `${SITE}/verify-email?token=`;
const CONFIRM_SUBJECT = 'Confirm your new email address';
const NOTICE_SUBJECT = 'A change of your email address was asked for';
const EXPIRED = 'This link has expired or was already used.';

let smtp: TestMailServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const newAddress = () => {
  counter += 1;
  return `moved${counter}-${Date.now()}@newmail.example`;
};

const askChange = (u: TestUser, email: string) =>
  t.inject({
    method: 'PATCH',
    url: '/users/update-account',
    headers: u.headers,
    payload: { email, currentPassword: u.password },
  });
const confirm = (token: string) =>
  t.inject({ method: 'POST', url: '/users/email-verification/confirm', payload: { token } });
const me = async (u: TestUser) =>
  dataOf<User>(await t.inject({ method: 'GET', url: '/users/current-user', headers: u.headers }));
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
const changeToken = async (email: string) =>
  tokenIn(await smtp.next(email, CONFIRM_SUBJECT), VERIFY_LINK);

describe('changing the email address', () => {
  it('asks the new address to confirm, tells the old one, and moves the account once confirmed', async () => {
    const u = await t.registerUser();
    const target = newAddress();
    const asked = await askChange(u, target);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ message: string }>().message).toMatch(
      new RegExp(`^Check ${target} to confirm the change`),
    );
    expect(dataOf<User>(asked)).toMatchObject({ email: u.user.email, pendingEmail: target });

    const notice = await smtp.next(u.user.email, NOTICE_SUBJECT);
    // Enough of the new address to recognise it, not all of it.
    expect(notice.text).toContain('mo…@ne…l.example');
    expect(notice.text).not.toContain(target);
    expect(notice.text).toContain('If this was not you');
    const mail = await smtp.next(target, CONFIRM_SUBJECT);
    expect(mail.text).toContain('If you did not ask for this');
    // The old address still signs in meanwhile.
    expect((await login(u.user.email, u.password)).statusCode).toBe(200);

    const token = tokenIn(mail, VERIFY_LINK);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(dataOf<EmailConfirmed>(confirmed)).toEqual({ outcome: 'changed', email: target });
    expect(await me(u)).toMatchObject({ email: target, emailVerified: true, pendingEmail: null });
    expect((await login(target, u.password)).statusCode).toBe(200);
    expect((await login(u.user.email, u.password)).statusCode).toBe(401);
    expect(errorOf(await confirm(token)).message).toBe(EXPIRED);
  });

  it('stops the links mailed to the old address once the new one is confirmed', async () => {
    const u = await t.registerUser();
    const verifyOld = tokenIn(
      await smtp.next(u.user.email, 'Confirm your email address'),
      VERIFY_LINK,
    );
    await t.inject({
      method: 'POST',
      url: '/users/password-reset',
      payload: { email: u.user.email },
    });
    const resetOld = tokenIn(
      await smtp.next(u.user.email, 'Reset your password'),
      `${SITE}/reset-password?token=`,
    );
    const target = newAddress();
    await askChange(u, target);
    expect((await confirm(await changeToken(target))).statusCode).toBe(200);

    expect(errorOf(await confirm(verifyOld)).message).toBe(EXPIRED);
    const reset = await t.inject({
      method: 'POST',
      url: '/users/password-reset/check',
      payload: { token: resetOld },
    });
    expect(errorOf(reset).message).toBe(EXPIRED);
  });

  it('keeps only the newest request, and a cancelled one confirms nothing', async () => {
    const u = await t.registerUser();
    const [first, second] = [newAddress(), newAddress()];
    await askChange(u, first);
    await askChange(u, second);
    const firstToken = await changeToken(first);
    const secondToken = await changeToken(second);
    expect(errorOf(await confirm(firstToken)).message).toBe(EXPIRED);
    expect((await me(u)).pendingEmail).toBe(second);

    const cancelled = await t.inject({
      method: 'DELETE',
      url: '/users/pending-email',
      headers: u.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(dataOf<User>(cancelled)).toMatchObject({ email: u.user.email, pendingEmail: null });
    expect(errorOf(await confirm(secondToken)).message).toBe(EXPIRED);
    expect((await me(u)).email).toBe(u.user.email);
    expect((await t.inject({ method: 'DELETE', url: '/users/pending-email' })).statusCode).toBe(
      401,
    );
  });

  it('answers 409 when another account took the address before the confirmation', async () => {
    const u = await t.registerUser();
    const target = newAddress();
    await askChange(u, target);
    const token = await changeToken(target);
    await t.registerUser({ email: target });
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Email is already registered.');
    expect((await me(u)).email).toBe(u.user.email);
  });

  it('still answers 409 at once for an address an account has (to whoever knows the password)', async () => {
    const u = await t.registerUser();
    const other = await t.registerUser();
    const taken = await askChange(u, other.user.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect((await me(u)).pendingEmail).toBeNull();
  });
});
