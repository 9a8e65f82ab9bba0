import { API_BASE, DEFAULT_LANGUAGE, type ApiEndpoint } from '@kinora/contract';
import {
  EMAIL_KINDS,
  isEmailKind,
  type EmailKind,
  type EmailPreferenceRepository,
} from './email-preference-repository';
import {
  DIGEST_LIST_LIMIT,
  digestMail,
  notificationMail,
  type MailLinks,
} from './notification-mail-content';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail';
import type { MailFilter, NotificationRepository } from './notification-repository';
import type {
  DueFilter,
  MailRecipient,
  NotificationMailRepository,
} from './notification-mail-repository';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * Mail "as it happens" is for what just happened: a notification older than this (its mail
 * failed for long, or the kind was switched to it later) waits on the site instead.
 */
const IMMEDIATE_WINDOW_MS = 60 * MINUTE;
/**
 * How far back a digest looks: a kind switched to the digest does not bring a year of unread
 * notifications with it.
 */
const DIGEST_LOOKBACK_DAYS = 7;
/** Recipients read per statement when a run looks for whom to mail. */
const RECIPIENT_BATCH = 200;

/** The endpoint of the one-click unsubscribe, as the contract names it. */
const ONE_CLICK: ApiEndpoint = 'POST /email/unsubscribe';
const ONE_CLICK_PATH = `${API_BASE}${ONE_CLICK.slice(ONE_CLICK.indexOf(' ') + 1)}`;
/** The page that asks before it unsubscribes (the studio's), with the same token. */
const UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * A mail no request of the recipient's asked for is written in the language the account last
 * signed in with; English when it never did since languages were kept.
 */
const languageOf = (recipient: MailRecipient) => recipient.language ?? DEFAULT_LANGUAGE;

/** The site's day (UTC) a moment falls in, as `YYYY-MM-DD`, and where it starts. */
const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOfUtcDay = (at: Date) => new Date(`${utcDayOf(at)}T00:00:00.000Z`);

export interface NotificationMailerDeps {
  notifications: NotificationRepository;
  preferences: EmailPreferenceRepository;
  mail: NotificationMailRepository;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  log: FastifyBaseLogger;
}

/**
 * Notifications by mail: each at once, or the day's in one digest, as the recipient chose per
 * kind, in the recipient's language (see `languageOf`). A notification is marked mailed before
 * its mail is queued, and given back if queueing fails, so a retry, a restart or a second
 * instance never mails it twice (a crash in the moment between the two loses that one mail
 * rather than doubling it). The mail queue is durable from there on.
 */
export function createNotificationMailer({
  notifications,
  preferences,
  mail,
  mailer,
  tokens,
  log,
}: NotificationMailerDeps) {
  const linksFor = (userId: string, scope: UnsubscribeScope): MailLinks => {
    const query = new URLSearchParams({ token: tokens.issue(userId, scope) }).toString();
    return {
      unsubscribePage: `${UNSUBSCRIBE_PAGE}?${query}`,
      oneClick: `${ONE_CLICK_PATH}?${query}`,
      absolute: (path) => mailer.linkTo(path),
    };
  };

  /** Every due recipient, a batch per statement. */
  async function forEachDue(
    filter: DueFilter,
    each: (recipient: MailRecipient) => Promise<void>,
  ): Promise<void> {
    let after = '';
    for (;;) {
      const batch = await mail.dueRecipients(filter, after, RECIPIENT_BATCH);
      for (const recipient of batch) await each(recipient);
      const last = batch[batch.length - 1];
      if (!last || batch.length < RECIPIENT_BATCH) return;
      after = last.id;
    }
  }

  /** One mail per notification the recipient gets at once; answers how many were queued. */
  async function mailAtOnce(recipient: MailRecipient, filter: MailFilter): Promise<number> {
    const { ids, shown } = await notifications.claimForMail(recipient.id, filter);
    const sent = new Set<string>();
    try {
      for (const notification of shown) {
        if (!isEmailKind(notification.kind)) continue;
        const content = notificationMail(
          notification,
          notification.kind,
          linksFor(recipient.id, notification.kind),
          languageOf(recipient),
        );
        await mailer.send({ to: recipient.email, ...content });
        sent.add(notification._id);
      }
    } catch (error) {
      // What was not queued is given back: the next run takes it.
      await notifications.releaseMail(ids.filter((id) => !sent.has(id)));
      throw error;
    }
    return sent.size;
  }

  /** The recipient's digest of `day`, unless a run took it already; true when one was queued. */
  async function sendDigest(
    recipient: MailRecipient,
    day: string,
    filter: MailFilter,
  ): Promise<boolean> {
    if (!(await mail.claimDigest(recipient.id, day))) return false;
    let claimed: string[] = [];
    try {
      const { ids, shown } = await notifications.claimForMail(
        recipient.id,
        filter,
        DIGEST_LIST_LIMIT,
      );
      claimed = ids;
      // What was waiting is no longer there to see (deleted, hidden): no mail today.
      if (shown.length === 0) return false;
      const chosen = await preferences.read(recipient.id);
      const kinds = EMAIL_KINDS.filter((kind) => chosen[kind] === 'daily');
      const content = digestMail(
        shown,
        ids.length,
        kinds,
        linksFor(recipient.id, 'digest'),
        languageOf(recipient),
      );
      await mailer.send({ to: recipient.email, ...content });
    } catch (error) {
      await notifications.releaseMail(claimed);
      await mail.releaseDigest(recipient.id, day);
      throw error;
    }
    await mail.markDigestSent(recipient.id, day);
    return true;
  }

  return {
    /**
     * Mails what was just created for these recipients, for those who get its kind at once
     * (answers how many mails were queued). Everyone with such mail waiting when no recipients
     * are named: the periodic run catches up on what a crash or a failure left.
     */
    async mailImmediately(recipientIds: string[] | null, now = new Date()): Promise<number> {
      const filter: MailFilter = {
        frequency: 'immediate',
        since: new Date(now.getTime() - IMMEDIATE_WINDOW_MS),
      };
      let sent = 0;
      await forEachDue(
        { ...filter, ...(recipientIds ? { recipientIds } : {}) },
        async (recipient) => {
          try {
            sent += await mailAtOnce(recipient, filter);
          } catch (error) {
            // One account's failure leaves the others' mail going.
            log.error(
              { err: error, userId: recipient.id },
              'a notification mail could not be queued',
            );
          }
        },
      );
      return sent;
    },

    /**
     * The day's digests (the UTC day of `now`): to each account with unread notifications of
     * its digest kinds from before the day began, not mailed yet, one mail, claimed first, so
     * a second run that day (here, after a restart, or on another instance) sends none. What
     * comes during the day waits for the next day's. Answers how many were queued.
     */
    async sendDigests(now = new Date()): Promise<number> {
      const day = utcDayOf(now);
      const before = startOfUtcDay(now);
      const filter: MailFilter = {
        frequency: 'daily',
        since: new Date(before.getTime() - DIGEST_LOOKBACK_DAYS * DAY),
        before,
      };
      let sent = 0;
      await forEachDue({ ...filter, undigestedOn: day }, async (recipient) => {
        try {
          if (await sendDigest(recipient, day, filter)) sent += 1;
        } catch (error) {
          // One account's failure leaves the others' digests going; this one is tried next run.
          log.error({ err: error, userId: recipient.id }, 'a daily digest could not be queued');
        }
      });
      // Yesterday's claims still keep a late run of yesterday from sending twice; older ones
      // keep nothing.
      await mail.forgetDigestsBefore(utcDayOf(new Date(before.getTime() - DAY)));
      return sent;
    },

    /**
     * Turns off what an unsubscribe link names: its kind, or every kind in the daily digest.
     * Answers the kinds now off; null when the token is not one of ours.
     */
    async unsubscribe(token: string): Promise<EmailKind[] | null> {
      const claims = tokens.read(token);
      if (!claims) return null;
      const kinds =
        claims.scope === 'digest'
          ? await preferences
              .read(claims.userId)
              .then((chosen) => EMAIL_KINDS.filter((kind) => chosen[kind] === 'daily'))
          : [claims.scope];
      await preferences.turnOff(claims.userId, kinds);
      return kinds;
    },
  };
}

export type NotificationMailer = ReturnType<typeof createNotificationMailer>;
