// The checks a remote passes before the deployment file names it. Each returns problems in
// words an engineer can act on; an empty list means the check passed.
/* global document -- the check runs inside the page */
import semver from 'semver';

/** Every remote is mounted through its `./routes` (the shell composes the route table from it). */
export const ROUTES_EXPOSE = './routes';

export class PreflightError extends Error {
  name = 'PreflightError';
}

/**
 * GET the manifest at its public URL, as a browser would; the parsed manifest or an error. With
 * `origin` (the site's) a manifest on another origin must allow that origin to read it (CORS),
 * as the shell's pages fetch it from there.
 */
export async function fetchManifest(url, { origin, fetchImpl = fetch, what = 'manifest' } = {}) {
  const crossOrigin = origin !== undefined && new URL(url).origin !== origin;
  let response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...(crossOrigin ? { origin } : {}) },
    });
  } catch (error) {
    throw new PreflightError(`${what} ${url} is not reachable: ${error.message}`);
  }
  if (!response.ok) throw new PreflightError(`${what} ${url} answered ${response.status}`);
  const allowed = response.headers.get('access-control-allow-origin');
  if (crossOrigin && allowed !== '*' && allowed !== origin) {
    throw new PreflightError(
      `${what} ${url} is not readable by pages of ${origin}: it answers ` +
        `${allowed ? `Access-Control-Allow-Origin ${allowed}` : 'without Access-Control-Allow-Origin'}` +
        ' (its server needs a CORS rule allowing GET from the site)',
    );
  }
  try {
    return await response.json();
  } catch {
    throw new PreflightError(`${what} ${url} is not JSON`);
  }
}

/**
 * The build is the federation container of the remote it is deployed as: the shell registers it
 * under the deployment file's name, and the container's global is its own name.
 */
export function containerProblems(name, manifest) {
  return manifest?.name === name
    ? []
    : [`manifest: the build is the remote "${manifest?.name}", not "${name}"`];
}

/**
 * The shared packages the remote asks for against the versions the live shell provides. With
 * the loaded-first strategy the shell's copy is the one a remote receives, so a remote that
 * needs a newer copy than the shell ships would run against the older one.
 */
export function sharedProblems(remoteManifest, shellManifest) {
  const provided = new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version]));
  const problems = [];
  for (const need of remoteManifest.shared ?? []) {
    const version = provided.get(need.name);
    if (!version || !need.requiredVersion || need.requiredVersion === '*') continue;
    if (!semver.satisfies(version, need.requiredVersion)) {
      problems.push(
        `shared ${need.name}: the remote needs ${need.requiredVersion}, the live shell provides ${version}`,
      );
    }
  }
  return problems;
}

/**
 * Where a build publishes its route record (the pages the shell mounts from it, see
 * `shared/src/routing/route-record.ts`): beside its manifest.
 */
export const ROUTE_RECORD_FILE = 'routes.json';
export const routeRecordUrl = (manifestUrl) => new URL(ROUTE_RECORD_FILE, manifestUrl).href;

/** Two patterns that match the same URLs are one route, whatever their parameters are called. */
const routeShape = (pattern) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

/**
 * The build's route record against the live records: `others` (name → record) of the other
 * remotes, and `live`, this remote's own. The browser would keep a path two remotes claim with
 * the one the deployment file names first, so a build claiming another remote's page is
 * refused here instead; and a public route (`publicRoutes`, key → path) this remote serves now
 * stays served, as other remotes, bookmarks and search engines link to it.
 */
export function routeRecordProblems(
  name,
  record,
  { others = {}, live = null, publicRoutes = {} } = {},
) {
  const pages = record?.pages;
  if (record?.version !== 1 || record.remote !== name || !Array.isArray(pages)) {
    return [`routes: ${ROUTE_RECORD_FILE} is not a route record (version 1) of "${name}"`];
  }
  const owners = new Map();
  for (const [other, otherRecord] of Object.entries(others)) {
    for (const page of otherRecord?.pages ?? []) owners.set(routeShape(page.path), other);
  }
  const claimed = pages
    .filter((page) => owners.has(routeShape(page.path)))
    .map(
      (page) =>
        `routes: ${page.path} is a page of "${owners.get(routeShape(page.path))}" (its live route record)`,
    );
  const kept = new Set(pages.map((page) => routeShape(page.path)));
  const served = new Set(
    (Array.isArray(live?.pages) ? live.pages : []).map((page) => routeShape(page.path)),
  );
  const dropped = Object.entries(publicRoutes)
    .filter(([, path]) => served.has(routeShape(path)) && !kept.has(routeShape(path)))
    .map(
      ([key, path]) =>
        `routes: ${path} is a public route (ROUTES.${key}) the live "${name}" serves: the build must keep it (other remotes, bookmarks and search engines link to it)`,
    );
  return [...claimed, ...dropped];
}

/** `./routes`, plus whatever the live version exposes (other apps may load those). */
export function exposeProblems(remoteManifest, expected) {
  const exposed = new Set((remoteManifest.exposes ?? []).map((e) => e.path));
  return [...expected]
    .filter((path) => !exposed.has(path))
    .map((path) => `exposes: ${path} is missing (the live site loads it)`);
}

export function expectedExposes(liveManifest) {
  return new Set([ROUTES_EXPOSE, ...(liveManifest?.exposes ?? []).map((e) => e.path)]);
}

export function remoteEntryUrl(manifestUrl, manifest) {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new PreflightError(`manifest ${manifestUrl} names no remoteEntry`);
  const base = new URL(manifestUrl);
  return new URL(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, base)
    .href;
}

/**
 * Loads the remote entry in headless Chromium, initialises the container and gets `./routes`
 * (which fetches that module's chunks): the files are there, parse, and the container works.
 *
 * A production remote has no federation runtime of its own: the shell's page hands it the one it
 * runs. So the check runs on a page of the site (`site`), with the shell started, but with a
 * deployment file that names no remote: the shell then loads none, and no live version of the
 * same remote takes the global name first. The page's Content-Security-Policy names only the
 * origins the live deployment file has, and a new remote's may not be among them yet: the check
 * page goes without it.
 */
export async function headlessProblems(manifestUrl, manifest, { executablePath, site }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, headless: true });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const checkPage = new URL('/__remote-preflight', site).href;
    await page.route(checkPage, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.route(new URL('/remotes.json', site).href, (route) => route.fulfill({ json: {} }));
    await page.goto(checkPage);
    try {
      await page.waitForFunction(() => globalThis._FEDERATION_RUNTIME_CORE !== undefined, null, {
        timeout: 15_000,
      });
    } catch {
      return [`the site's page at ${checkPage} started no federation runtime for the remote`];
    }
    const outcome = await page.evaluate(
      async ({ entryUrl, globalName, expose }) => {
        try {
          await new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = entryUrl;
            script.onload = resolve;
            script.onerror = () => reject(new Error(`${entryUrl} did not load`));
            document.head.append(script);
          });
          const container = globalThis[globalName];
          if (!container || typeof container.get !== 'function') {
            return `the entry defines no container "${globalName}"`;
          }
          await container.init({});
          const factory = await container.get(expose);
          return typeof factory === 'function' ? null : `get("${expose}") gave no module factory`;
        } catch (error) {
          return `entry failed: ${error instanceof Error ? error.message : String(error)}`;
        }
      },
      {
        entryUrl: remoteEntryUrl(manifestUrl, manifest),
        globalName: manifest.metaData?.globalName ?? manifest.name,
        expose: ROUTES_EXPOSE,
      },
    );
    return [outcome, ...errors.map((e) => `page error: ${e}`)].filter(Boolean);
  } finally {
    await browser.close();
  }
}
