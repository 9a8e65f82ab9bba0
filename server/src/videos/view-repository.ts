import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One viewer opening one video. */
export interface ViewEvent {
  videoId: string;
  viewerKey: string;
}

export function createViewRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts a batch of views in one statement: each (video, viewer) pair counts unless that
     * viewer's last counted view of the video is under 24 hours old. The marks' upsert decides
     * atomically, so the same viewer reported by several instances at once counts once; the
     * count, the per-day series and the marks change together or not at all. Pairs must be
     * distinct (an upsert cannot touch one row twice); videos deleted meanwhile are skipped.
     * Answers the pairs that counted.
     */
    async recordViews(events: ViewEvent[], trx: Db = db): Promise<ViewEvent[]> {
      if (events.length === 0) return [];
      const { rows } = await sql<{ video_id: string; viewer_key: string }>`
        WITH input AS (
          SELECT * FROM unnest(${events.map((e) => e.videoId)}::text[],
                               ${events.map((e) => e.viewerKey)}::text[]) AS t(video_id, viewer_key)
        ), marked AS (
          INSERT INTO video_view_marks (video_id, viewer_key)
          SELECT v.id, input.viewer_key FROM input JOIN videos v ON v.id = input.video_id
          FOR KEY SHARE OF v
          ON CONFLICT (video_id, viewer_key) DO UPDATE SET counted_at = now()
            WHERE video_view_marks.counted_at < now() - interval '24 hours'
          RETURNING video_id, viewer_key
        ), per_video AS (
          SELECT video_id, count(*)::int AS n FROM marked GROUP BY video_id
        ), bumped AS (
          UPDATE videos SET views = videos.views + per_video.n
          FROM per_video WHERE videos.id = per_video.video_id
        ), daily AS (
          INSERT INTO video_daily_views (video_id, day, views)
          SELECT video_id, (now() at time zone 'utc')::date, n FROM per_video
          ON CONFLICT (video_id, day) DO UPDATE SET views = video_daily_views.views + excluded.views
        )
        SELECT video_id, viewer_key FROM marked`.execute(trx);
      return rows.map((r) => ({ videoId: r.video_id, viewerKey: r.viewer_key }));
    },

    /** Old marks no longer de-duplicate anything. */
    async deleteMarksBefore(date: Date, trx: Db = db): Promise<void> {
      await trx.deleteFrom('video_view_marks').where('counted_at', '<', date).execute();
    },
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
