import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * YouTube bills `search.list` at 100 units and most reads at 1 unit against a 10,000-unit day, so
 * searches get their own counter (in calls) and everything else shares one in units.
 */
export type BudgetBucket = 'search' | 'units';

export interface YoutubeBudgetLimits {
  searchDailyBudget: number;
  unitsDailyBudget: number;
}

export interface YoutubeBudget {
  /** Reserves `cost` in the bucket for today; false (and nothing spent) when it would overrun. */
  trySpend(bucket: BudgetBucket, cost: number): Promise<boolean>;
  /** Gives back a reservation whose call was never made. */
  refund(bucket: BudgetBucket, cost: number): Promise<void>;
  usedToday(bucket: BudgetBucket): Promise<number>;
  /** Marks today's budget spent: YouTube said the key's daily quota is gone. */
  exhaust(): Promise<void>;
}

const pacificDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The budget day as YouTube counts it: quotas reset at midnight Pacific time. */
export function pacificDay(at: Date): string {
  const parts = Object.fromEntries(pacificDate.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function createYoutubeBudget(
  db: Kysely<Database>,
  limits: YoutubeBudgetLimits,
  now: () => number = Date.now,
): YoutubeBudget {
  const limitOf = (bucket: BudgetBucket) =>
    bucket === 'search' ? limits.searchDailyBudget : limits.unitsDailyBudget;
  const today = () => pacificDay(new Date(now()));

  return {
    async trySpend(bucket, cost) {
      const limit = limitOf(bucket);
      if (cost > limit) return false;
      // One statement, so concurrent instances cannot both take the last unit.
      const row = await db
        .insertInto('youtube_budget')
        .values({ day: today(), method: bucket, used: cost })
        .onConflict((oc) =>
          oc
            .columns(['day', 'method'])
            .doUpdateSet({ used: sql<number>`youtube_budget.used + excluded.used` })
            .where(sql<boolean>`youtube_budget.used + excluded.used <= ${limit}`),
        )
        .returning('used')
        .executeTakeFirst();
      return row !== undefined;
    },

    async refund(bucket, cost) {
      await db
        .updateTable('youtube_budget')
        .set({ used: sql<number>`greatest(used - ${cost}, 0)` })
        .where('day', '=', today())
        .where('method', '=', bucket)
        .execute();
    },

    async exhaust() {
      const day = today();
      for (const bucket of ['search', 'units'] as const) {
        const limit = limitOf(bucket);
        await db
          .insertInto('youtube_budget')
          .values({ day, method: bucket, used: limit })
          .onConflict((oc) =>
            oc
              .columns(['day', 'method'])
              .doUpdateSet({ used: sql<number>`greatest(youtube_budget.used, excluded.used)` }),
          )
          .execute();
      }
    },

    async usedToday(bucket) {
      const row = await db
        .selectFrom('youtube_budget')
        .select('used')
        .where('day', '=', today())
        .where('method', '=', bucket)
        .executeTakeFirst();
      return row?.used ?? 0;
    },
  };
}
