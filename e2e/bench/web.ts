/**
 * Cold loads of the main pages on a phone over 4G, in real Chromium: 390×844 at DPR 2 (touch,
 * mobile viewport), 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4× through
 * CDP, the cache disabled and a fresh browser context per load. Prints the median of the runs of
 * LCP, CLS, FCP and total blocking time for `/`, `/explore`, `/watch/<own video>`,
 * `/watch/<external video>`, `/channel/<username>` and `/results`; the same for a signed-in
 * person whose address is verified on `/`, `/subscriptions`, `/watch/<own video>`,
 * `/creator/dashboard` and `/settings/profile` (a sign-in of its own before each load, as the
 * refresh token turns over on use; the cache still cold); the interaction to next paint (INP,
 * the web-vitals library's) of play/pause, like, subscribe, opening the save dialog and typing in
 * search, each on a cold load of its own on the same phone; then the desktop LCP of `/`
 * (1280×800, no throttling). The load average is printed beside them: the machine is shared.
 *
 *   pnpm bench:web             (needs the production builds: pnpm build)
 *   ROUNDS=5 pnpm bench:web
 *   ONLY=/explore …            one row only (its label as printed: `signed in /subscriptions`,
 *                              `INP like`, `desktop` for the desktop run)
 *   SHIFTS=1 …                 also prints the layout shifts of each page's most shifting load
 */
import { loadavg } from 'node:os';
import {
  chromium,
  request,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { subscribeByApi, uploadByApi } from '../support/content';
import { ShellFrame } from '../pages/shell-frame';
import { VideoPlayer } from '../pages/video-player';
import { WatchPage } from '../pages/watch-page';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startSite, stopSite } from '../support/site';
import {
  newUser,
  registerAccount,
  registerByApi,
  verifyEmailByApi,
  type TestUser,
} from '../support/users';
import {
  inpScript,
  readInteraction,
  readWebVitals,
  WEB_VITALS_SCRIPT,
  type Interaction,
  type WebVitals,
} from '../support/web-vitals';

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

/** After an interaction, the time its next paint takes to be reported. */
const INTERACTION_SETTLE_MS = 1500;

type Session = BrowserContextOptions['storageState'];

interface Profile {
  mobile: boolean;
  /** The cookies of a signed-in person; a visitor without. */
  session?: Session;
  /** Done once the page has settled; its INP is read afterwards. */
  interact?: (page: Page) => Promise<void>;
}

interface Load extends WebVitals {
  interaction: Interaction | null;
}

async function coldLoad(
  browser: Browser,
  url: string,
  { mobile, session, interact }: Profile,
): Promise<Load> {
  const context = await browser.newContext({
    ...(mobile
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        }
      : { viewport: { width: 1280, height: 800 } }),
    ...(session ? { storageState: session } : {}),
  });
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
    if (interact) await page.addInitScript({ content: inpScript() });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The external player's frame points at a host this machine cannot reach: quiet never comes
    // for some pages, so the wait is bounded and the figures are read anyway.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await readWebVitals(page);
    if (!interact) return { ...vitals, interaction: null };
    await interact(page);
    await page.waitForTimeout(INTERACTION_SETTLE_MS);
    return { ...vitals, interaction: await readInteraction(page) };
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

/**
 * The cookies a browser keeps after `user` signs in: each load signs in again, as the refresh
 * token is replaced on use and a used one ends the session.
 */
async function signInSession(siteUrl: string, user: TestUser): Promise<Session> {
  const api = await request.newContext({ baseURL: siteUrl });
  try {
    const response = await api.post('/api/v1/users/login', {
      data: { username: user.username, password: user.password },
    });
    if (!response.ok())
      throw new Error(`Signing in answered ${response.status()}: ${await response.text()}`);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/** A new person, signed in: the cookies of their sign-up. */
async function newViewerSession(siteUrl: string): Promise<Session> {
  const api = await request.newContext({ baseURL: siteUrl });
  try {
    await registerByApi(api, newUser('viewer'));
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * The interactions INP is measured on, each after a cold load of its page by a new viewer (so
 * Like and Subscribe start unset): the control, then what answers it on screen.
 */
const INTERACTIONS: [string, (page: Page) => Promise<void>][] = [
  [
    'play/pause',
    async (page) => {
      const player = new VideoPlayer(page);
      await player.playButton.click();
      await player.pauseButton.click();
      await player.playButton.waitFor();
    },
  ],
  [
    'like',
    async (page) => {
      const watch = new WatchPage(page);
      await watch.likeButton.click();
      await watch.likeButton.and(page.locator('[aria-pressed="true"]')).waitFor();
    },
  ],
  [
    'subscribe',
    async (page) => {
      const watch = new WatchPage(page);
      await watch.subscribeButton.click();
      await watch.subscribedButton.waitFor();
    },
  ],
  [
    'save dialog',
    async (page) => {
      await new WatchPage(page).saveButton.click();
      await page.getByRole('dialog', { name: 'Save to playlist' }).waitFor();
    },
  ],
  [
    'search typing',
    async (page) => {
      const shell = new ShellFrame(page);
      // On a phone the box opens over the bar.
      await page.getByRole('button', { name: 'Open search' }).click();
      await shell.searchBox.pressSequentially('trailer', { delay: 150 });
    },
  ],
];

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
    // The signed-in person is one who comes back: their address verified long ago (the notice a
    // new account's pages open with is not on theirs). The site mails into its data folder.
    process.env.E2E_DATA_DIR = site.dataDir;
    await verifyEmailByApi(api, creator);
    const ownId = await uploadByApi(api, token, 'Web vitals benchmark', 'Benchmark upload.');
    // A channel the signed-in person follows, so their subscriptions feed has a video.
    const followed = newUser('followed');
    const other = await registerAccount(api, followed);
    await uploadByApi(api, other.token, 'A followed channel’s video', 'Benchmark upload.');
    await subscribeByApi(api, token, other.id);
    const signedIn = () => signInSession(site.url, creator);
    const pages: [string, string, (() => Promise<Session>)?][] = [
      ['/', '/'],
      ['/explore', '/explore'],
      ['/watch/:own', `/watch/${ownId}`],
      ['/watch/:external', `/watch/${await externalVideoId(site.url)}`],
      ['/channel/:username', `/channel/${creator.username}`],
      ['/results', '/results?search_query=trailer'],
      ['signed in /', '/', signedIn],
      ['signed in /subscriptions', '/subscriptions', signedIn],
      ['signed in /watch/:own', `/watch/${ownId}`, signedIn],
      ['signed in /creator/dashboard', '/creator/dashboard', signedIn],
      ['signed in /settings/profile', '/settings/profile', signedIn],
    ];
    console.log(
      `mobile cold load: 390x844 DPR 2, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU ` +
        `slowdown, cache disabled; median of ${ROUNDS}; load average at start ${load()}`,
    );
    const rows: string[] = [];
    for (const [label, pathname, session] of pages) {
      if (ONLY && ONLY !== label) continue;
      const runs: WebVitals[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const cookies = session ? await session() : undefined;
        runs.push(
          await coldLoad(browser, `${site.url}${pathname}`, { mobile: true, session: cookies }),
        );
      }
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
        `| ${label.padEnd(28)} | ${seconds(median(runs.map((run) => run.lcp))).padStart(7)} | ` +
          `${median(runs.map((run) => run.cls))
            .toFixed(3)
            .padStart(5)} | ${seconds(median(runs.map((run) => run.fcp))).padStart(7)} | ` +
          `${`${Math.round(median(runs.map((run) => run.tbt)))} ms`.padStart(7)} |`,
      );
    }
    console.log('| page                         |     LCP |   CLS |     FCP |     TBT |');
    console.log('| ---------------------------- | ------: | ----: | ------: | ------: |');
    for (const row of rows) console.log(row);
    const interactionRows: string[] = [];
    for (const [name, interact] of INTERACTIONS) {
      if (ONLY && ONLY !== `INP ${name}`) continue;
      // Each on the video of a channel the viewer does not follow yet; search from the home page.
      const pathname = name === 'search typing' ? '/' : `/watch/${ownId}`;
      const runs: (Interaction | null)[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const session = await newViewerSession(site.url);
        const loaded = await coldLoad(browser, `${site.url}${pathname}`, {
          mobile: true,
          session,
          interact,
        });
        runs.push(loaded.interaction);
      }
      const inp = (run: Interaction | null) => run?.inp ?? 0;
      const worst = runs.reduce((a, b) => (inp(b) > inp(a) ? b : a));
      console.log(
        `  INP ${name}: ${runs.map((run) => (run ? `${run.inp} ms` : '< 16 ms')).join(', ')}; ` +
          `the slowest was a ${worst?.type ?? '-'} on ${worst?.target ?? '-'} (input delay ` +
          `${worst?.inputDelay ?? 0} ms, handlers ${worst?.processing ?? 0} ms, to the paint ` +
          `${worst?.presentation ?? 0} ms; longest script: ${worst?.longestScript ?? '-'})`,
      );
      interactionRows.push(`| ${name.padEnd(14)} | ${`${median(runs.map(inp))} ms`.padStart(7)} |`);
    }
    if (interactionRows.length > 0) {
      console.log('| interaction    |     INP |');
      console.log('| -------------- | ------: |');
      for (const row of interactionRows) console.log(row);
    }
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
