import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import { toPublicUser } from '../accounts';
import { isNotHeld, isNotHeldFor, isNotSuspended, isSuspended } from '../lib/moderated-content';
import { isBlockedBy, isNotBlockedBy, isNotHiddenByPlaceOwner } from '../lib/viewer-choices';
import {
  createDiscussionReads,
  heldColumns,
  toDiscussionItem,
  type Db,
  type RowOf,
} from './discussion-repository';
import { isLikedBy } from './like-repository';
import type { Post } from '@kinora/contract';
import type { Hold } from './hold-rules';
import type { Database } from '../db/schema';

export type PostRow = RowOf<typeof selectPost>;

export function toPost(row: PostRow): Post {
  const owner = toPublicUser({
    id: row.owner_id,
    username: row.username,
    full_name: row.full_name,
    avatar_key: row.avatar_key,
  });
  return toDiscussionItem(row, owner);
}

/** Which posts a list shows: everyone's, one channel's, or a user's feed (subscriptions + own). */
export type PostScope =
  { kind: 'all' } | { kind: 'owner'; ownerId: string } | { kind: 'feed'; userId: string };

/**
 * Replies of suspended accounts, which the kept `reply_count` includes (held ones it does not,
 * migration 118): they are hidden while the suspension lasts, which no trigger can follow. Found
 * through the few suspended accounts' posts.
 */
const HIDDEN_REPLIES = sql<number>`(SELECT count(*) FROM tweets AS hidden_reply
  WHERE hidden_reply.parent_id = tweets.id AND ${isNotHeld('hidden_reply')}
    AND ${isSuspended('hidden_reply.owner_id')})`;

/**
 * The viewer's own held replies to the post, which the kept `reply_count` leaves out while their
 * list of its replies shows them (found through the held ones' index, migration 122).
 */
function ownHeldReplies(viewerId: string | null): RawBuilder<number> {
  if (viewerId === null) return sql<number>`0`;
  return sql<number>`(SELECT count(*) FROM tweets AS own_held
    WHERE own_held.owner_id = ${viewerId} AND own_held.parent_id = tweets.id
      AND own_held.held_at IS NOT NULL AND ${isNotSuspended('own_held.owner_id')})`;
}

/**
 * The owner of the post that the reply `table` names answers: the place whose owner's blocks
 * hide replies there (null for a post, which is its own place).
 */
function postOwnerOf(table: string): RawBuilder<string | null> {
  return sql<string | null>`(SELECT place_post.owner_id FROM tweets AS place_post
    WHERE place_post.id = ${sql.ref(`${table}.parent_id`)})`;
}

/**
 * A post with its owner, counts and the viewer's like, so lists need no call per post. A
 * suspended account's posts are hidden from every read until the suspension ends; a removed post
 * is read (a reply stays as a placeholder), and each caller decides what it shows of it; a held
 * one is read by its author alone, and so is a reply whose author the post's owner blocked. The
 * reply count is what the replies list shows the viewer: their own held replies count for them.
 */
function selectPost(db: Db, viewerId: string | null) {
  return db
    .selectFrom('tweets')
    .innerJoin('users', 'users.id', 'tweets.owner_id')
    .select([
      'tweets.id',
      'tweets.owner_id',
      'tweets.parent_id',
      'tweets.content',
      'tweets.created_at',
      'tweets.updated_at',
      'tweets.removed_at',
      'tweets.held_at',
      // Kept on the row by triggers on replies and likes (migration 112).
      sql<number>`(tweets.reply_count - ${HIDDEN_REPLIES} + ${ownHeldReplies(viewerId)})::integer`.as(
        'reply_count',
      ),
      'tweets.likes_count',
      'users.username',
      'users.full_name',
      'users.avatar_key',
      isLikedBy('post', viewerId, 'tweets.id').as('is_liked'),
    ])
    .where(isNotSuspended('tweets.owner_id'))
    .where(isNotHeldFor('tweets', viewerId))
    .where(isNotHiddenByPlaceOwner('tweets.owner_id', postOwnerOf('tweets'), viewerId));
}

export function createPostRepository(db: Kysely<Database>) {
  /** Whose posts a scope shows, as a condition on `owner_id` (the feed has its own table). */
  const ownerCondition = (
    scope: Exclude<PostScope, { kind: 'feed' }>,
    column: 'tweets.owner_id' | 'counted.owner_id',
  ) => (scope.kind === 'all' ? null : sql<SqlBool>`${sql.ref(column)} = ${scope.ownerId}`);

  /**
   * The kept count of a feed (removed posts leave it, migration 117; a held one is in its
   * author's alone, migration 122) less the entries of suspended channels and of the channels
   * the reader blocked, found through the feed's (reader, owner) index.
   */
  const feedCount = (trx: Db, userId: string) =>
    trx
      .selectFrom('feed_counts as counted')
      .where('counted.user_id', '=', userId)
      .select(
        sql<string>`counted.entries - (SELECT count(*) FROM feed_entries AS hidden
          WHERE hidden.user_id = counted.user_id AND ${isSuspended('hidden.owner_id')})
          - (SELECT count(*) FROM feed_entries AS blocked
          WHERE blocked.user_id = counted.user_id AND ${isBlockedBy(userId, 'blocked.owner_id')}
            AND ${isNotSuspended('blocked.owner_id')})`.as('count'),
      );
  /**
   * A page of a person's feed from the rows kept for them (migration 111): their newest entries
   * in the order of its index, then only those posts read, as the reader sees them (their own
   * likes). The total comes back in the same statement, from the kept count. Every feed
   * request runs it, so it is built and compiled once.
   */
  const feedPage = reusableQuery(['userId', 'limit', 'offset'], ({ userId, limit, offset }) =>
    selectPost(db, userId)
      .innerJoin('feed_entries as entry', 'entry.tweet_id', 'tweets.id')
      .where('entry.user_id', '=', userId)
      .where('tweets.removed_at', 'is', null)
      .where(isNotBlockedBy(userId, 'tweets.owner_id'))
      .select((eb) =>
        eb.selectFrom(feedCount(db, userId).as('c')).select('c.count').$asScalar().as('total'),
      )
      .orderBy('entry.created_at', 'desc')
      .orderBy('entry.tweet_id', 'desc')
      .limit(sql<number>`${limit}`)
      .offset(sql<number>`${offset}`),
  );

  return {
    ...createDiscussionReads(db, 'tweets', selectPost, {
      tracksEdits: false,
      placeOwnerOf: postOwnerOf,
    }),

    /**
     * Top-level posts only: replies show under their post, not in the lists. The page and the
     * total come back in one statement. Removed posts and suspended accounts' are not listed,
     * nor the posts of the accounts the viewer blocked (a post opened by its link still reads);
     * held ones are listed and counted for their author alone, marked held.
     */
    async list(
      scope: PostScope,
      options: { viewerId: string | null; limit: number; offset: number },
      trx: Db = db,
    ) {
      if (scope.kind === 'feed') {
        const { userId } = scope;
        const { rows } = await trx.executeQuery(
          feedPage({ userId, limit: options.limit, offset: options.offset }),
        );
        const first = rows[0];
        // Past the last page there is no row to carry the total.
        const total = first
          ? Number(first.total)
          : Number((await feedCount(trx, userId).executeTakeFirst())?.count ?? 0);
        return { docs: rows, total };
      }
      const owned = ownerCondition(scope, 'tweets.owner_id');
      const countedOwned = ownerCondition(scope, 'counted.owner_id');
      const countQuery = () => {
        const count = trx
          .selectFrom('tweets as counted')
          .where('counted.parent_id', 'is', null)
          .where('counted.removed_at', 'is', null)
          .where(isNotSuspended('counted.owner_id'))
          .where(isNotHeldFor('counted', options.viewerId))
          .where(isNotBlockedBy(options.viewerId, 'counted.owner_id'))
          .select((eb) => eb.fn.countAll<number>().as('count'));
        return countedOwned ? count.where(countedOwned) : count;
      };
      let docs = selectPost(trx, options.viewerId)
        .where('tweets.parent_id', 'is', null)
        .where('tweets.removed_at', 'is', null)
        .where(isNotBlockedBy(options.viewerId, 'tweets.owner_id'))
        .select((eb) =>
          eb.selectFrom(countQuery().as('c')).select('c.count').$asScalar().as('total'),
        );
      if (owned) docs = docs.where(owned);
      const rows = await docs
        .orderBy('tweets.created_at', 'desc')
        .orderBy('tweets.id', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .execute();
      const first = rows[0];
      // Past the last page there is no row to carry the total.
      const total = first
        ? Number(first.total)
        : Number((await countQuery().executeTakeFirstOrThrow()).count);
      return { docs: rows, total };
    },

    async create(
      post: {
        id: string;
        ownerId: string;
        content: string;
        parentId?: string | null;
        replyToId?: string | null;
        hold?: Hold | null;
      },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('tweets')
        .values({
          id: post.id,
          owner_id: post.ownerId,
          content: post.content,
          parent_id: post.parentId ?? null,
          reply_to_id: post.replyToId ?? null,
          ...heldColumns(post.hold ?? null),
        })
        .execute();
    },

    /**
     * The post in any state, with the owner of the post it replies to (null for a post): for the
     * decisions of that owner and of reviewers. Null when there is none.
     */
    async findPlace(id: string, trx: Db = db) {
      const row = await trx
        .selectFrom('tweets')
        .leftJoin('tweets as parent', 'parent.id', 'tweets.parent_id')
        .select([
          'tweets.id',
          'tweets.owner_id',
          'tweets.parent_id',
          'tweets.held_at',
          'tweets.held_cause',
          'parent.owner_id as place_owner_id',
        ])
        .where('tweets.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
