import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  // A guard against a hung test, not a speed check: under two workers on two cores a test that
  // takes 20 s alone has run past a minute (the account menu's theme switch, a canary deploy).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The JSON report is what `pnpm test` counts; it names the file with PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    ['json', { outputFile: './artifacts/report.json' }],
  ],
  use: {
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
