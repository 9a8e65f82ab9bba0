import { sql, type Kysely } from 'kysely';
import type { RemoteLoadReport, RemoteLoadStats } from '@kinora/contract';
import type { Database } from '../db/schema';

interface StatsRow {
  remote: string;
  loads: number | string;
  failures: number | string;
  p50: number | string | null;
  p95: number | string | null;
}

/** The `fraction` percentile of the successful loads' times. */
const successPercentile = (fraction: number) =>
  sql<
    number | null
  >`percentile_disc(${sql.lit(fraction)}) within group (order by duration_ms) filter (where outcome = 'ok')`;

const toInt = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value));

/** A report as stored: whether the deployment file named what it loaded. */
export interface RecordedLoad extends RemoteLoadReport {
  known: boolean;
}

/** How many rows may be added within the window: by one sender, and by everybody. */
export interface RowCaps {
  since: Date;
  perReporter: number;
  total: number;
}

export type RecordOutcome = 'stored' | 'reporter-full' | 'site-full';

export function createRemoteLoadRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a batch unless it would take the sender's rows, or everybody's, within the window
     * over their cap; then nothing of it is stored. Batches are stored one at a time (a lock for
     * the transaction), so parallel ones cannot all pass the same count.
     */
    async record(loads: RecordedLoad[], reporter: string, caps: RowCaps): Promise<RecordOutcome> {
      if (loads.length === 0) return 'stored';
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('remote-loads'))`.execute(trx);
        const recent = trx.selectFrom('remote_loads').where('reported_at', '>=', caps.since);
        const [mine, all] = await Promise.all([
          recent
            .where('reporter', '=', reporter)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow(),
          recent.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        ]);
        if (Number(mine.count) + loads.length > caps.perReporter) return 'reporter-full';
        if (Number(all.count) + loads.length > caps.total) return 'site-full';
        await trx
          .insertInto('remote_loads')
          .values(
            loads.map((load) => ({
              remote: load.remote,
              url: load.url,
              version: load.version,
              duration_ms: load.durationMs,
              outcome: load.outcome,
              // A successful load has no failure kind, whatever the report said.
              failure_kind: load.outcome === 'failed' ? (load.failureKind ?? 'runtime') : null,
              known: load.known,
              reporter,
            })),
          )
          .execute();
        return 'stored';
      });
    },

    /**
     * Per remote since `since`, of the reports the deployment file named (`known`) or of the
     * others: loads, failures (also by kind), and the median and 95th percentile time of the
     * successful loads (a failure's time says how long it took to fail).
     */
    async statsSince(since: Date, known = true): Promise<RemoteLoadStats[]> {
      const reported = db
        .selectFrom('remote_loads')
        .where('reported_at', '>=', since)
        .where('known', '=', known);
      const rows = await reported
        .groupBy('remote')
        .orderBy('remote')
        .select((eb) => [
          'remote',
          eb.fn.countAll<string>().as('loads'),
          sql<string>`count(*) filter (where outcome = 'failed')`.as('failures'),
          successPercentile(0.5).as('p50'),
          successPercentile(0.95).as('p95'),
        ])
        .execute();
      const kinds = await reported
        .where('outcome', '=', 'failed')
        .groupBy(['remote', 'failure_kind'])
        .select((eb) => ['remote', 'failure_kind', eb.fn.countAll<string>().as('count')])
        .execute();
      return (rows as StatsRow[]).map((row) => {
        const loads = Number(row.loads);
        const failures = Number(row.failures);
        const failuresByKind: Record<string, number> = {};
        for (const kind of kinds) {
          if (kind.remote === row.remote && kind.failure_kind)
            failuresByKind[kind.failure_kind] = Number(kind.count);
        }
        return {
          remote: row.remote,
          loads,
          failures,
          failureRate: loads === 0 ? 0 : failures / loads,
          p50Ms: toInt(row.p50),
          p95Ms: toInt(row.p95),
          failuresByKind,
        };
      });
    },

    async deleteReportedBefore(date: Date): Promise<void> {
      await db.deleteFrom('remote_loads').where('reported_at', '<', date).execute();
    },
  };
}
