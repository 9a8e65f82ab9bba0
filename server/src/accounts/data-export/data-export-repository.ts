import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The rows of one account that its archive holds, as plain JSON-ready records. */
export interface AccountData {
  profile: Record<string, unknown>;
  videos: {
    id: string;
    title: string;
    description: string;
    visibility: string;
    status: string;
    duration: number;
    views: number;
    createdAt: Date;
    /** The uploaded original when it is kept, else the progressive MP4 made from it. */
    fileKey: string | null;
    progressiveKey: string | null;
    /** Its captions, by language, with where their WebVTT files are stored. */
    captions: { language: string; label: string; storageKey: string }[];
  }[];
  comments: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  playlists: Record<string, unknown>[];
  history: Record<string, unknown>[];
  likes: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
}

/**
 * "Download your data": the archive rows (one being prepared at a time per account, enforced by a
 * unique index), and the reads of everything an account made or chose, for its archive.
 */
export function createDataExportRepository(db: Kysely<Database>) {
  return {
    /** The account's newest archive, whatever its state. */
    latest: (userId: string) =>
      db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('requested_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    find: (id: string) =>
      db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A new request; fails on the unique index while another is being prepared. */
    async create(id: string, userId: string): Promise<void> {
      await db
        .insertInto('data_exports')
        .values({ id, user_id: userId, state: 'preparing' })
        .execute();
    },

    /** The archive is stored; false when the request was withdrawn meanwhile (its row gone). */
    async ready(id: string, key: string, sizeBytes: number, expiresAt: Date): Promise<boolean> {
      const result = await db
        .updateTable('data_exports')
        .set({
          state: 'ready',
          storage_key: key,
          size_bytes: sizeBytes,
          ready_at: new Date(),
          expires_at: expiresAt,
        })
        .where('id', '=', id)
        .where('state', '=', 'preparing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async failed(id: string, reason: string): Promise<void> {
      await db
        .updateTable('data_exports')
        .set({ state: 'failed', failure_reason: reason })
        .where('id', '=', id)
        .where('state', '=', 'preparing')
        .execute();
    },

    /** Removes the account's other archives (a new one replaces them): their stored keys. */
    async removeOthers(userId: string, keepId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('data_exports')
        .where('user_id', '=', userId)
        .where('id', '!=', keepId)
        .returning('storage_key')
        .execute();
      return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    },

    /**
     * Requests whose job was lost (its queue gave up on it without a word, or it was never
     * queued) fail, so the account may ask again: one cannot be prepared for longer than this.
     */
    async failStale(before: Date, reason: string): Promise<void> {
      await db
        .updateTable('data_exports')
        .set({ state: 'failed', failure_reason: reason })
        .where('state', '=', 'preparing')
        .where('requested_at', '<', before)
        .execute();
    },

    /** Removes the archives past their week: their stored keys, to delete. */
    async removeExpired(now: Date): Promise<string[]> {
      const rows = await db
        .deleteFrom('data_exports')
        .where('expires_at', '<', now)
        .returning('storage_key')
        .execute();
      return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    },

    /** The stored archives of an account, for its deletion. */
    async keysOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('data_exports')
        .select('storage_key')
        .where('user_id', '=', userId)
        .where('storage_key', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    },

    /** Everything the account made or chose; undefined once the account is gone. */
    async accountData(userId: string): Promise<AccountData | undefined> {
      const profile = await db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'email',
          'full_name as fullName',
          'description',
          'links',
          'comment_policy as commentPolicy',
          'sensitive_content as sensitiveContent',
          'created_at as createdAt',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!profile) return undefined;
      const [videos, comments, posts, playlists, history, likes, subscriptions] = await Promise.all(
        [
          db
            .selectFrom('videos')
            .select([
              'id',
              'title',
              'description',
              'visibility',
              'status',
              'duration',
              'views',
              'created_at as createdAt',
              'video_key as fileKey',
              'progressive_key as progressiveKey',
              (eb) =>
                sql<AccountData['videos'][number]['captions']>`coalesce((
                  SELECT json_agg(json_build_object('language', c.language, 'label', c.label,
                    'storageKey', c.storage_key) ORDER BY c.language)
                  FROM video_captions c WHERE c.video_id = ${eb.ref('videos.id')}), '[]'::json)`.as(
                  'captions',
                ),
            ])
            .where('owner_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('comments')
            .select([
              'id',
              'video_id as videoId',
              'is_external as onYoutubeVideo',
              'parent_id as replyTo',
              'content',
              'created_at as createdAt',
              'edited_at as editedAt',
            ])
            .where('owner_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('tweets')
            .select(['id', 'parent_id as replyTo', 'content', 'created_at as createdAt'])
            .where('owner_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('playlists as p')
            .select((eb) => [
              'p.id',
              'p.name',
              'p.description',
              'p.kind',
              'p.is_private as isPrivate',
              'p.created_at as createdAt',
              sql<unknown[]>`coalesce((SELECT json_agg(json_build_object(
                  'videoId', pv.video_id, 'youtubeId', pv.external_id, 'addedAt', pv.added_at)
                  ORDER BY pv.position)
                FROM playlist_videos pv WHERE pv.playlist_id = ${eb.ref('p.id')}), '[]'::json)`.as(
                'videos',
              ),
            ])
            .where('p.owner_id', '=', userId)
            .orderBy('p.created_at')
            .execute(),
          db
            .selectFrom('watch_history')
            .select([
              'video_id as videoId',
              'external_id as youtubeId',
              'watched_at as watchedAt',
              'position_seconds as positionSeconds',
            ])
            .where('user_id', '=', userId)
            .orderBy('watched_at')
            .execute(),
          sql<Record<string, unknown>>`
            SELECT 'video' AS kind, video_id AS id, created_at AS "likedAt" FROM likes
              WHERE user_id = ${userId}
            UNION ALL SELECT 'comment', comment_id, created_at FROM comment_likes
              WHERE user_id = ${userId}
            UNION ALL SELECT 'post', tweet_id, created_at FROM tweet_likes
              WHERE user_id = ${userId}
            ORDER BY "likedAt"`
            .execute(db)
            .then((result) => result.rows),
          db
            .selectFrom('subscriptions as s')
            .innerJoin('users as c', 'c.id', 's.channel_id')
            .select(['c.username as channel', 's.created_at as subscribedAt'])
            .where('s.subscriber_id', '=', userId)
            .orderBy('s.created_at')
            .execute(),
        ],
      );
      return {
        profile,
        videos: videos.map((video) => ({ ...video, views: Number(video.views) })),
        comments,
        posts,
        playlists,
        history,
        likes,
        subscriptions,
      };
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
