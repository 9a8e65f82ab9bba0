import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Periodic jobs that must run once per period across all instances (see migration 095). */
export function createScheduledRunRepository(db: Kysely<Database>) {
  return {
    /**
     * True for exactly one caller per period: the conditional update is atomic, and a concurrent
     * one waits for it and then finds the period already taken.
     */
    async claim(name: string, periodMs: number): Promise<boolean> {
      await db
        .insertInto('scheduled_runs')
        .values({ name, last_run_at: new Date(0) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const claimed = await db
        .updateTable('scheduled_runs')
        .set({ last_run_at: sql<Date>`now()` })
        .where('name', '=', name)
        .where('last_run_at', '<=', sql<Date>`now() - make_interval(secs => ${periodMs / 1000})`)
        .returning('name')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
