import { describe, expect, it } from 'vitest';
import { retryingListingRaces } from './migrate';

type Outcome = Awaited<ReturnType<Parameters<typeof retryingListingRaces>[0]>>;

/** Answers the outcomes in turn, counting the runs. */
function runs(...outcomes: Outcome[]) {
  let count = 0;
  const run = () => Promise.resolve(outcomes[Math.min(count++, outcomes.length - 1)] as Outcome);
  return { run, count: () => count };
}

const raced = (code: string): Outcome => ({ error: Object.assign(new Error('listing'), { code }) });

describe('retryingListingRaces', () => {
  it('runs again when the table listing met a table changing under it', async () => {
    const done: Outcome = { results: [] };
    const { run, count } = runs(raced('42703'), raced('42P01'), done);
    await expect(retryingListingRaces(run)).resolves.toBe(done);
    expect(count()).toBe(3);
  });

  it('gives up after three runs', async () => {
    const { run, count } = runs(raced('42703'));
    expect((await retryingListingRaces(run)).error).toBeDefined();
    expect(count()).toBe(3);
  });

  it('never runs again once a migration was tried, nor for another error', async () => {
    const applied: Outcome = {
      error: Object.assign(new Error('bad script'), { code: '42703' }),
      results: [{ migrationName: '134_x', direction: 'Up', status: 'Error' }],
    };
    const first = runs(applied);
    await retryingListingRaces(first.run);
    expect(first.count()).toBe(1);
    const other = runs(raced('23505'));
    await retryingListingRaces(other.run);
    expect(other.count()).toBe(1);
  });
});
