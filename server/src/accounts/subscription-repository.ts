import { sql, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { isNotSuspended } from '../lib/moderated-content';
import type { Database } from '../db/schema';
import type { PublicUserRow } from './user-mappers';

type Db = Kysely<Database> | Transaction<Database>;

export function createSubscriptionRepository(db: Kysely<Database>) {
  return {
    async count(channelId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('channel_id', '=', channelId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async isSubscribed(
      subscriberId: string | null,
      channelId: string,
      trx: Db = db,
    ): Promise<boolean> {
      if (!subscriberId) return false;
      const row = await trx
        .selectFrom('subscriptions')
        .select('channel_id')
        .where('subscriber_id', '=', subscriberId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Flips the subscription. The delete-or-insert runs in one statement pair inside the caller's
     * transaction; the primary key keeps at most one row however many toggles race.
     */
    async toggle(subscriberId: string, channelId: string, trx: Db = db): Promise<void> {
      const removed = await trx
        .deleteFrom('subscriptions')
        .where('subscriber_id', '=', subscriberId)
        .where('channel_id', '=', channelId)
        .returning('channel_id')
        .executeTakeFirst();
      if (removed) return;
      await trx
        .insertInto('subscriptions')
        .values({ subscriber_id: subscriberId, channel_id: channelId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** The channels `subscriberId` follows, most recent first; suspended ones are hidden meanwhile. */
    async listChannels(subscriberId: string, limit: number, offset: number, trx: Db = db) {
      const base = trx
        .selectFrom('subscriptions')
        .where('subscriptions.subscriber_id', '=', subscriberId)
        .where(isNotSuspended('subscriptions.channel_id'));
      const { docs, total } = await readPage(
        base
          .innerJoin('users', 'users.id', 'subscriptions.channel_id')
          .select(['users.id', 'users.username', 'users.full_name', 'users.avatar_key'])
          .orderBy('subscriptions.created_at', 'desc')
          .orderBy('users.id', 'desc'),
        base,
        limit,
        offset,
      );
      return { docs: docs satisfies PublicUserRow[], total };
    },

    /** Subscriber counts of several channels at once (channel lists, video pages). */
    async countMany(channelIds: string[], trx: Db = db): Promise<Map<string, number>> {
      if (channelIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom('subscriptions')
        .select(['channel_id', sql<number>`count(*)`.as('count')])
        .where('channel_id', 'in', channelIds)
        .groupBy('channel_id')
        .execute();
      return new Map(rows.map((r) => [r.channel_id, Number(r.count)]));
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
