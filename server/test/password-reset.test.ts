import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { linkIn, startMailServer, tokenIn, type TestMailServer } from './helpers/mail-server';
import { setSuspended } from './helpers/moderation';
import type { LoginResponse, Page, PasswordResetLink, Session, User } from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Getting an account back with its address: the link comes through a real SMTP server, and the
 * tests follow it as its reader would.
 */
const SITE = 'https://kinora.example';
const RESET_LINK = `${SITE}/reset-password?token=`;
const EXPIRED = 'This link has expired or was already used.';
const RESET_SUBJECT = 'Reset your password';
const ANSWER = 'If an account uses this address, we sent a link to reset its password.';

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

const askReset = (email: string, remoteAddress = '10.20.0.1') =>
  t.inject({ method: 'POST', url: '/users/password-reset', payload: { email }, remoteAddress });
const check = (token: string) =>
  t.inject({ method: 'POST', url: '/users/password-reset/check', payload: { token } });
const confirm = (token: string, newPassword = 'a-brand-new-password') =>
  t.inject({
    method: 'POST',
    url: '/users/password-reset/confirm',
    payload: { token, newPassword },
  });
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
const me = (headers: { authorization: string }) =>
  t.inject({ method: 'GET', url: '/users/current-user', headers });

/** Asks for a reset of `u` and answers the token of the link mailed to it. */
async function resetToken(u: TestUser): Promise<string> {
  const res = await askReset(u.user.email);
  expect(res.statusCode, res.body).toBe(200);
  return tokenIn(await smtp.next(u.user.email, RESET_SUBJECT), RESET_LINK);
}

const bearer = (res: LightMyRequestResponse) => ({
  authorization: `Bearer ${dataOf<LoginResponse>(res).accessToken}`,
});

describe('POST /users/password-reset', () => {
  it('answers the same for an address nobody uses, and mails nobody', async () => {
    const u = await t.registerUser();
    const unknown = await askReset('nobody-here@example.org');
    const known = await askReset(u.user.email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toMatchObject({ message: ANSWER });
    // One worker sends mail in the order it was queued: had the unknown address been mailed,
    // that mail would have come first.
    await smtp.next(u.user.email, RESET_SUBJECT);
    expect(smtp.to('nobody-here@example.org')).toEqual([]);
  });

  it('mails a link to the reset page that says to ignore it if it was not asked for', async () => {
    const u = await t.registerUser();
    await askReset(u.user.email);
    const mail = await smtp.next(u.user.email, RESET_SUBJECT);
    expect(linkIn(mail, RESET_LINK).pathname).toBe('/reset-password');
    expect(mail.html).toContain(`href="${RESET_LINK}`);
    expect(mail.text).toContain('If you did not ask for this, ignore this email');
    const token = tokenIn(mail, RESET_LINK);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const stored = await t.app.db.selectFrom('email_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });
});

describe('following the link', () => {
  it('says whose it is and until when, then sets the password once', async () => {
    const u = await t.registerUser();
    const token = await resetToken(u);
    const checked = await check(token);
    expect(checked.statusCode, checked.body).toBe(200);
    const link = dataOf<PasswordResetLink>(checked);
    expect(link.email).toBe(u.user.email);
    const minutesLeft = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(dataOf<LoginResponse>(done).user).toMatchObject({ _id: u.user._id });
    expect((await login(u.user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await login(u.user.email, u.password)).statusCode).toBe(401);

    for (const again of [await confirm(token, 'yet-another-password'), await check(token)]) {
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).message).toBe(EXPIRED);
    }
    expect((await login(u.user.email, 'yet-another-password')).statusCode).toBe(401);
  });

  it('keeps only the newest link of an account working', async () => {
    const u = await t.registerUser();
    const first = await resetToken(u);
    const second = await resetToken(u);
    expect((await check(first)).statusCode).toBe(400);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('refuses an expired or altered link, and a short password without using the link up', async () => {
    const u = await t.registerUser();
    const token = await resetToken(u);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(errorOf(await check(altered)).message).toBe(EXPIRED);
    expect((await confirm(altered)).statusCode).toBe(400);

    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({
      message: 'Password must be at least 6 characters long.',
      errors: [{ field: 'newPassword' }],
    });
    expect((await check(token)).statusCode).toBe(200);

    await t.app.db
      .updateTable('email_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', u.user._id)
      .execute();
    for (const expired of [await check(token), await confirm(token)]) {
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).message).toBe(EXPIRED);
    }
    expect((await login(u.user.email, u.password)).statusCode).toBe(200);
  });

  it('signs every device out and this one in, and counts the address as verified', async () => {
    const u = await t.registerUser();
    const laptop = await login(u.user.email, u.password);
    expect(u.user.emailVerified).toBe(false);
    const done = await confirm(await resetToken(u));
    expect(done.statusCode).toBe(200);
    expect(done.cookies.map((c) => c.name)).toContain('refreshToken');

    expect((await me(u.headers)).statusCode).toBe(401);
    expect((await me(bearer(laptop))).statusCode).toBe(401);
    const now = await me(bearer(done));
    expect(now.statusCode).toBe(200);
    expect(dataOf<User>(now).emailVerified).toBe(true);
    const sessions = await t.inject({
      method: 'GET',
      url: '/users/sessions',
      headers: bearer(done),
    });
    expect(dataOf<Page<Session>>(sessions).docs.map((s) => s.signInMethod)).toEqual([
      'password_reset',
    ]);
  });

  it('resets the password of a suspended account but answers the suspension instead of a session', async () => {
    const u = await t.registerUser();
    const token = await resetToken(u);
    await setSuspended(t, u.user._id, new Date(Date.now() + 86_400_000), 'Spam');
    const done = await confirm(token);
    expect(done.statusCode).toBe(403);
    expect(errorOf(done).message).toMatch(/^Your account is suspended until .*: Spam$/);
    expect(done.cookies).toEqual([]);
    const withNew = await login(u.user.email, 'a-brand-new-password');
    expect(withNew.statusCode).toBe(403);
    expect(errorOf(withNew).message).toBe(errorOf(done).message);
    expect((await login(u.user.email, u.password)).statusCode).toBe(401);
  });
});

describe('with rate limits on', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  const ask = (email: string, remoteAddress: string) =>
    limited.inject({
      method: 'POST',
      url: '/users/password-reset',
      payload: { email },
      remoteAddress,
    });

  it('limits resets per address asked about, from anywhere, whether or not it has an account', async () => {
    for (const email of ['victim@example.org', 'ghost@example.org']) {
      for (let i = 0; i < 5; i += 1) {
        const variant = i % 2 === 0 ? email : email.toUpperCase();
        expect((await ask(variant, `10.30.${i}.1`)).statusCode).toBe(200);
      }
      const refused = await ask(email, '10.30.9.1');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toMatch(/^Too many emails asked for/);
    }
  });

  it('limits resets per client address', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await ask(`someone${i}@example.org`, '10.31.0.1')).statusCode).toBe(200);
    expect((await ask('one-more@example.org', '10.31.0.1')).statusCode).toBe(429);
    expect((await ask('one-more@example.org', '10.31.0.2')).statusCode).toBe(200);
  });
});
