import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

/**
 * The scale-out suite (`pnpm --filter @kinora/e2e test:scale-out`): the reference deployment of
 * deploy/ on loopback - N instances of the built server on PostgreSQL, Redis and s3rver behind
 * Debian's nginx. One worker: the scenarios share one cluster, and restarts and load tests would
 * only measure each other if they ran side by side on a small machine.
 */
export default defineConfig({
  testDir: './scale-out',
  outputDir: './artifacts/scale-out-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The JSON report is what `pnpm test` counts; it names the file with PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: [['list'], ['json', { outputFile: './artifacts/scale-out-report.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'scale-out', use: { browserName: 'chromium' } }],
});
