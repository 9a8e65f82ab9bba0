import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Today in UTC, as the per-day view counts are keyed. */
const utcToday = sql<string>`(now() at time zone 'utc')::date`;

export function createViewRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts a view unless this viewer's last counted view of the video is under 24 hours old.
     * The mark's upsert decides atomically, so parallel opens by one viewer count once.
     */
    async recordView(videoId: string, viewerKey: string, trx: Db = db): Promise<boolean> {
      const mark = await trx
        .insertInto('video_view_marks')
        .values({ video_id: videoId, viewer_key: viewerKey })
        .onConflict((oc) =>
          oc
            .columns(['video_id', 'viewer_key'])
            .doUpdateSet({ counted_at: sql`now()` })
            .where('video_view_marks.counted_at', '<', sql<Date>`now() - interval '24 hours'`),
        )
        .returning('video_id')
        .executeTakeFirst();
      if (!mark) return false;
      await trx
        .updateTable('videos')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', videoId)
        .execute();
      await trx
        .insertInto('video_daily_views')
        .values({ video_id: videoId, day: utcToday, views: 1 })
        .onConflict((oc) =>
          oc
            .columns(['video_id', 'day'])
            .doUpdateSet((eb) => ({ views: eb('video_daily_views.views', '+', 1) })),
        )
        .execute();
      return true;
    },

    /** Old marks no longer de-duplicate anything. */
    async deleteMarksBefore(date: Date, trx: Db = db): Promise<void> {
      await trx.deleteFrom('video_view_marks').where('counted_at', '<', date).execute();
    },
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
