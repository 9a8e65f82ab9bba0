import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A laid-out message as a mail job carries it (JSON) to the transport. */
export interface MailMessage {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Where mail goes, for the start-up log: the mail server (never its password) or the outbox. */
  destination: string;
  /**
   * Hands the message over; rejects when it was not taken (it is then tried again). Resolves with
   * the file written in the outbox, or null when a mail server took it.
   */
  deliver: (message: MailMessage, name: string) => Promise<string | null>;
}

/**
 * Short against the job's own expiry: a mail server that accepts a connection and then says
 * nothing fails the attempt within a minute or two, and the retry takes over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const url = new URL(smtpUrl);
  return {
    destination: `${url.protocol}//${url.host}`,
    async deliver(message) {
      await transporter.sendMail(message);
      return null;
    },
  };
}

/**
 * Without a mail server every message becomes an `.eml` file (any mail client opens one): a new
 * install works without one, and its operator reads the links in the outbox. Written under a
 * temporary name and renamed, so a reader never finds half a message; readable by the owner only,
 * as the links in it sign people in.
 */
function outboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    destination: `${outboxDir} (one .eml file per message; SMTP_URL is not set)`,
    async deliver(message, name) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('The message was not built as a buffer.');
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${name.replace(/[^\w-]/g, '')}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      return file;
    },
  };
}

/** `SMTP_URL`'s mail server, or the outbox folder without one. */
export function createMailTransport(mail: {
  smtpUrl: string | null;
  outboxDir: string;
}): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl) : outboxTransport(mail.outboxDir);
}
