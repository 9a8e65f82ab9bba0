/**
 * The web apps (the shell and its remotes) as the build, dev and start scripts, e2e and lint see
 * them. The list itself lives in `src/routing/remotes.json`, which the shell's runtime imports
 * too (`REMOTE_NAMES`), so adding a remote is one line there.
 */
const webApps = require('../src/routing/remotes.json');

/** @typedef {{ name: string, folder: string, devPort: number }} WebApp */

/** @type {WebApp} */
const HOST = webApps.host;
/** @type {WebApp[]} */
const REMOTES = webApps.remotes;
const REMOTE_NAMES = REMOTES.map((remote) => remote.name);
/** Every web app, host first. */
const WEB_APPS = [HOST, ...REMOTES];
/** Dev-server ports by federation name; `pnpm dev` and each remote's standalone host agree. */
const DEV_PORTS = Object.fromEntries(WEB_APPS.map((app) => [app.name, app.devPort]));

/** The web app built from `folder` (a package folder name or path), or an error naming it. */
function webAppOf(folder) {
  const base = folder.split(/[\\/]/).filter(Boolean).pop();
  const app = WEB_APPS.find((candidate) => candidate.folder === base);
  if (!app) {
    const known = WEB_APPS.map((candidate) => candidate.folder).join(', ');
    throw new Error(`${folder} is not a Kinora web app (src/routing/remotes.json lists ${known}).`);
  }
  return app;
}

/** The deployment file `pnpm dev` serves: every remote on its own dev server. */
function devDeployment() {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`]),
  );
}

/** The deployment file for the one-origin layout `pnpm start` serves (/remotes/<name>/). */
function sameOriginDeployment() {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `/remotes/${remote.name}/mf-manifest.json`]),
  );
}

module.exports = {
  HOST,
  REMOTES,
  REMOTE_NAMES,
  WEB_APPS,
  DEV_PORTS,
  webAppOf,
  devDeployment,
  sameOriginDeployment,
};
