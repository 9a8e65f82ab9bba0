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
  // A guard against a hung test, not a speed check: the account menu's theme switch took 43 s
  // beside one other test on two cores, and ran past a minute in the full suite.
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
    // The site follows the browser's language: the tests read its English unless they ask.
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
