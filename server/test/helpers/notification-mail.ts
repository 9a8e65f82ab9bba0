import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import { MAIL_QUEUE } from '../../src/mail/mail-plugin';
import { queueSchemaFor } from '../../src/plugins/job-tables';
import { API, dataOf, type TestUser } from './app';
import type { TestMailServer } from './mail-server';
import type { ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import type { EmailPreferences, NotificationKind } from '@kinora/contract';

/** Mails in the durable queue so far, sent or not: what was queued, whoever sends it. */
export async function queuedMailCount(app: FastifyInstance): Promise<number> {
  const table = sql.raw(`"${queueSchemaFor(app.database)}".job`);
  const { rows } = await sql<{ count: string | number }>`
    SELECT count(*) AS count FROM ${table} WHERE name = ${MAIL_QUEUE}`.execute(app.db);
  return Number(rows[0]?.count ?? 0);
}

/** The header's value as sent, unfolded (a long one is folded over lines). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n(?=[ \t])/g, '')
    .slice(name.length + 1)
    .trim();
}

/**
 * The notification mails to `address` so far, oldest first: those with one-click unsubscribe.
 * The account's own mail (a verification link at sign-up) is left out.
 */
export const notificationMailsTo = (smtp: TestMailServer, address: string): ParsedMail[] =>
  smtp.to(address).filter((mail) => headerOf(mail, 'List-Unsubscribe') !== undefined);

const taken = new WeakSet<ParsedMail>();

/** The oldest notification mail to `address` no earlier call returned, waiting for one. */
export async function nextNotificationMail(
  smtp: TestMailServer,
  address: string,
): Promise<ParsedMail> {
  return vi.waitFor(
    () => {
      const mail = notificationMailsTo(smtp, address).find((m) => !taken.has(m));
      if (!mail) throw new Error(`No notification mail to ${address} yet.`);
      taken.add(mail);
      return mail;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The one-click address of a notification mail (`List-Unsubscribe`). */
export function oneClickUrlOf(mail: ParsedMail): URL {
  const value = headerOf(mail, 'List-Unsubscribe');
  const url = value ? /^<(.+)>$/.exec(value)?.[1] : undefined;
  if (!url) throw new Error(`No List-Unsubscribe address in the mail: ${value ?? 'none'}`);
  return new URL(url);
}

/** What a mail provider does with `List-Unsubscribe-Post`: a form POST, no cookies, no sign-in. */
export const postOneClick = (app: FastifyInstance, url: URL) =>
  app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** When each of the recipient's notifications of `kind` was mailed (null: not), oldest first. */
export async function mailedAt(
  app: FastifyInstance,
  recipientId: string,
  kind: NotificationKind,
): Promise<(Date | null)[]> {
  const rows = await app.db
    .selectFrom('notifications')
    .select('emailed_at')
    .where('recipient_id', '=', recipientId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.emailed_at);
}

export async function setEmailPreferences(
  app: FastifyInstance,
  user: TestUser,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const res = await app.inject({
    method: 'PUT',
    url: `${API}/users/email-preferences`,
    headers: user.headers,
    payload: preferences,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<EmailPreferences>(res);
}

export async function emailPreferencesOf(
  app: FastifyInstance,
  user: TestUser,
): Promise<EmailPreferences> {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/users/email-preferences`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<EmailPreferences>(res);
}
