import { toPublicUser } from './mappers';
import type { Tweet } from '@kinora/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface TweetRow {
  id: string;
  owner_id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
  username: string;
  full_name: string;
  avatar_key: string | null;
}

export function toTweet(row: TweetRow): Tweet {
  return {
    _id: row.id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    owner: toPublicUser({
      id: row.owner_id,
      username: row.username,
      full_name: row.full_name,
      avatar_key: row.avatar_key,
    }),
  };
}

/** Which posts a list shows: everyone's, one channel's, or a user's feed (subscriptions + own). */
export type TweetScope =
  { kind: 'all' } | { kind: 'owner'; ownerId: string } | { kind: 'feed'; userId: string };

export function createTweetRepository(db: Kysely<Database>) {
  /**
   * The feed reads the followed channel ids first: `owner_id IN (…ids)` lets PostgreSQL use the
   * per-owner index, where `owner = me OR owner IN (subquery)` scans every post.
   */
  const ownersOf = async (trx: Db, scope: TweetScope): Promise<string[] | null> => {
    if (scope.kind === 'all') return null;
    if (scope.kind === 'owner') return [scope.ownerId];
    const rows = await trx
      .selectFrom('subscriptions')
      .select('channel_id')
      .where('subscriber_id', '=', scope.userId)
      .execute();
    return [scope.userId, ...rows.map((r) => r.channel_id)];
  };

  const scoped = (trx: Db, owners: string[] | null) => {
    const base = trx.selectFrom('tweets');
    return owners ? base.where('tweets.owner_id', 'in', owners) : base;
  };

  return {
    async list(scope: TweetScope, limit: number, offset: number, trx: Db = db) {
      const owners = await ownersOf(trx, scope);
      const [docs, total] = await Promise.all([
        scoped(trx, owners)
          .innerJoin('users', 'users.id', 'tweets.owner_id')
          .select([
            'tweets.id',
            'tweets.owner_id',
            'tweets.content',
            'tweets.created_at',
            'tweets.updated_at',
            'users.username',
            'users.full_name',
            'users.avatar_key',
          ])
          .orderBy('tweets.created_at', 'desc')
          .orderBy('tweets.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped(trx, owners)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    async findById(id: string, trx: Db = db): Promise<TweetRow | null> {
      const row = await trx
        .selectFrom('tweets')
        .innerJoin('users', 'users.id', 'tweets.owner_id')
        .select([
          'tweets.id',
          'tweets.owner_id',
          'tweets.content',
          'tweets.created_at',
          'tweets.updated_at',
          'users.username',
          'users.full_name',
          'users.avatar_key',
        ])
        .where('tweets.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    async create(
      tweet: { id: string; ownerId: string; content: string; createdAt?: Date },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('tweets')
        .values({
          id: tweet.id,
          owner_id: tweet.ownerId,
          content: tweet.content,
          ...(tweet.createdAt ? { created_at: tweet.createdAt, updated_at: tweet.createdAt } : {}),
        })
        .execute();
    },

    async update(id: string, content: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('tweets')
        .set({ content, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('tweets').where('id', '=', id).execute();
    },
  };
}

export type TweetRepository = ReturnType<typeof createTweetRepository>;
