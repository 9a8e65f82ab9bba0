import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_QUEUE } from '../src/mail/mail-plugin';
import { queueSchemaFor } from '../src/plugins/job-tables';
import { createTestApp, type TestApp } from './helpers/app';
import { startMailServer, type TestMailServer } from './helpers/mail-server';
import type { OutgoingMail } from '../src/mail/mailer';

/**
 * The mail core: messages laid out as text and HTML with the site's name and absolute links,
 * queued durably, and sent through a real SMTP server (or written to the outbox without one).
 */

const message = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  subject: 'Something happened',
  heading: 'Something happened on your channel',
  paragraphs: ['Ana & <Bo> liked "it".', 'A second paragraph.'],
  action: { label: 'See it', url: '/watch/abc123?t=10' },
  footer: ['You get this because you asked for it.'],
  ...extra,
});

/** The header as sent, unfolded (a long one is folded over lines). */
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n(?=[ \t])/g, '');

/** The pg-boss rows of the mail queue, newest first. */
async function mailJobs(t: TestApp) {
  const table = sql.raw(`"${queueSchemaFor(t.app.database)}".job`);
  const { rows } = await sql<{ state: string; retry_count: number; data: unknown }>`
    SELECT state, retry_count, data FROM ${table} WHERE name = ${MAIL_QUEUE}
    ORDER BY created_on DESC`.execute(t.app.db);
  return rows;
}

describe('through a mail server', () => {
  let smtp: TestMailServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://kinora.example' },
    });
    const site = await t.app.services.site.read();
    await t.app.services.site.update({ ...site, name: 'Film Club' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a text and an HTML part carrying the site name and absolute links', async () => {
    await t.app.mailer.send(message('ana@example.org'));
    const mail = await smtp.next('ana@example.org');

    expect(mail.subject).toBe('Something happened');
    expect(mail.from?.value).toEqual([{ name: 'Film Club', address: 'no-reply@kinora.example' }]);
    expect(mail.text).toContain('Something happened on your channel');
    expect(mail.text).toContain('Ana & <Bo> liked "it".');
    expect(mail.text).toContain('See it: https://kinora.example/watch/abc123?t=10');
    expect(mail.text).toContain('You get this because you asked for it.');
    expect(mail.text).toContain('Film Club');

    const html = mail.html || '';
    expect(html).toContain('Film Club');
    expect(html).toContain('Ana &amp; &lt;Bo&gt; liked &quot;it&quot;.');
    expect(html).not.toContain('<Bo>');
    expect(html).toContain('href="https://kinora.example/watch/abc123?t=10"');
    // Nothing is fetched when the mail is opened.
    expect(html).not.toMatch(/<img|<link|@import|url\(/i);
    expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  it('offers one-click unsubscribe when the mail names where', async () => {
    await t.app.mailer.send(
      message('bo@example.org', {
        unsubscribeUrl: '/api/v1/email/unsubscribe?token=abcdefghijklmnop',
      }),
    );
    const mail = await smtp.next('bo@example.org');
    expect(headerLine(mail, 'List-Unsubscribe')).toBe(
      'List-Unsubscribe: <https://kinora.example/api/v1/email/unsubscribe?token=abcdefghijklmnop>',
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('makes paths absolute and leaves absolute links alone', () => {
    expect(t.app.mailer.linkTo('/reset-password?token=abc')).toBe(
      'https://kinora.example/reset-password?token=abc',
    );
    expect(t.app.mailer.linkTo('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
    expect(() => t.app.mailer.linkTo('//evil.example/x')).toThrow();
  });

  it('keeps no address nor link readable in the queue', async () => {
    await t.app.mailer.send(message('cy@example.org'));
    await smtp.next('cy@example.org');
    const [job] = await mailJobs(t);
    expect(JSON.stringify(job?.data)).not.toMatch(/cy@example|abc123|kinora\.example/);
  });
});

describe('without a mail server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: 'Kinora Mail <mail@kinora.example>' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes each message to the outbox as an .eml file a mail client reads', async () => {
    await t.app.mailer.send(message('dee@example.org'));
    const dir = t.config.mail.outboxDir;
    const file = await vi.waitFor(
      async () => {
        const names = (await fs.readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml'));
        expect(names).toHaveLength(1);
        return path.join(dir, names[0] ?? '');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(await fs.readFile(file));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('dee@example.org');
    expect(mail.from?.value).toEqual([{ name: 'Kinora Mail', address: 'mail@kinora.example' }]);
    // Without PUBLIC_URL, links point to this machine.
    expect(mail.text).toContain(`See it: http://localhost:${t.config.port}/watch/abc123?t=10`);
    expect(mail.html).toContain(`href="http://localhost:${t.config.port}/watch/abc123?t=10"`);
  });
});

describe('when the mail server is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestMailServer | null = null;

  beforeAll(async () => {
    // A port nothing listens on (yet).
    const probe = await startMailServer();
    port = probe.port;
    await probe.close();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('keeps the mail and sends it once the server is back', async () => {
    await t.app.mailer.send(message('eve@example.org'));
    await vi.waitFor(
      async () => {
        const [job] = await mailJobs(t);
        expect(job).toMatchObject({ state: 'retry' });
      },
      { timeout: 15_000, interval: 100 },
    );
    smtp = await startMailServer(port);
    const mail = await smtp.next('eve@example.org', undefined, 20_000);
    expect(mail.subject).toBe('Something happened');
    await vi.waitFor(
      async () => {
        const [job] = await mailJobs(t);
        expect(job).toMatchObject({ state: 'completed' });
        expect(job?.retry_count).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(smtp.to('eve@example.org')).toHaveLength(1);
  });
});
