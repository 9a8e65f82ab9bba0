import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerByApi } from '../support/users';
import { readWebVitals, WEB_VITALS_SCRIPT } from '../support/web-vitals';
import type { Page } from '@playwright/test';

/**
 * Nothing on the main pages jumps while they load: cumulative layout shift (the largest session
 * window, as Core Web Vitals count it) stays at most 0.05 on a phone over 4G and on a desktop.
 * Timings (LCP) are the benchmark's business (`pnpm bench:web`): on a shared machine they would
 * make a flaky test; layout shift does not depend on speed.
 */
const CLS_LIMIT = 0.05;
const PHONE_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

async function layoutShiftOf(page: Page, url: string, slowNetwork: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slowNetwork) await cdp.send('Network.emulateNetworkConditions', PHONE_4G);
  await page.addInitScript({ content: WEB_VITALS_SCRIPT });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Late paints (images decoded after the network went quiet) still count.
  await page.waitForTimeout(1000);
  const vitals = await readWebVitals(page);
  return {
    cls: vitals.cls,
    shifts: vitals.shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.moved.join(' | ')}`),
  };
}

let ownVideoPath = '';
let searchPath = '';

test.beforeAll(async ({ request }) => {
  const creator = newUser('stable');
  const token = await registerByApi(request, creator);
  const id = await uploadByApi(request, token, `Layout stability ${creator.username}`);
  ownVideoPath = `/watch/${id}`;
  searchPath = `/results?search_query=${encodeURIComponent(`stability ${creator.username}`)}`;
});

for (const { name, viewport, slowNetwork } of [
  { name: 'a phone over 4G', viewport: { width: 390, height: 844 }, slowNetwork: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, slowNetwork: false },
]) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, deviceScaleFactor: slowNetwork ? 2 : 1, isMobile: slowNetwork });

    for (const target of ['/', '/explore', 'own video', 'a search'] as const) {
      test(`${target} loads without layout shift`, async ({ page }) => {
        test.setTimeout(120_000);
        const url =
          target === 'own video' ? ownVideoPath : target === 'a search' ? searchPath : target;
        const { cls, shifts } = await layoutShiftOf(page, url, slowNetwork);
        expect(cls, `layout shifts on ${url}:\n${shifts.join('\n')}`).toBeLessThanOrEqual(
          CLS_LIMIT,
        );
      });
    }
  });
}
