import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { selectVideoWithOwner } from './video-repository';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * Moves the video to the top of the user's history (one entry per video); answers where they
     * stopped last time, if they did.
     */
    async touch(userId: string, videoId: string, trx: Db = db): Promise<number | null> {
      const row = await trx
        .insertInto('watch_history')
        .values({ user_id: userId, video_id: videoId })
        .onConflict((oc) =>
          oc.columns(['user_id', 'video_id']).doUpdateSet({ watched_at: sql`now()` }),
        )
        .returning('position_seconds')
        .executeTakeFirst();
      return row?.position_seconds ?? null;
    },

    /** Where the viewer is now; creates the history entry when there is none. */
    async savePosition(userId: string, videoId: string, position: number, trx: Db = db) {
      await trx
        .insertInto('watch_history')
        .values({ user_id: userId, video_id: videoId, position_seconds: position })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'video_id'])
            .doUpdateSet({ position_seconds: position, watched_at: sql`now()` }),
        )
        .execute();
    },

    /**
     * Newest first. Videos that became unpublished stay listed only for their owner, like
     * everywhere else.
     */
    async list(userId: string, limit: number, offset: number, trx: Db = db) {
      const visible = <O>(qb: SelectQueryBuilder<Database, 'watch_history' | 'videos', O>) =>
        qb
          .where('watch_history.user_id', '=', userId)
          .where((eb) =>
            eb.or([eb('videos.is_listed', '=', true), eb('videos.owner_id', '=', userId)]),
          );
      const [docs, total] = await Promise.all([
        visible(
          selectVideoWithOwner(trx, userId)
            .innerJoin('watch_history', 'watch_history.video_id', 'videos.id')
            .select('watch_history.watched_at'),
        )
          .orderBy('watch_history.watched_at', 'desc')
          .orderBy('videos.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        visible(
          trx
            .selectFrom('watch_history')
            .innerJoin('videos', 'videos.id', 'watch_history.video_id'),
        )
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    async remove(userId: string, videoId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('watch_history')
        .where('user_id', '=', userId)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async clear(userId: string, trx: Db = db): Promise<number> {
      const result = await trx
        .deleteFrom('watch_history')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
