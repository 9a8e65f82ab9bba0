import { sql, type Kysely } from 'kysely';
import type { JobState } from '@kinora/contract';
import type { DatabaseHandle } from '../db/create-database';
import type { Database } from '../db/schema';

/** The pg-boss schema: `pgboss`, or beside a schema the app was told to use (tests). */
export function queueSchemaFor(handle: DatabaseHandle): string {
  return handle.schema ? `${handle.schema}_boss` : 'pgboss';
}

/** One queue's figures, from pg-boss's own tables. */
export interface QueueFigures {
  name: string;
  waiting: number;
  running: number;
  failed: number;
  /** Age of the oldest waiting job; null when none waits. */
  oldest_seconds: number | null;
}

/** One job as the admins' page reads it. */
export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  created_on: Date;
  started_on: Date | null;
  attempts: number;
  max_attempts: number;
  /** The message of the last attempt's error, as pg-boss stored it; never its stack. */
  failure_message: string | null;
}

/** pg-boss's states under the names the page uses; cancelled and completed jobs are not listed. */
const STATES_OF: Record<JobState, string[]> = {
  waiting: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
};

/**
 * The reads of pg-boss's own job and queue tables for people (the jobs page) and for the
 * metrics: one place that knows their columns beside the transcode queue's own queries.
 */
export function createJobTables(db: Kysely<Database>, handle: DatabaseHandle) {
  const schema = queueSchemaFor(handle);
  const jobTable = sql.id(schema, 'job');
  const queueTable = sql.id(schema, 'queue');
  const stateOf = sql<JobState>`CASE WHEN j.state IN ('created', 'retry') THEN 'waiting'
    WHEN j.state = 'active' THEN 'running' ELSE 'failed' END`;
  // pg-boss counts a retry when it fetches a job that had started before.
  const jobColumns = sql`j.id, j.name, ${stateOf} AS state, j.data, j.created_on, j.started_on,
    (j.retry_count + CASE WHEN j.started_on IS NULL THEN 0 ELSE 1 END)::int AS attempts,
    (j.retry_limit + 1)::int AS max_attempts,
    coalesce(j.output ->> 'message', j.output -> 'value' ->> 'message') AS failure_message`;

  return {
    /** Every queue, those without a job included, by name. */
    async figures(): Promise<QueueFigures[]> {
      const { rows } = await sql<QueueFigures>`
        SELECT q.name,
          count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
          count(j.id) FILTER (WHERE j.state = 'active')::int AS running,
          count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed,
          extract(epoch FROM now() - min(j.created_on)
            FILTER (WHERE j.state IN ('created', 'retry')))::float8 AS oldest_seconds
        FROM ${queueTable} q
        LEFT JOIN ${jobTable} j ON j.name = q.name
          AND j.state IN ('created', 'retry', 'active', 'failed')
        GROUP BY q.name
        ORDER BY q.name`.execute(db);
      return rows;
    },

    /** One state's jobs, oldest first, of one queue or all. */
    async list(
      filter: { state: JobState; queue?: string },
      limit: number,
      offset: number,
    ): Promise<{ rows: JobRow[]; total: number }> {
      const states = STATES_OF[filter.state];
      const where = sql`j.state::text IN (${sql.join(states)})
        ${filter.queue ? sql`AND j.name = ${filter.queue}` : sql``}`;
      const [page, count] = await Promise.all([
        sql<JobRow>`SELECT ${jobColumns} FROM ${jobTable} j WHERE ${where}
          ORDER BY j.created_on, j.id LIMIT ${limit} OFFSET ${offset}`.execute(db),
        sql<{ total: number }>`SELECT count(*)::int AS total FROM ${jobTable} j
          WHERE ${where}`.execute(db),
      ]);
      return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
    },

    /** A job still waiting, running or failed; undefined once it is done, cancelled or gone. */
    async find(id: string): Promise<JobRow | undefined> {
      const { rows } = await sql<JobRow>`SELECT ${jobColumns} FROM ${jobTable} j
        WHERE j.id = ${id} AND j.state IN ('created', 'retry', 'active', 'failed')`.execute(db);
      return rows[0];
    },
  };
}

export type JobTables = ReturnType<typeof createJobTables>;
