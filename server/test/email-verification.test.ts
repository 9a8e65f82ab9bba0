import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { startMailServer, tokenIn, type TestMailServer } from './helpers/mail-server';
import { registerAdmin } from './helpers/moderation';
import { applyAs, decide, setRegistration } from './helpers/site';
import { buildForm, listFiles } from './media/fixtures';
import type { EmailConfirmed, User } from '@kinora/contract';

/**
 * An account's address is verified from the link mailed to it (through a real SMTP server); a
 * site that requires it keeps unverified accounts from publishing, and admins come from verified
 * addresses only.
 */
const SITE = 'https://kinora.example';
const VERIFY_LINK = `${SITE}/verify-email?token=`;
const VERIFY_SUBJECT = 'Confirm your email address';
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

const confirmOn = (app: TestApp, token: string) =>
  app.inject({ method: 'POST', url: '/users/email-verification/confirm', payload: { token } });
const meOn = async (app: TestApp, u: TestUser) =>
  dataOf<User>(await app.inject({ method: 'GET', url: '/users/current-user', headers: u.headers }));
const verificationToken = async (email: string) =>
  tokenIn(await smtp.next(email, VERIFY_SUBJECT), VERIFY_LINK);

describe('verifying the address', () => {
  it('mails a new account a link that verifies its address once, from any device', async () => {
    const u = await t.registerUser();
    expect(u.user.emailVerified).toBe(false);
    const mail = await smtp.next(u.user.email, VERIFY_SUBJECT);
    expect(mail.text).toContain('Welcome!');
    expect(mail.text).toContain('If you did not create an account with this address');
    const token = tokenIn(mail, VERIFY_LINK);

    const confirmed = await confirmOn(t, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(dataOf<EmailConfirmed>(confirmed)).toEqual({
      outcome: 'verified',
      email: u.user.email,
    });
    expect(await meOn(t, u)).toMatchObject({ emailVerified: true, pendingEmail: null });
    // The session hint said so until now; the next refresh (the next page) says verified.
    expect(u.cookies['kinora-session']).toBe('unverified');
    const refreshed = await t.inject({
      method: 'POST',
      url: '/users/refresh-token',
      cookies: u.cookies,
      headers: { 'x-xsrf-token': u.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.cookies.find((c) => c.name === 'kinora-session')?.value).toBe('1');
    const again = await confirmOn(t, token);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(EXPIRED);
    const altered = await confirmOn(t, `${token.slice(0, -2)}xy`);
    expect(errorOf(altered).message).toBe(EXPIRED);
  });

  it('mails the account of an approved application too', async () => {
    const admin = await registerAdmin(t);
    await setRegistration(t, admin, 'approval');
    try {
      const application = await applyAs(t, admin);
      expect((await decide(t, admin, application._id, { decision: 'approve' })).statusCode).toBe(
        200,
      );
      const mail = await smtp.next(application.email, VERIFY_SUBJECT);
      expect(mail.text).toContain('Your application was approved');
      const confirmed = await confirmOn(t, tokenIn(mail, VERIFY_LINK));
      expect(dataOf<EmailConfirmed>(confirmed)).toMatchObject({ outcome: 'verified' });
    } finally {
      await setRegistration(t, admin, 'open');
    }
  });

  it('sends a new link on request (the older one stops working), until the address is verified', async () => {
    const u = await t.registerUser();
    const first = await verificationToken(u.user.email);
    const resend = () =>
      t.inject({ method: 'POST', url: '/users/email-verification', headers: u.headers });
    expect((await t.inject({ method: 'POST', url: '/users/email-verification' })).statusCode).toBe(
      401,
    );
    expect((await resend()).statusCode).toBe(200);
    const second = await smtp.next(u.user.email, VERIFY_SUBJECT);
    expect(second.text).not.toContain('Welcome!');
    expect((await confirmOn(t, first)).statusCode).toBe(400);
    expect((await confirmOn(t, tokenIn(second, VERIFY_LINK))).statusCode).toBe(200);
    const verified = await resend();
    expect(verified.statusCode).toBe(400);
    expect(errorOf(verified).message).toBe('Your email address is already verified.');
  });
});

describe('REQUIRE_EMAIL_VERIFICATION', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE, REQUIRE_EMAIL_VERIFICATION: 'true' },
    });
  });
  afterAll(async () => {
    await strict.close();
  });

  const post = (app: TestApp, u: TestUser) =>
    app.inject({ method: 'POST', url: '/tweets', headers: u.headers, payload: { content: 'Hi' } });
  const comment = (app: TestApp, u: TestUser, parentId?: string) =>
    app.inject({
      method: 'POST',
      url: '/comments/dQw4w9WgXcQ',
      headers: u.headers,
      payload: { content: 'Nice', isExternal: true, ...(parentId ? { parentId } : {}) },
    });
  const upload = async (app: TestApp, u: TestUser) =>
    app.inject({
      method: 'POST',
      url: '/videos',
      headers: u.headers,
      payload: buildForm(
        { title: 'Mine', description: 'A video' },
        {
          videoFile: [Buffer.alloc(256 * 1024, 1), 'clip.mp4', 'video/mp4'],
          thumbnail: [
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
              .png()
              .toBuffer(),
            'thumb.png',
            'image/png',
          ],
        },
      ),
    });

  it('keeps an unverified account from posting, commenting, replying and uploading, storing nothing', async () => {
    const verified = await strict.registerUser();
    expect((await confirmOn(strict, await verificationToken(verified.user.email))).statusCode).toBe(
      200,
    );
    const parent = await comment(strict, verified);
    expect(parent.statusCode, parent.body).toBe(201);

    const u = await strict.registerUser();
    const refusals: [Awaited<ReturnType<typeof post>>, string][] = [
      [await post(strict, u), 'Verify your email address to post.'],
      [await comment(strict, u), 'Verify your email address to comment.'],
      [
        await comment(strict, u, dataOf<{ _id: string }>(parent)._id),
        'Verify your email address to comment.',
      ],
      [await upload(strict, u), 'Verify your email address to upload videos.'],
    ];
    for (const [res, message] of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await listFiles(strict.app.uploadDeps.tempDir)).toEqual([]);
    expect(await listFiles(path.join(strict.config.dataDir, 'media'))).toEqual([]);

    expect((await confirmOn(strict, await verificationToken(u.user.email))).statusCode).toBe(200);
    expect((await post(strict, u)).statusCode).toBe(201);
    expect((await comment(strict, u)).statusCode).toBe(201);
    // Past the check, the upload is read (and these bytes are no video).
    const read = await upload(strict, u);
    expect(read.statusCode).not.toBe(403);
    expect(read.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is off unless set (outside production): unverified accounts publish', async () => {
    const u = await t.registerUser();
    expect((await post(t, u)).statusCode).toBe(201);
    expect((await comment(t, u)).statusCode).toBe(201);
  });

  it('is what the site says to the pages', async () => {
    const site = await strict.inject({ method: 'GET', url: '/site' });
    expect(site.statusCode).toBe(200);
    expect(JSON.stringify(dataOf(site))).toContain('"requireEmailVerification":true');
  });
});

describe('kinora admin grant', () => {
  it('makes the first admin whatever their address, and later ones only from a verified address', async () => {
    const fresh = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
    try {
      const first = await fresh.registerUser();
      expect((await runAdminCommand(fresh.app.db, ['grant', first.user.username])).ok).toBe(true);

      const second = await fresh.registerUser();
      const refused = await runAdminCommand(fresh.app.db, ['grant', second.user.username]);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain(
        `${second.user.username} has not verified their email address (${second.user.email})`,
      );
      expect(await meOn(fresh, second)).toMatchObject({ role: 'user' });

      const token = await verificationToken(second.user.email);
      expect((await confirmOn(fresh, token)).statusCode).toBe(200);
      expect((await runAdminCommand(fresh.app.db, ['grant', second.user.username])).ok).toBe(true);
      expect(await meOn(fresh, second)).toMatchObject({ role: 'admin' });
    } finally {
      await fresh.close();
    }
  });
});
