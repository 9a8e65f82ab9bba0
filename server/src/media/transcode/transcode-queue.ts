import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/create-database';

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
 * Runs pg-boss on the app's own PGlite. pg-boss sends parameter-less scripts (BEGIN … COMMIT) that
 * PGlite's extended protocol refuses, so those go through `exec`; a failed script is rolled back,
 * or the single session would stay in an aborted transaction.
 */
function pgliteExecutor(withPglite: NonNullable<DatabaseHandle['withPglite']>): PgBoss.Db {
  return {
    executeSql: (text: string, values: unknown[]) =>
      withPglite(async (client) => {
        if (values && values.length > 0) {
          const result = await client.query(
            text,
            values.map((v) => (v === undefined ? null : v)),
          );
          return { rows: result.rows };
        }
        try {
          const results = await client.exec(text);
          const last = [...results].reverse().find((r) => r.fields.length > 0) ?? results.at(-1);
          return { rows: last ? last.rows : [] };
        } catch (error) {
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

/** The pg-boss schema: `pgboss`, or beside a schema the app was told to use (tests). */
export function queueSchemaFor(handle: DatabaseHandle): string {
  return handle.schema ? `${handle.schema}_boss` : 'pgboss';
}

export function createBoss(handle: DatabaseHandle): PgBoss {
  const common = {
    schema: queueSchemaFor(handle),
    // No cron jobs here: the clock monitor would only add queries.
    schedule: false,
  };
  if (handle.withPglite) return new PgBoss({ ...common, db: pgliteExecutor(handle.withPglite) });
  if (!handle.url) throw new Error('The job queue needs the PostgreSQL connection string.');
  return new PgBoss({ ...common, connectionString: handle.url, max: 4 });
}

/**
 * A job must outlive the longest transcode: about real time at "veryfast" on a small machine for
 * the longest video accepted, plus margin; pg-boss wants it under a day.
 */
export function expireInSecondsFor(maxVideoDurationSeconds: number): number {
  return Math.min(23 * 3600, Math.max(15 * 60, maxVideoDurationSeconds * 2 + 10 * 60));
}
