import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createLikeRepository(db: Kysely<Database>) {
  return {
    async count(videoId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('likes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('video_id', '=', videoId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async isLiked(userId: string | null, videoId: string, trx: Db = db): Promise<boolean> {
      if (!userId) return false;
      const row = await trx
        .selectFrom('likes')
        .select('video_id')
        .where('video_id', '=', videoId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Delete-or-insert; the primary key (video, user) keeps at most one like however toggles race. */
    async toggle(userId: string, videoId: string, trx: Db = db): Promise<void> {
      const removed = await trx
        .deleteFrom('likes')
        .where('video_id', '=', videoId)
        .where('user_id', '=', userId)
        .returning('video_id')
        .executeTakeFirst();
      if (removed) return;
      await trx
        .insertInto('likes')
        .values({ video_id: videoId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

export type LikeRepository = ReturnType<typeof createLikeRepository>;
