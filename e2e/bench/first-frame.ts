/**
 * Time to first frame on the watch page under emulated slow 4G (150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up; cache disabled; a fresh browser context each run), in real Chromium:
 * the HLS ladder in Auto beside the uploaded original file played as it came, which is what
 * Kinora served before the pipeline. Both go through the very same watch page; for the original
 * the page's `GET /videos/:id` answer is rewritten to point the player at the original file
 * (served with ranges by a static server on another port) and carry no streams.
 *
 * Each run opens `/watch/<id>`, clicks Play as soon as the control is there, and records when the
 * first frame after playback started was presented (`requestVideoFrameCallback`), counted from
 * the navigation's start and from the click.
 *
 *   pnpm --filter @kinora/e2e bench:first-frame     (needs the production builds: pnpm build)
 *   ROUNDS=5 SOURCE_SECONDS=60 pnpm --filter @kinora/e2e bench:first-frame
 *   TRACE=1 …   also prints each run's requests as a waterfall (seconds from navigation)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request, type Browser, type CDPSession } from '@playwright/test';
import getPort from 'get-port';
import sirv from 'sirv';
import { uploadByApi, waitUntilReady } from '../support/content';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startSite, stopSite } from '../support/site';
import { newUser, registerByApi } from '../support/users';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TRACE = process.env.TRACE === '1';
const SOURCE_SECONDS = Number(process.env.SOURCE_SECONDS ?? 30);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

/**
 * A phone-like original: 1080p30 with fine temporal noise (what a sensor adds), stereo audio,
 * H.264 at high quality with the index (moov) at the end, as cameras write it. Cached.
 */
function makeSource(): string {
  const dir = path.join(tmpdir(), 'kinora-bench-first-frame');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `original-1080p30-${SOURCE_SECONDS}s.mp4`);
  if (existsSync(file)) return file;
  const partial = `${file}.partial.mp4`;
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1920x1080:rate=30:duration=${SOURCE_SECONDS},noise=alls=10:allf=t`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${SOURCE_SECONDS}`,
    '-ac',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-maxrate',
    '16M',
    '-bufsize',
    '32M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '192k',
    partial,
  ]);
  renameSync(partial, file);
  return file;
}

/** Counts from the navigation's start (the page's time origin); set up before any script runs. */
function recordFirstFrame() {
  const marks = globalThis as { __firstFrameAt?: number; __playClickedAt?: number };
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target as HTMLVideoElement;
      if (marks.__firstFrameAt !== undefined) return;
      video.requestVideoFrameCallback((now) => {
        marks.__firstFrameAt ??= now;
      });
    },
    // Media events do not bubble; the capture phase still sees them.
    true,
  );
}

interface TracedRequest {
  url: string;
  start: number;
  end?: number;
  bytes: number;
}

/** Every request's start, end and size, in CDP's clock; printed relative to the first one. */
function traceRequests(cdp: CDPSession) {
  const requests = new Map<string, TracedRequest>();
  cdp.on(
    'Network.requestWillBeSent',
    (event: { requestId: string; timestamp: number; request: { url: string } }) => {
      requests.set(event.requestId, { url: event.request.url, start: event.timestamp, bytes: 0 });
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const entry = requests.get(event.requestId);
      if (entry) Object.assign(entry, { end: event.timestamp, bytes: event.encodedDataLength });
    },
  );
  return {
    print(clickAt: number, frameAt: number) {
      const all = [...requests.values()];
      const origin = Math.min(...all.map((entry) => entry.start));
      console.log(
        `  Play clicked at ${clickAt.toFixed(2)} s, first frame at ${frameAt.toFixed(2)} s`,
      );
      for (const entry of all) {
        const url = new URL(entry.url);
        const end =
          entry.end === undefined ? '   …  ' : (entry.end - origin).toFixed(2).padStart(6);
        console.log(
          `  ${(entry.start - origin).toFixed(2).padStart(6)} → ${end}  ` +
            `${(entry.bytes / 1024).toFixed(0).padStart(5)} KiB  ${url.pathname.slice(0, 90)}`,
        );
      }
    },
  };
}

interface Run {
  fromNavigation: number;
  fromClick: number;
  bytes: number;
}

async function measure(
  browser: Browser,
  siteUrl: string,
  videoId: string,
  originalUrl: string | null,
): Promise<Run> {
  // The original is served from another origin, which the shell's CSP (media-src 'self') would
  // refuse; both modes run without it so they differ only in what the player is given.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let bytes = 0;
    cdp.on('Network.dataReceived', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    const waterfall = traceRequests(cdp);
    if (originalUrl) {
      await page.route(`**/api/v1/videos/${videoId}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        body.data = { ...body.data, videofile: originalUrl, streams: null };
        await route.fulfill({ response, json: body });
      });
    }
    await page.addInitScript(recordFirstFrame);
    await page.goto(`${siteUrl}/watch/${videoId}`, { waitUntil: 'commit' });
    const play = page.getByRole('main').getByRole('button', { name: 'Play', exact: true });
    await play.waitFor({ timeout: 120_000 });
    // Muted, as browsers only let a page start sound after a gesture; the click is that gesture.
    await page.locator('main video').evaluate((video) => {
      (video as HTMLVideoElement).muted = true;
    });
    await play.click();
    await page.evaluate(() => {
      (globalThis as { __playClickedAt?: number }).__playClickedAt = performance.now();
    });
    await page.waitForFunction(
      () => (globalThis as { __firstFrameAt?: number }).__firstFrameAt !== undefined,
      undefined,
      { timeout: 120_000 },
    );
    const marks = await page.evaluate(() => {
      const g = globalThis as { __firstFrameAt?: number; __playClickedAt?: number };
      return { frame: g.__firstFrameAt ?? 0, click: g.__playClickedAt ?? 0 };
    });
    if (TRACE) waterfall.print(marks.click / 1000, marks.frame / 1000);
    return {
      fromNavigation: marks.frame / 1000,
      fromClick: Math.max(0, marks.frame - marks.click) / 1000,
      bytes,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const source = makeSource();
  const site = await startSite();
  const originalPort = await getPort();
  const originalServer = http.createServer(sirv(path.dirname(source), { dev: true }));
  await new Promise<void>((resolve) => originalServer.listen(originalPort, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const api = await request.newContext({ baseURL: site.url });
  try {
    const token = await registerByApi(api, newUser('bench'));
    const videoId = await uploadByApi(api, token, 'First frame benchmark', 'Benchmark upload.', {
      waitForReady: false,
      videoPath: source,
    });
    await waitUntilReady(api, token, videoId, 30 * 60_000);
    // Published videos are public: the bench's browser watches as a visitor.
    const originalUrl = `http://127.0.0.1:${originalPort}/${path.basename(source)}`;
    const sizeMiB = statSync(source).size / 1024 / 1024;
    console.log(
      `original: ${sizeMiB.toFixed(1)} MiB, ${SOURCE_SECONDS} s 1080p30 H.264 (moov at the end); ` +
        `network: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cache disabled`,
    );

    const runs: Record<'hls' | 'original', Run[]> = { hls: [], original: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const mode of ['hls', 'original'] as const) {
        const result = await measure(
          browser,
          site.url,
          videoId,
          mode === 'original' ? originalUrl : null,
        );
        runs[mode].push(result);
        console.log(
          `round ${round} ${mode.padEnd(8)} first frame ${result.fromNavigation.toFixed(2)} s ` +
            `after navigation, ${result.fromClick.toFixed(2)} s after Play; ` +
            `${(result.bytes / 1024).toFixed(0)} KiB received by then`,
        );
      }
    }
    for (const mode of ['hls', 'original'] as const) {
      const list = runs[mode];
      console.log(
        `median ${mode.padEnd(8)} ${median(list.map((r) => r.fromNavigation)).toFixed(2)} s after ` +
          `navigation, ${median(list.map((r) => r.fromClick)).toFixed(2)} s after Play`,
      );
    }
  } finally {
    await api.dispose();
    await browser.close();
    originalServer.close();
    await stopSite(site);
  }
}

await main();
