import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutSeenAfter, twoInstances } from './helpers/instance-pair';

/**
 * An ended session's access tokens are refused at once by the instance that ended it and within
 * 5 s by every other instance sharing the database (issue 15, M2): by reading the revocations,
 * or at once through Redis pub/sub when REDIS_URL is set.
 */

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
describe('an ended session on two instances sharing PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({});
  }, 120_000);
  afterAll(async () => {
    await pair.close();
  });

  it('is refused by the other instance within 5 s (it reads the revocations)', async () => {
    const [a, b] = pair.apps;
    expect(await logoutSeenAfter(a, b)).toBeLessThan(5_000);
  });
});
