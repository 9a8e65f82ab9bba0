import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import { listCacheFreshAfterWrite } from './helpers/list-cache-pair';

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
describe('the list micro-cache on two instances sharing PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    // Kept a minute: only the announcement through LISTEN/NOTIFY can explain a fresh answer.
    pair = await twoInstances({ LIST_CACHE_MS: '60000' });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
  });

  it('is dropped on the other instance when one of them writes', async () => {
    const [a, b] = pair.apps;
    expect(await listCacheFreshAfterWrite(a, b)).toBeLessThan(2_000);
  });
});
