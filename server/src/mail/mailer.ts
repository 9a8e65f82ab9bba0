import type { LanguageCode } from '@kinora/contract';

/**
 * What the rest of the server hands the mail domain: a message's words and its link, never
 * markup. The mail domain lays them out (a plain-text and an HTML part, the site's name, absolute
 * links from `PUBLIC_URL`) and sends them through a durable job, so a mail server that is down
 * delays mail and loses none.
 */
export interface MailContent {
  /** The language the words are in (English when not given); the layout writes its own in it. */
  language?: LanguageCode;
  subject: string;
  /** The first line of the message, as a heading in the HTML part. */
  heading: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (text). A path is made absolute. */
  action?: { label: string; url: string };
  /** Small print under the message (why it was sent, what to do if it was not asked for). */
  footer?: string[];
}

export interface OutgoingMail extends MailContent {
  to: string;
  /**
   * Notification mail: the one-click unsubscribe address (`List-Unsubscribe` with
   * `List-Unsubscribe-Post`); a path is made absolute.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /** Queues the mail; resolves once the job is stored, not when the mail server took it. */
  send(mail: OutgoingMail): Promise<void>;
  /** An absolute link to a page of the site (`/reset-password?token=…`). */
  linkTo(pathAndQuery: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
