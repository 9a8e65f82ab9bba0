import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * The site under test runs on the embedded default, with no mail server: every message it sends
 * is written into `DATA_DIR/outbox` as an `.eml` file. Reading them back is how a person on such
 * a site would finish a reset, and how these tests open the links the site mailed.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the global setup did not start the site.');
  return path.join(dataDir, 'outbox');
}

const recipientsOf = (mail: ParsedMail): string[] => {
  const to: AddressObject[] = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''));
};

async function readOutbox(): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => simpleParser(await readFile(path.join(outboxDir(), name)))),
  );
}

/**
 * Waits for the mail to `to` whose subject matches `subject` (the sending is a queued job, so it
 * lands a moment after the request that asked for it).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).find(
      (mail) => recipientsOf(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} with a subject like ${String(subject)} reached the outbox.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The link of the mail's text part that leads to `pathname` (e.g. `/reset-password`). */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`The mail "${mail.subject ?? ''}" has no link to ${pathname}.`);
  return link;
}
