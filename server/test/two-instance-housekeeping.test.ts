import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';

/**
 * Housekeeping on two instances sharing PostgreSQL: when both ask at the same moment, exactly
 * one runs the sweep; once the hour has passed, one of them runs it again.
 */

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
describe('the hourly sweep on two instances', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({});
  }, 120_000);
  afterAll(async () => {
    await pair.close();
  });

  it('runs on exactly one of them per hour', async () => {
    const [a, b] = pair.apps;
    for (let round = 0; round < 5; round += 1) {
      const ran = await Promise.all([
        a.sweepExpiredRowsIfDue(),
        b.sweepExpiredRowsIfDue(),
        a.sweepExpiredRowsIfDue(),
        b.sweepExpiredRowsIfDue(),
      ]);
      expect(ran.filter(Boolean), `round ${round}`).toHaveLength(1);
      expect(await b.sweepExpiredRowsIfDue()).toBe(false);
      // The hour passes.
      await a.db
        .updateTable('scheduled_runs')
        .set({ last_run_at: sql<Date>`now() - interval '61 minutes'` })
        .execute();
    }
  });
});
