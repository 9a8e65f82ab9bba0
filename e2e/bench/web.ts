/**
 * Cold loads of the main pages on a phone over 4G, in real Chromium: 390×844 at DPR 2 (touch,
 * mobile viewport), 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4× through
 * CDP, the cache disabled and a fresh browser context per load. Prints the median of the runs of
 * LCP, CLS, FCP and total blocking time for `/`, `/explore`, `/watch/<own video>`,
 * `/watch/<external video>` and `/channel/<username>`, then the desktop LCP of `/` (1280×800, no
 * throttling). The load average is printed beside them: the machine is shared.
 *
 *   pnpm bench:web             (needs the production builds: pnpm build)
 *   ROUNDS=5 pnpm bench:web
 *   ONLY=/explore …            one page only (its label as printed; `desktop` for the desktop run)
 *   SHIFTS=1 …                 also prints the layout shifts of each page's most shifting load
 */
import { loadavg } from 'node:os';
import { chromium, request, type Browser } from '@playwright/test';
import { uploadByApi } from '../support/content';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startSite, stopSite } from '../support/site';
import { newUser, registerByApi } from '../support/users';
import { readWebVitals, WEB_VITALS_SCRIPT, type WebVitals } from '../support/web-vitals';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ONLY = process.env.ONLY;
const MOBILE_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
/** After the network is quiet the page has painted what it will; LCP and CLS are read then. */
const SETTLE_MS = 1000;

interface Profile {
  mobile: boolean;
}

async function coldLoad(browser: Browser, url: string, { mobile }: Profile): Promise<WebVitals> {
  const context = await browser.newContext(
    mobile
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        }
      : { viewport: { width: 1280, height: 800 } },
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (mobile) {
      await cdp.send('Network.emulateNetworkConditions', MOBILE_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.addInitScript({ content: WEB_VITALS_SCRIPT });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The external player's frame points at a host this machine cannot reach: quiet never comes
    // for some pages, so the wait is bounded and the figures are read anyway.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    return await readWebVitals(page);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function externalVideoId(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/v1/youtube/search?query=trailer`);
  const body = (await response.json()) as { data?: { videos?: { videoId: string }[] } };
  const id = body.data?.videos?.[0]?.videoId;
  if (!id) throw new Error(`The YouTube search answered no video (HTTP ${response.status}).`);
  return id;
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const api = await request.newContext({ baseURL: site.url });
  try {
    const creator = newUser('bench');
    const token = await registerByApi(api, creator);
    const ownId = await uploadByApi(api, token, 'Web vitals benchmark', 'Benchmark upload.');
    const pages: [string, string][] = [
      ['/', '/'],
      ['/explore', '/explore'],
      ['/watch/:own', `/watch/${ownId}`],
      ['/watch/:external', `/watch/${await externalVideoId(site.url)}`],
      ['/channel/:username', `/channel/${creator.username}`],
    ];
    console.log(
      `mobile cold load: 390x844 DPR 2, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU ` +
        `slowdown, cache disabled; median of ${ROUNDS}; load average at start ${load()}`,
    );
    const rows: string[] = [];
    for (const [label, pathname] of pages) {
      if (ONLY && ONLY !== label) continue;
      const runs: WebVitals[] = [];
      for (let round = 0; round < ROUNDS; round += 1)
        runs.push(await coldLoad(browser, `${site.url}${pathname}`, { mobile: true }));
      const largest = runs.reduce((a, b) => (b.lcp > a.lcp ? b : a));
      if (process.env.SHIFTS === '1') {
        const shifty = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
        for (const shift of shifty.shifts)
          console.log(
            `    shift ${shift.value.toFixed(3)} at ${seconds(shift.at)}: ${shift.moved.join(' | ')}`,
          );
      }
      console.log(
        `  ${label}: LCP ${runs.map((run) => seconds(run.lcp)).join(', ')}; ` +
          `CLS ${runs.map((run) => run.cls.toFixed(3)).join(', ')}; slowest LCP was ${largest.lcpElement}`,
      );
      rows.push(
        `| ${label.padEnd(18)} | ${seconds(median(runs.map((run) => run.lcp))).padStart(7)} | ` +
          `${median(runs.map((run) => run.cls))
            .toFixed(3)
            .padStart(5)} | ${seconds(median(runs.map((run) => run.fcp))).padStart(7)} | ` +
          `${`${Math.round(median(runs.map((run) => run.tbt)))} ms`.padStart(7)} |`,
      );
    }
    console.log('| page               |     LCP |   CLS |     FCP |     TBT |');
    console.log('| ------------------ | ------: | ----: | ------: | ------: |');
    for (const row of rows) console.log(row);
    if (!ONLY || ONLY === 'desktop') {
      const desktop: WebVitals[] = [];
      for (let round = 0; round < ROUNDS; round += 1)
        desktop.push(await coldLoad(browser, `${site.url}/`, { mobile: false }));
      console.log(
        `desktop / (1280x800, no throttling, cache disabled): LCP ` +
          `${seconds(median(desktop.map((run) => run.lcp)))} (runs ` +
          `${desktop.map((run) => seconds(run.lcp)).join(', ')}), CLS ` +
          `${median(desktop.map((run) => run.cls)).toFixed(3)}`,
      );
    }
    console.log(`load average at end ${load()}`);
  } finally {
    await api.dispose();
    await browser.close();
    await stopSite(site);
  }
}

await main();
