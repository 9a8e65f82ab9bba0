import { sql, type Kysely, type Transaction } from 'kysely';
import { isNotSuspended } from '../lib/moderated-content';
import { mailFrequencyOf } from './email-preference-repository';
import type { MailFilter } from './notification-repository';
import type { Database } from '../db/schema';
import type { LanguageCode } from '@kinora/contract';

type Db = Kysely<Database> | Transaction<Database>;

/** Someone with notifications waiting to be mailed, where to, and in which language. */
export interface MailRecipient {
  id: string;
  email: string;
  /** The language the account last signed in with; null (never recorded) reads English. */
  language: LanguageCode | null;
}

export interface DueFilter extends MailFilter {
  /** Only these recipients (the ones just notified); everyone otherwise. */
  recipientIds?: string[];
  /** Only recipients without a digest claimed for this day (`YYYY-MM-DD`). */
  undigestedOn?: string;
}

/**
 * Who has notifications waiting for a mail, and the daily digests claimed (`email_digests`).
 * Mail goes to confirmed addresses only: an address nobody confirmed may be someone else's, and
 * a suspended account gets none while the suspension lasts.
 */
export function createNotificationMailRepository(db: Kysely<Database>) {
  return {
    /**
     * The next `limit` recipients after `after` (by id) with unread notifications not mailed yet
     * that the filter takes.
     */
    async dueRecipients(
      filter: DueFilter,
      after: string,
      limit: number,
      trx: Db = db,
    ): Promise<MailRecipient[]> {
      if (filter.recipientIds?.length === 0) return [];
      let query = trx
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.recipient_id')
        .select(['u.id', 'u.email', 'u.language'])
        .distinct()
        .where('n.emailed_at', 'is', null)
        .where('n.read_at', 'is', null)
        .where('n.created_at', '>=', filter.since)
        .where(sql<boolean>`${mailFrequencyOf('n.recipient_id', 'n.kind')} = ${filter.frequency}`)
        .where('u.email_verified_at', 'is not', null)
        .where(isNotSuspended('u.id'))
        .where('u.id', '>', after);
      if (filter.before) query = query.where('n.created_at', '<', filter.before);
      if (filter.recipientIds) query = query.where('u.id', 'in', filter.recipientIds);
      const day = filter.undigestedOn;
      if (day)
        query = query.where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM email_digests AS d
            WHERE d.user_id = u.id AND d.day = ${day})`,
        );
      return query.orderBy('u.id').limit(limit).execute();
    },

    /**
     * Takes the user's digest of `day`; false when a run (this one earlier, another instance's)
     * took it already.
     */
    async claimDigest(userId: string, day: string, trx: Db = db): Promise<boolean> {
      const claimed = await trx
        .insertInto('email_digests')
        .values({ user_id: userId, day })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** The digest is queued. */
    async markDigestSent(userId: string, day: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('email_digests')
        .set({ sent_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .execute();
    },

    /** Its mail could not be queued: a later run of the day takes it again. */
    async releaseDigest(userId: string, day: string, trx: Db = db): Promise<void> {
      await trx
        .deleteFrom('email_digests')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Claims of days no run asks about any more. */
    async forgetDigestsBefore(day: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('email_digests').where('day', '<', day).execute();
    },
  };
}

export type NotificationMailRepository = ReturnType<typeof createNotificationMailRepository>;
