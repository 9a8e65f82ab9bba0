// `pnpm remote deploy | rollback | promote | status`: what each does to a deploy root.
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  canaryOf,
  deployRootStore,
  hasDeployment,
  readDeployment,
  readHistory,
  stableOf,
  switchRemote,
  versionInUrl,
  versionOf,
} from './deploy-root.mjs';
import {
  PreflightError,
  containerProblems,
  expectedExposes,
  exposeProblems,
  fetchManifest,
  headlessProblems,
  routeRecordProblems,
  routeRecordUrl,
  sharedProblems,
} from './preflight.mjs';
import { readPublicRoutes } from './public-routes.mjs';

/**
 * @typedef {object} Context
 * @property {string} root the deploy root (WEB_DEPLOY_DIR of the server)
 * @property {string} site the live site's origin, to fetch manifests as browsers do
 * @property {string[]} remotes the platform's remotes (the shell needs each); others may join
 * @property {string} [by] who deploys (history)
 * @property {BuildStore} [store] where `deploy` stores builds (default: the deploy root)
 * @property {(url: string, manifest: object) => Promise<string[]>} [headless] the browser check
 * @property {(line: string) => void} [log]
 */

/**
 * @typedef {object} BuildStore
 * @property {(name: string, version: string) => string} manifestUrl the URL the deployment file
 *   names: a path on the site, or an absolute URL elsewhere
 * @property {(name: string, dist: string, version: string) =>
 *   Promise<{ stored: boolean, undo: () => Promise<void> }>} put stores a build unless its
 *   version is stored already; `undo` removes what this call stored
 */

const deployerOf = (context) => context.by ?? process.env.KINORA_DEPLOYER ?? os.userInfo().username;
const absolute = (context, url) => new URL(url, context.site).href;

/** A manifest as the site's pages get it: from another origin only when CORS lets them read it. */
const fetchAsBrowser = (context, url) =>
  fetchManifest(absolute(context, url), { origin: new URL(context.site).origin });

/** Keys of the deployment file that are not remotes (the shell's runtime skips them too). */
const NOT_REMOTES = new Set(['api', 'overrideOrigins', 'overrides']);
/** A federation name a remote can have (it becomes a global and a folder name). */
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const isRemoteName = (name) => REMOTE_NAME.test(name) && !NOT_REMOTES.has(name);

/**
 * The remotes of the site: the platform's own, then any other the deployment file names (a
 * remote joins the site by its entry there alone).
 */
const remotesOf = (context, deployment) => [
  ...new Set([...context.remotes, ...Object.keys(deployment).filter(isRemoteName)]),
];

/** A remote the site has, or with `joining`, any name a new remote could take. */
function assertRemote(
  context,
  name,
  { joining = false, deployment = readDeployment(context.root) } = {},
) {
  if (joining ? isRemoteName(name) : remotesOf(context, deployment).includes(name)) return;
  throw new Error(
    joining
      ? `"${name}" cannot name a remote: use lowercase letters, digits and dashes, starting with a letter.`
      : `"${name}" is not a remote (known: ${remotesOf(context, deployment).join(', ')}).`,
  );
}

async function optionalManifest(context, url) {
  if (!url) return null;
  try {
    return await fetchManifest(absolute(context, url));
  } catch {
    return null; // the live version being down must not block replacing it
  }
}

/**
 * What the site loads now: the deploy root's deployment file, or before the first deploy the
 * one the site serves (built beside the shell).
 */
export async function liveDeployment(context) {
  if (hasDeployment(context.root)) return readDeployment(context.root);
  try {
    const response = await fetch(absolute(context, '/remotes.json'), { cache: 'no-store' });
    return response.ok ? await response.json() : {};
  } catch {
    return {};
  }
}

/**
 * The build's route record as the site's pages read it, against the live records of every
 * remote (one that cannot be read claims nothing: it must not block this deploy).
 */
async function routeProblems(context, name, manifestUrl, deployment) {
  const origin = new URL(context.site).origin;
  let record;
  try {
    record = await fetchManifest(routeRecordUrl(manifestUrl), { origin, what: 'route record' });
  } catch (error) {
    return [`routes: ${error.message} (the shell mounts the remote's pages from it)`];
  }
  const liveRecords = Object.fromEntries(
    await Promise.all(
      remotesOf(context, deployment)
        .filter((remote) => stableOf(deployment[remote]))
        .map(async (remote) => {
          const url = routeRecordUrl(absolute(context, stableOf(deployment[remote])));
          return [remote, await fetchManifest(url).catch(() => null)];
        }),
    ),
  );
  const { [name]: live = null, ...others } = liveRecords;
  return routeRecordProblems(name, record, {
    others,
    live,
    publicRoutes: readPublicRoutes(),
  });
}

/** Everything that must hold before a browser is sent to `url`; throws naming each failure. */
export async function preflight(context, name, url) {
  const manifestUrl = absolute(context, url);
  const manifest = await fetchAsBrowser(context, url);
  const shell = await fetchManifest(absolute(context, '/mf-manifest.json')).catch((error) => {
    throw new PreflightError(`the live shell's manifest: ${error.message}`);
  });
  const deployment = await liveDeployment(context);
  const live = await optionalManifest(context, stableOf(deployment[name]));
  const problems = [
    ...containerProblems(name, manifest),
    ...sharedProblems(manifest, shell),
    ...exposeProblems(manifest, expectedExposes(live)),
    ...(await routeProblems(context, name, manifestUrl, deployment)),
  ];
  // The browser check only makes sense for a remote that fits the shell.
  if (problems.length === 0) {
    const check =
      context.headless ??
      ((u, m) => headlessProblems(u, m, { executablePath: chromiumPath(), site: context.site }));
    problems.push(...(await check(manifestUrl, manifest)));
  }
  if (problems.length > 0) {
    throw new PreflightError(
      `preflight failed for ${name} (${url}):\n  - ${problems.join('\n  - ')}`,
    );
  }
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Stores the build in its immutable version folder (the deploy root's, or a bucket's with
 * `context.store`), checks it, then names it in the deployment file: as the live version, or
 * with `canaryPercent` as the canary beside the live one.
 * @returns {Promise<{ changed: boolean, version: string, url: string }>}
 */
export async function deploy(context, name, { dist, canaryPercent } = {}) {
  assertRemote(context, name, { joining: true });
  const log = context.log ?? (() => undefined);
  const store = context.store ?? deployRootStore(context.root);
  const version = versionOf(dist);
  const url = store.manifestUrl(name, version);
  const deployment = await liveDeployment(context);
  const current = deployment[name] ?? null;
  const entry = canaryPercent === undefined ? url : canaryEntry(name, current, url, canaryPercent);
  if (isDeepStrictEqual(entry, current)) {
    log(`${name} ${version} is already live: nothing changed.`);
    return { changed: false, version, url };
  }
  const { undo } = await store.put(name, dist, version);
  try {
    await preflight(context, name, url);
  } catch (error) {
    // A refused build leaves nothing behind: the deploy root (or the bucket) is as it was. The
    // refusal is what the deployer must read, even when the removal fails too.
    await undo().catch((cleanup) =>
      log(`what this deploy stored could not all be removed: ${cleanup.message}`),
    );
    throw error;
  }
  await switchRemote(
    context.root,
    record(
      context,
      name,
      canaryPercent === undefined ? 'deploy' : 'canary',
      version,
      entry,
      current,
    ),
    deployment,
  );
  log(
    `${name} ${version} is live${canaryPercent === undefined ? '' : ` as a ${canaryPercent} % canary`}: ${url}`,
  );
  return { changed: true, version, url };
}

function canaryEntry(name, current, url, percent) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new Error(`--canary takes a whole percentage from 0 to 100 (got ${percent}).`);
  }
  const stable = stableOf(current);
  if (!stable) throw new Error(`${name} has no live version to run a canary beside.`);
  return { stable, canary: url, percent };
}

function record(context, name, action, version, entry, from) {
  return {
    remote: name,
    action,
    version,
    entry,
    from,
    by: deployerOf(context),
    at: new Date().toISOString(),
  };
}

/** The canary becomes the live version for every browser. */
export async function promote(context, name) {
  assertRemote(context, name);
  const current = readDeployment(context.root)[name] ?? null;
  const canary = canaryOf(current);
  if (!canary) throw new Error(`${name} has no canary to promote.`);
  await fetchAsBrowser(context, canary.canary);
  const version = versionInUrl(canary.canary, name) ?? canary.canary;
  await switchRemote(
    context.root,
    record(context, name, 'promote', version, canary.canary, current),
  );
  context.log?.(`${name} ${version} promoted: every browser loads it.`);
}

/**
 * Back one step: a canary is dropped (the stable side stays); otherwise the version deployed
 * before the live one comes back. Repeated rollbacks keep walking back through the deploys, down
 * to the entry the first deploy replaced.
 */
export async function rollback(context, name) {
  assertRemote(context, name);
  const current = readDeployment(context.root)[name] ?? null;
  const records = readHistory(context.root).filter((r) => r.remote === name);
  let target;
  if (canaryOf(current)) {
    target = current.stable;
  } else {
    // What the first switch replaced (the deployment file built beside the shell) is the
    // oldest version there is: rolling back the first deploy brings it back.
    const deployed = [
      stableOf(records[0]?.from),
      ...records
        .filter((r) => r.action === 'deploy' || r.action === 'promote')
        .map((r) => stableOf(r.entry)),
    ].filter(Boolean);
    const at = deployed.lastIndexOf(current);
    target = deployed
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((url) => url !== current);
  }
  // A remote that joined the site with its first deploy leaves it again: its pages are gone.
  const joined =
    !target && !context.remotes.includes(name) && records.length > 0 && !records[0]?.from;
  if (joined) {
    await switchRemote(context.root, record(context, name, 'rollback', null, null, current));
    context.log?.(`${name} rolled back: it left the site (it joined with its first deploy).`);
    return;
  }
  if (!target) throw new Error(`${name} has no earlier version to roll back to.`);
  await fetchAsBrowser(context, target);
  const version = versionInUrl(target, name) ?? target;
  await switchRemote(context.root, record(context, name, 'rollback', version, target, current));
  context.log?.(`${name} rolled back to ${version}: ${target}`);
}

/** Each remote's live version, URL and deploy time, with its canary if one runs. */
export function status(context) {
  const deployment = readDeployment(context.root);
  const history = readHistory(context.root);
  return remotesOf(context, deployment).map((name) => {
    const entry = deployment[name] ?? null;
    const stable = stableOf(entry);
    const last = history
      .filter((r) => r.remote === name && isDeepStrictEqual(r.entry, entry))
      .pop();
    const canary = canaryOf(entry);
    return {
      remote: name,
      version: stable ? (versionInUrl(stable, name) ?? 'outside the deploy root') : null,
      url: stable,
      deployedAt: last?.at ?? null,
      canary: canary
        ? {
            url: canary.canary,
            percent: canary.percent,
            version: versionInUrl(canary.canary, name),
          }
        : null,
    };
  });
}

export const distFolderOf = (folder, root) => path.join(root, folder, 'dist');
