import { generate } from 'otplib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  markEmailVerified,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { commentOn } from './helpers/comment-controls';
import { insertVideo } from './helpers/data';
import { startMailServer, type TestMailServer } from './helpers/mail-server';
import { registerAdmin } from './helpers/moderation';
import { insertSubscribers } from './helpers/notifications';
import {
  emailPreferencesOf,
  nextNotificationMail,
  setEmailPreferences,
} from './helpers/notification-mail';
import { applicationFields, findApplication, setRegistration } from './helpers/site';
import type { LightMyRequestResponse } from 'fastify';
import type { LanguageCode, RecoveryCodes, TotpSetup } from '@kinora/contract';

/**
 * Mails sent later, by a job, to someone who made no request (a notification, the daily digest,
 * the approval of an application) are written in the language the account last signed in with,
 * as the web app sends it (`Accept-Language`, or the `kinora_lang` cookie of a chosen one).
 */

const SITE = 'https://kinora.example';
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
/** Five past midnight (UTC) of the day after `at`: the first run of the next day. */
const nextDayOf = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 0, 5));

let smtp: TestMailServer;
let t: TestApp;
let owner: TestUser;
let replier: TestUser;
let videoId: string;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  owner = await t.registerUser();
  replier = await t.registerUser({ fullName: 'Tomás Reyes' });
  videoId = (await insertVideo(t, owner.user._id, { title: 'Harbour at dawn' }))._id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The language kept for the account (null: none yet). */
async function languageOf(userId: string): Promise<LanguageCode | null> {
  const row = await t.app.db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.language;
}

/** The row's version: it changes with every write of the row, and only then. */
async function rowVersionOf(userId: string): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT xmin::text AS version FROM users WHERE id = ${userId}`.execute(t.app.db);
  return rows[0]?.version ?? '';
}

/** An account with a confirmed address, signed up in a language. */
async function registerIn(headers: Record<string, string>, fullName?: string) {
  const user = await t.registerUser(fullName ? { fullName } : {}, headers);
  await markEmailVerified(t.app.db, user.user._id);
  return user;
}

/** A comment of `author`'s that the replier answers: its mail goes out at once (the default). */
async function replyToCommentOf(author: TestUser, text: string) {
  const comment = await commentOn(t, author, videoId, `A question of ${author.user.username}`);
  await commentOn(t, replier, videoId, text, comment._id);
  await t.app.services.notifications.settled();
  return nextNotificationMail(smtp, author.user.email);
}

const signIn = (u: TestUser, headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/users/login',
    headers,
    payload: { email: u.user.email, password: u.password },
  });

const cookiesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));

/** What the web app does on load: restores the session from its refresh cookie. */
const restoreSession = (cookies: Record<string, string>, headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/users/refresh-token',
    cookies,
    headers: { ...headers, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
  });

describe('a notification mail', () => {
  it("is written in the recipient's language, kept from the sign-up", async () => {
    const french = await registerIn(FRENCH, 'Inès Moreau');
    const english = await registerIn(ENGLISH);
    expect(await languageOf(french.user._id)).toBe('fr');
    expect(await languageOf(english.user._id)).toBe('en');

    const inFrench = await replyToCommentOf(french, 'Sur la côte nord, avant l’aube.');
    expect(inFrench.subject).toBe('Tomás Reyes a répondu à votre commentaire');
    expect(inFrench.html).toContain('<html lang="fr">');
    const text = inFrench.text ?? '';
    expect(text).toContain('Tomás Reyes a répondu à votre commentaire.');
    expect(text).toContain('«\u00a0Sur la côte nord, avant l’aube.\u00a0»');
    expect(text).toContain(`Voir la réponse\u202f: ${SITE}/watch/${videoId}#comment-`);
    expect(text).toContain(
      `Vous recevez cet e-mail, car vous avez choisi de recevoir aussitôt un e-mail pour chaque réponse à vos commentaires. Pour ne plus recevoir ces e-mails, ouvrez ${SITE}/unsubscribe?token=`,
    );
    expect(text).toContain(
      `Choisissez les e-mails que vous recevez dans vos paramètres de notification\u202f: ${SITE}/settings/notifications`,
    );

    const inEnglish = await replyToCommentOf(english, 'On the north coast, before sunrise.');
    expect(inEnglish.subject).toBe('Tomás Reyes replied to your comment');
    expect(inEnglish.html).toContain('<html lang="en">');
    expect(inEnglish.text).toContain('“On the north coast, before sunrise.”');
    expect(inEnglish.text).toContain(`See the reply: ${SITE}/watch/${videoId}#comment-`);
    expect(inEnglish.text).toContain(
      `You get this email because replies to your comments come by email as they happen. To stop these emails, open ${SITE}/unsubscribe?token=`,
    );
  });

  it('is in English for an account whose language was never kept', async () => {
    const before = await registerIn(FRENCH);
    // As an account from before languages were kept.
    await t.app.db
      .updateTable('users')
      .set({ language: null })
      .where('id', '=', before.user._id)
      .execute();
    const mail = await replyToCommentOf(before, 'Before sunrise.');
    expect(mail.subject).toBe('Tomás Reyes replied to your comment');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('follows a later sign-in in another language, and a session restored in another one', async () => {
    const person = await registerIn(FRENCH);
    const english = await signIn(person, ENGLISH);
    expect(english.statusCode, english.body).toBe(200);
    expect(await languageOf(person.user._id)).toBe('en');
    expect((await replyToCommentOf(person, 'Later that day.')).subject).toBe(
      'Tomás Reyes replied to your comment',
    );

    // French chosen in the interface (its cookie) over an English browser, when the app reloads.
    const restored = await restoreSession({ ...cookiesOf(english), kinora_lang: 'fr' }, ENGLISH);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await languageOf(person.user._id)).toBe('fr');
    expect((await replyToCommentOf(person, 'Le lendemain.')).subject).toBe(
      'Tomás Reyes a répondu à votre commentaire',
    );
  });

  it('keeps the language without writing it again when a sign-in brings the same one', async () => {
    const person = await registerIn(FRENCH);
    const version = await rowVersionOf(person.user._id);
    expect((await signIn(person, FRENCH)).statusCode).toBe(200);
    expect(await rowVersionOf(person.user._id)).toBe(version);
    expect((await signIn(person, ENGLISH)).statusCode).toBe(200);
    expect(await rowVersionOf(person.user._id)).not.toBe(version);
  });

  it('follows a sign-in with a second factor once it is given, not at the password', async () => {
    const person = await registerIn(ENGLISH);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.inject({ method: 'POST', url, payload, headers });
    const setup = await post(
      '/users/two-factor/totp/setup',
      { password: person.password },
      person.headers,
    );
    const { secret } = dataOf<TotpSetup>(setup);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const enabled = await post('/users/two-factor/totp/enable', { code }, person.headers);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const [recoveryCode] = dataOf<RecoveryCodes>(enabled).recoveryCodes;

    const challenge = await signIn(person, FRENCH);
    expect(challenge.statusCode, challenge.body).toBe(200);
    const { token } = dataOf<{ secondFactor: { token: string } }>(challenge).secondFactor;
    expect(await languageOf(person.user._id)).toBe('en');
    const signedIn = await post('/users/login/second-factor', { token, recoveryCode }, FRENCH);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await languageOf(person.user._id)).toBe('fr');
  });
});

describe('the daily digest', () => {
  it("is written in the recipient's language", async () => {
    const reader = await registerIn(FRENCH);
    await setEmailPreferences(t.app, reader, {
      ...(await emailPreferencesOf(t.app, reader)),
      new_subscriber: 'daily',
    });
    const { notifications } = t.app.services;
    for (const subscriberId of await insertSubscribers(t.app, reader.user._id, 2))
      await notifications.subscribed({ channelId: reader.user._id, subscriberId });
    await notifications.settled();

    expect((await t.app.runNotificationMail(nextDayOf(new Date()))).digests).toBeGreaterThan(0);
    const digest = await nextNotificationMail(smtp, reader.user.email);
    expect(digest.subject).toBe('Votre résumé quotidien\u202f: 2 nouvelles notifications');
    expect(digest.html).toContain('<html lang="fr">');
    const text = digest.text ?? '';
    expect(text).toContain('Vous avez 2 nouvelles notifications.');
    expect(
      text.match(/s’est abonné à votre chaîne\. https:\/\/kinora\.example\/channel\//g),
    ).toHaveLength(2);
    expect(text).toContain(`Voir vos notifications\u202f: ${SITE}/`);
    expect(text).toContain(
      'Vous recevez cet e-mail une fois par jour, car vous avez choisi de recevoir dans un résumé quotidien\u202f: nouvelles vidéos de vos abonnements et nouveaux abonnés.',
    );
  });
});

describe('the mail of an approved application', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await registerAdmin(t);
    await setRegistration(t, admin, 'approval');
  });
  afterAll(async () => {
    await setRegistration(t, admin, 'open');
  });

  /** Applies in a language, and the admin approves in another. */
  async function approve(applicant: Record<string, string>, admins: Record<string, string>) {
    const fields = applicationFields();
    const applied = await t.inject({
      method: 'POST',
      url: '/users/applications',
      headers: applicant,
      payload: fields,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = await findApplication(t, admin, fields.username);
    const decided = await t.inject({
      method: 'POST',
      url: `/admin/applications/${application._id}/decision`,
      headers: { ...admin.headers, ...admins },
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return fields.email;
  }

  const accountLanguageOf = async (email: string) => {
    const row = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.language;
  };

  it("is in the applicant's language, whatever the admin's, and the account keeps it", async () => {
    const email = await approve(FRENCH, ENGLISH);
    const mail = await smtp.next(email, 'Confirmez votre adresse e-mail');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain('Votre demande a été acceptée');
    expect(await accountLanguageOf(email)).toBe('fr');
  });

  it('is in English to an English applicant approved by a French-speaking admin', async () => {
    const email = await approve(ENGLISH, FRENCH);
    const mail = await smtp.next(email, 'Confirm your email address');
    expect(mail.text).toContain('Your application was approved');
    expect(await accountLanguageOf(email)).toBe('en');
  });

  it('is in English for an application from before languages were kept', async () => {
    const fields = applicationFields();
    const applied = await t.inject({
      method: 'POST',
      url: '/users/applications',
      headers: FRENCH,
      payload: fields,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await t.app.db
      .updateTable('registration_applications')
      .set({ language: null })
      .where('username', '=', fields.username)
      .execute();
    const application = await findApplication(t, admin, fields.username);
    const decided = await t.inject({
      method: 'POST',
      url: `/admin/applications/${application._id}/decision`,
      headers: { ...admin.headers, ...FRENCH },
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await smtp.next(fields.email, 'Confirm your email address');
    expect(mail.html).toContain('<html lang="en">');
    expect(await accountLanguageOf(fields.email)).toBeNull();
  });
});
