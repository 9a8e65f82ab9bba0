import { sql, type Kysely } from 'kysely';
import { isNotSuspended } from '../lib/moderated-content';
import { queueSchemaFor } from '../plugins/job-tables';
import type { DatabaseHandle } from '../db/create-database';
import type { Database } from '../db/schema';

export const TRANSCODE_QUEUE = 'transcode';
/** Attempts in all: the first and two retries; a human reason is written after the last. */
export const TRANSCODE_ATTEMPTS = 3;
/**
 * A job whose video has not been touched for `staleAfterSeconds` (`TRANSCODE_STALE_SECONDS`, 30 by
 * default) belongs to a dead worker. A live one touches its video six times in that window (every
 * 5 s by default), so a few slow writes never make it look dead; dead jobs are looked for twice
 * per window.
 */
export function livenessTimings(staleAfterSeconds: number): {
  heartbeatMs: number;
  sweepMs: number;
} {
  return { heartbeatMs: (staleAfterSeconds * 1000) / 6, sweepMs: (staleAfterSeconds * 1000) / 2 };
}

export interface TranscodeJobData {
  videoId: string;
}

/**
 * A job must outlive the longest transcode: about real time at "veryfast" on a small machine for
 * the longest video accepted, plus margin; pg-boss wants it under a day.
 */
export function expireInSecondsFor(maxVideoDurationSeconds: number): number {
  return Math.min(23 * 3600, Math.max(15 * 60, maxVideoDurationSeconds * 2 + 10 * 60));
}

/** A running job as the dead-worker sweep sees it. */
export interface RunningJob {
  id: string;
  video_id: string;
  retry_count: number;
  retry_limit: number;
}

/**
 * The queries on pg-boss's own job table: the one place that knows it. They run through the
 * app's connection, where the videos table is on the search path.
 */
export function createQueueJobs(db: Kysely<Database>, handle: DatabaseHandle) {
  const jobTable = sql.raw(`"${queueSchemaFor(handle)}".job`);
  return {
    /** Every job of the video: waiting, running or finished. */
    async idsOf(videoId: string): Promise<string[]> {
      const { rows } = await sql<{ id: string }>`SELECT id FROM ${jobTable}
        WHERE name = ${TRANSCODE_QUEUE} AND singleton_key = ${videoId}`.execute(db);
      return rows.map((r) => r.id);
    },

    /**
     * Running jobs of dead workers: with `staleAfterSeconds`, those started that long ago whose
     * video's heartbeat is as old; without, every running one (PGlite: this process alone owns
     * the data, so at start every running job is a dead one).
     */
    async dead(staleAfterSeconds: number | null): Promise<RunningJob[]> {
      const since = sql.raw(`interval '${Number(staleAfterSeconds)} seconds'`);
      const stale =
        staleAfterSeconds === null
          ? sql``
          : sql`AND j.started_on < now() - ${since}
         AND NOT EXISTS (SELECT 1 FROM videos v WHERE v.id = j.singleton_key
           AND v.heartbeat_at > now() - ${since})`;
      const { rows } = await sql<RunningJob>`SELECT j.id, j.singleton_key AS video_id,
        j.retry_count, j.retry_limit
      FROM ${jobTable} j
      WHERE j.name = ${TRANSCODE_QUEUE} AND j.state = 'active' ${stale}`.execute(db);
      return rows;
    },

    /**
     * Videos still processing (or ready while their ladder is made) with no job waiting or running: a
     * server died between storing an upload and queueing it, or the owner was suspended (their
     * videos wait without a job) and no longer is. A suspended owner's are left waiting.
     */
    async videosWithoutJob(): Promise<string[]> {
      const { rows } = await sql<{ id: string }>`SELECT v.id FROM videos v
      WHERE (v.status = 'processing' OR v.adding_rungs) AND ${isNotSuspended('v.owner_id')}
        AND NOT EXISTS (SELECT 1 FROM ${jobTable} j
          WHERE j.name = ${TRANSCODE_QUEUE} AND j.singleton_key = v.id
            AND j.state IN ('created', 'retry', 'active'))`.execute(db);
      return rows.map((r) => r.id);
    },
  };
}
