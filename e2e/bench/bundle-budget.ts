/**
 * Performance budget of a first visit: what JavaScript does Chromium download to show `/`?
 * Prints the gzip size per app, checks React is loaded exactly once and @nivo not at all, and
 * prints each remote's whole build size. The budget is 220 KB gzip for a first visit to `/`: 193 KB
 * once the remotes stopped carrying a federation runtime of their own, and 215 KB once every text
 * came from a catalogue (i18next and react-i18next in the shared singleton, 18 KB of it; French
 * catalogues are chunks a page in English never downloads). A page that needs more fails the check.
 * Exits non-zero when the budget is broken, React loads twice or @nivo loads at all, so the
 * check can run in CI (`scripts/test-all.mjs` runs it after the build).
 *
 *   pnpm --filter @kinora/e2e bench        (needs the production builds: pnpm build)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { distOf, REMOTES, startSite, stopSite } from '../support/site';

const BUDGET_KB = 220;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function ownerOf(url: string): string {
  const match = /\/remotes\/([a-z]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? 'shell';
}

function buildSize(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      const inner = buildSize(file);
      raw += inner.raw;
      gzip += inner.gzip;
    } else if (name.endsWith('.js')) {
      const body = readFileSync(file);
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
  }
  return { raw, gzip };
}

interface SharedEntry {
  loaded?: boolean;
  loading?: unknown;
  from?: string;
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzip: number; body: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const body = await response.body().catch(() => null);
      if (body)
        scripts.push({
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          body: body.toString(),
        });
    });
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Latest Movie Trailers' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const perOwner = new Map<string, number>();
    for (const script of scripts)
      perOwner.set(ownerOf(script.url), (perOwner.get(ownerOf(script.url)) ?? 0) + script.gzip);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);

    const reactCopies = await page.evaluate(() => {
      const federation = (
        globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
      ).__FEDERATION__;
      // Every federation instance's scope map points at the same share entries: count the
      // distinct entries that were loaded, not the references to them.
      const loaded = new Map<string, Set<SharedEntry>>();
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(
          instance as Record<string, Record<string, Record<string, SharedEntry>>>,
        )) {
          for (const [pkg, versions] of Object.entries(scope)) {
            for (const entry of Object.values(versions)) {
              if (!entry.loaded && !entry.loading) continue;
              if (!loaded.has(pkg)) loaded.set(pkg, new Set());
              loaded.get(pkg)?.add(entry);
            }
          }
        }
      }
      const counts: Record<string, number> = {};
      for (const [pkg, entries] of loaded) counts[pkg] = entries.size;
      return counts;
    });
    const nivoLoaded = scripts.some((script) => /@nivo|nivo-|ResponsiveLine/.test(script.body));

    console.log('First visit to / (JavaScript, gzip):');
    for (const [owner, bytes] of [...perOwner.entries()].sort())
      console.log(`  ${owner.padEnd(10)} ${kb(bytes)}`);
    console.log(
      `  ${'total'.padEnd(10)} ${kb(total)}  (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1024 ? 'within' : 'OVER'})`,
    );
    console.log(`  scripts    ${scripts.length}`);
    if (process.env.BUDGET_LIST) for (const s of scripts) console.log(`    ${kb(s.gzip)} ${s.url}`);
    console.log(`Shared singletons loaded (instances per package): ${JSON.stringify(reactCopies)}`);
    console.log(`@nivo loaded on /: ${nivoLoaded ? 'yes (should not be)' : 'no'}`);
    console.log('Whole builds (all JavaScript, raw / gzip):');
    for (const app of ['shell', ...REMOTES.map((name) => `mfe-${name}`)]) {
      const size = buildSize(distOf(app));
      console.log(`  ${app.padEnd(14)} ${kb(size.raw).padStart(10)} / ${kb(size.gzip)}`);
    }
    const broken = [
      total > BUDGET_KB * 1024
        ? `${kb(total)} of JavaScript is over the ${BUDGET_KB} KB budget`
        : '',
      Object.entries(reactCopies)
        .filter(([pkg, copies]) => pkg.startsWith('react') && copies > 1)
        .map(([pkg, copies]) => `${pkg} loaded ${copies} times`)
        .join(', '),
      nivoLoaded ? '@nivo loaded on /' : '',
    ].filter(Boolean);
    if (broken.length > 0) {
      console.error(`First-visit budget broken: ${broken.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stopSite(site);
  }
}

await main();
