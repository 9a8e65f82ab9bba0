import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

/** A message the server took: who it was for (the SMTP envelope) and what it said. */
export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

export interface TestMailServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every message taken so far, oldest first. */
  received: ReceivedMail[];
  /**
   * The oldest message to `address` (with that `subject`, when given) that no earlier call
   * returned, waiting for it if none came yet; rejects after `timeoutMs`.
   */
  next: (address: string, subject?: string, timeoutMs?: number) => Promise<ParsedMail>;
  /** Every message to `address` so far. */
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
}

const DEFAULT_WAIT_MS = 15_000;

/**
 * A real SMTP server in the test process, on 127.0.0.1 (no TLS, no login): the app sends it mail
 * over the network as it would to any mail server, and each message is parsed as a mail client
 * would. `port` 0 takes a free one; a fixed one lets a test start it late (a mail server that was
 * down).
 */
export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail });
          for (const wake of waiting) wake();
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The mail server has no port.');

  const isFor = (address: string) => (item: ReceivedMail) =>
    item.to.includes(address.toLowerCase());

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    to: (address) => received.filter(isFor(address)).map((item) => item.mail),
    next: (address, subject, timeoutMs = DEFAULT_WAIT_MS) =>
      new Promise<ParsedMail>((resolve, reject) => {
        const wanted = (r: ReceivedMail) =>
          !taken.has(r) &&
          isFor(address)(r) &&
          (subject === undefined || r.mail.subject === subject);
        const take = () => {
          const item = received.find(wanted);
          if (!item) return false;
          taken.add(item);
          waiting.delete(check);
          clearTimeout(timer);
          resolve(item.mail);
          return true;
        };
        const check = () => void take();
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(`No mail to ${address} (${subject ?? 'any subject'}) in ${timeoutMs} ms.`),
          );
        }, timeoutMs);
        if (!take()) waiting.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mail's text part that starts with `prefix` (its button, in the HTML part). */
export function linkIn(mail: ParsedMail, prefix: string): URL {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text ?? ''}`);
  return new URL(link);
}

/** The `token` of the link starting with `prefix` in the mail. */
export function tokenIn(mail: ParsedMail, prefix: string): string {
  const token = linkIn(mail, prefix).searchParams.get('token');
  if (!token) throw new Error(`The link has no token: ${linkIn(mail, prefix).href}`);
  return token;
}

/** Every message to `address` in an outbox folder (mail without `SMTP_URL`), oldest first. */
async function outboxMailTo(outboxDir: string, address: string): Promise<ParsedMail[]> {
  const names = (await fs.readdir(outboxDir).catch(() => [])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(
    names.sort().map(async (name) => simpleParser(await fs.readFile(path.join(outboxDir, name)))),
  );
  const isFor = (mail: ParsedMail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address));
  return mails.filter(isFor);
}

/**
 * The newest message to `address` in the outbox (with `subject` when given), waiting for one to
 * be written.
 */
export async function latestOutboxMail(
  outboxDir: string,
  address: string,
  subject?: string,
): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      const mail = (await outboxMailTo(outboxDir, address))
        .filter((candidate) => subject === undefined || candidate.subject === subject)
        .at(-1);
      if (!mail) throw new Error(`No mail to ${address} in ${outboxDir}.`);
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );
}
