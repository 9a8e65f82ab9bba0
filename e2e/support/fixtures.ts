import { test as base, expect } from '@playwright/test';

/**
 * Every test uses the site global setup started; its address only exists once setup has run,
 * so it is read here rather than in the config.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the site.');
    await use(url);
  },
});

export { expect };
