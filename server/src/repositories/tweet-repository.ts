import { toPublicUser } from './mappers';
import type { Tweet } from '@kinora/shared/contract';
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
  avatar_url: string | null;
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
      avatar_url: row.avatar_url,
    }),
  };
}

/** Which posts a list shows: everyone's, one channel's, or a user's feed (subscriptions + own). */
export type TweetScope =
  { kind: 'all' } | { kind: 'owner'; ownerId: string } | { kind: 'feed'; userId: string };

export function createTweetRepository(db: Kysely<Database>) {
  const scoped = (trx: Db, scope: TweetScope) => {
    const base = trx.selectFrom('tweets');
    if (scope.kind === 'owner') return base.where('tweets.owner_id', '=', scope.ownerId);
    if (scope.kind === 'feed') {
      return base.where((eb) =>
        eb.or([
          eb('tweets.owner_id', '=', scope.userId),
          eb(
            'tweets.owner_id',
            'in',
            eb
              .selectFrom('subscriptions')
              .select('channel_id')
              .where('subscriber_id', '=', scope.userId),
          ),
        ]),
      );
    }
    return base;
  };

  return {
    async list(scope: TweetScope, limit: number, offset: number, trx: Db = db) {
      const [docs, total] = await Promise.all([
        scoped(trx, scope)
          .innerJoin('users', 'users.id', 'tweets.owner_id')
          .select([
            'tweets.id',
            'tweets.owner_id',
            'tweets.content',
            'tweets.created_at',
            'tweets.updated_at',
            'users.username',
            'users.full_name',
            'users.avatar_url',
          ])
          .orderBy('tweets.created_at', 'desc')
          .orderBy('tweets.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped(trx, scope)
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
          'users.avatar_url',
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
