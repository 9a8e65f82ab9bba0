import { sql, type Kysely, type Transaction } from 'kysely';
import { streamDirOf, thumbnailDirOf } from './storage';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The random folder of a stream or thumbnail-set key, which its whole folder is filed under. */
const folderOf = (key: string): string | null => streamDirOf(key) ?? thumbnailDirOf(key);

/** The size of every stored object (migration 070), for per-user storage quotas. */
export function createStoredObjectRepository(db: Kysely<Database>) {
  /**
   * Bytes stored for `userId`: the original, progressive file, stream folders (finished and
   * being written) and thumbnail sets of each of their videos, and their avatar and banner;
   * and what the renditions of their videos still processing (or ready while their ladder is made) may take
   * (`reserved_bytes`).
   * A column that comes to hold storage keys must be added here to count.
   */
  async function usageOf(userId: string, trx: Db = db): Promise<number> {
    const { rows } = await sql<{ bytes: string | number }>`
      SELECT coalesce(sum(o.bytes), 0) + (
          SELECT coalesce(sum(v.reserved_bytes), 0) FROM videos v
          WHERE v.owner_id = ${userId} AND (v.status = 'processing' OR v.adding_rungs)
        ) AS bytes
      FROM stored_objects o
      WHERE o.key IN (
          SELECT f.key FROM videos v,
            LATERAL (VALUES (v.video_key), (v.thumbnail_key), (v.progressive_key)) AS f (key)
          WHERE v.owner_id = ${userId}
          UNION ALL
          SELECT f.key FROM users u,
            LATERAL (VALUES (u.avatar_key), (u.cover_key)) AS f (key)
          WHERE u.id = ${userId}
        )
        OR o.folder IN (
          SELECT f.folder FROM videos v,
            LATERAL (VALUES (v.stream_dir), (v.staging_dir), (v.thumbnail_dir)) AS f (folder)
          WHERE v.owner_id = ${userId}
        )`.execute(trx);
    return Number(rows[0]?.bytes ?? 0);
  }

  return {
    async record(key: string, bytes: number): Promise<void> {
      await db
        .insertInto('stored_objects')
        .values({ key, folder: folderOf(key), bytes })
        .onConflict((oc) => oc.column('key').doUpdateSet({ bytes }))
        .execute();
    },

    async forget(key: string): Promise<void> {
      await db.deleteFrom('stored_objects').where('key', '=', key).execute();
    },

    /** Every object of a folder (`streams/<folder>/`) at once. */
    async forgetFolder(folder: string): Promise<void> {
      await db.deleteFrom('stored_objects').where('folder', '=', folder).execute();
    },

    usageOf,

    /**
     * `usageOf` within `trx`, once the user's row is held until `trx` ends: the writes that start
     * counting files against the quota take turns here, so each measures what the ones before
     * it committed, not what was free when its upload began. (NO KEY UPDATE: rows referring to
     * the user, like comments, can still be inserted meanwhile.)
     */
    async lockedUsageOf(userId: string, trx: Transaction<Database>): Promise<number> {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .execute();
      return usageOf(userId, trx);
    },
  };
}

export type StoredObjectRepository = ReturnType<typeof createStoredObjectRepository>;
