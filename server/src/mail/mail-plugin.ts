import { API_BASE } from '@kinora/contract';
import fp from 'fastify-plugin';
import { message } from '../i18n/translate';
import { pagesBaseOf } from '../lib/public-urls';
import { deriveKey } from '../lib/secrets';
import { createSealer } from '../lib/sealed-text';
import { layOutMail } from './mail-layout';
import { createMailTransport, type MailMessage } from './mail-transport';
import type { Mailer, OutgoingMail } from './mailer';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export const MAIL_QUEUE = 'mail';
/**
 * Tries in all. Each retry waits twice the one before (pg-boss's backoff, from
 * `MAIL_RETRY_SECONDS`, 30 s by default): a mail server down for up to about an hour delays mail
 * and loses none.
 */
export const MAIL_ATTEMPTS = 7;
/** How often an idle worker asks for mail queued by another instance (its own wakes it at once). */
const POLL_SECONDS = 2;
/** Far above the transport's own timeouts: only a worker that died holds a job this long. */
const EXPIRE_SECONDS = 5 * 60;

interface MailJobData {
  /** The `MailMessage` as JSON, sealed: it holds a live link and someone's address. */
  sealed: string;
}

/** What the logs say of a recipient: their domain, never the whole address. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * The mail: `app.mailer` lays messages out and queues them in the durable `mail` queue; the
 * instances that work queues (`all`, `worker`) send them through `SMTP_URL`, or write them to the
 * outbox. A mail server that is down fails the attempt, never the request that queued it.
 */
async function mailPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { boss } = app.jobs;
  await app.jobs.createQueue(MAIL_QUEUE, {
    policy: 'standard',
    retryLimit: MAIL_ATTEMPTS - 1,
    retryBackoff: true,
    retryDelay: config.mail.retrySeconds,
    expireInSeconds: EXPIRE_SECONDS,
  });
  const sealer = createSealer(deriveKey(app.secrets.jwtSecret, 'mail-jobs'));

  // The API's own links (one-click unsubscribe) are under PUBLIC_URL; pages are where the web
  // app is (see pagesBaseOf). Without PUBLIC_URL, this machine: the start-up notice says so.
  const apiBase = config.publicUrl ?? `http://localhost:${config.port}`;
  const pagesBase = pagesBaseOf(config) ?? apiBase;
  const absoluteUrl = (pathOrUrl: string): string => {
    if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
    if (!/^\/(?!\/)/.test(pathOrUrl))
      throw new Error(`A link in a mail must be a path or an http(s) URL, not "${pathOrUrl}".`);
    const base = pathOrUrl.startsWith(`${API_BASE}/`) ? apiBase : pagesBase;
    return `${base}${pathOrUrl}`;
  };
  const senderHost = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  const siteName = async () => (await app.repos.siteSettings.read()).name;

  /** This process's worker, woken when it queues mail itself (none on a web instance). */
  let workerId: string | null = null;

  const mailer: Mailer = {
    linkTo: absoluteUrl,
    async send(mail: OutgoingMail) {
      const name = await siteName();
      const message: MailMessage = {
        from: config.mail.from ?? { name, address: `no-reply@${senderHost}` },
        to: mail.to,
        ...layOutMail(mail, { siteName: name, absoluteUrl }),
        headers: mail.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${absoluteUrl(mail.unsubscribeUrl)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      };
      await boss.send(MAIL_QUEUE, {
        sealed: sealer.seal(JSON.stringify(message)),
      } satisfies MailJobData);
      if (workerId) boss.notifyWorker(workerId);
    },
  };
  app.decorate('mailer', mailer);
  // A queued mail is sealed: its address and links are nobody's business on the jobs page.
  app.jobs.control(MAIL_QUEUE, {
    label: message('Mail'),
    describe: (jobs) => Promise.resolve(jobs.map(() => ({ subject: message('A mail') }))),
  });

  if (config.role === 'web') {
    app.log.info('mail is queued here and sent by the worker instances');
    return;
  }
  const transport = createMailTransport(config.mail);
  app.log.info(`mail goes to ${transport.destination}; its links start with ${pagesBase}`);
  workerId = await boss.work<MailJobData>(
    MAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const opened = sealer.open(job.data.sealed);
      if (opened === null) {
        // Sealed under another JWT_SECRET: no retry will read it.
        app.log.error(
          { job: job.id },
          'a queued mail cannot be read (JWT_SECRET changed?); dropped',
        );
        return;
      }
      const message = JSON.parse(opened) as MailMessage;
      const domain = domainOf(message.to);
      try {
        const file = await transport.deliver(message, job.id);
        if (file) app.log.info({ job: job.id, domain, file }, `mail written to ${file}`);
        else app.log.info({ job: job.id, domain }, 'mail sent');
      } catch (error) {
        const last = job.retryCount >= job.retryLimit;
        // A refusal may quote the address back: it is left out of the log.
        const reason = (error instanceof Error ? error.message : String(error)).replaceAll(
          message.to,
          '<recipient>',
        );
        const attempt = job.retryCount + 1;
        if (last)
          app.log.error(
            { job: job.id, domain, attempt, reason },
            'mail could not be sent; given up',
          );
        else
          app.log.warn(
            { job: job.id, domain, attempt, reason },
            'mail could not be sent; it will be tried again',
          );
        throw new Error(reason);
      }
    },
  );
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'jobs', 'repositories'] });
