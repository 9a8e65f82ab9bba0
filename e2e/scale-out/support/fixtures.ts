import { test as base } from '@playwright/test';
import { startCluster, type Cluster } from './cluster';

/** One cluster per test worker, shared by the scenarios (a failed test gets a fresh one). */
export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const cluster = await startCluster({ size: 3 });
      try {
        await use(cluster);
      } finally {
        await cluster.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
