import { test as base } from '@playwright/test';
import { startCluster, type Cluster } from './cluster';

/**
 * One cluster per test worker, shared by the scenarios (a failed test gets a fresh one). A file
 * that needs the instances configured otherwise says so with `test.use({ clusterEnv })`, which
 * gives it a worker, and so a cluster, of its own.
 */
export const test = base.extend<object, { cluster: Cluster; clusterEnv: Record<string, string> }>({
  clusterEnv: [{}, { scope: 'worker', option: true }],
  cluster: [
    async ({ clusterEnv }, use) => {
      const cluster = await startCluster({ size: 3, env: clusterEnv });
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
