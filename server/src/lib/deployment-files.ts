import fs from 'node:fs';
import path from 'node:path';
import type { DeployRecord, RemoteDeployment } from '@kinora/contract';
import type { AppConfig } from '../config';

export const DEPLOYMENT_FILE = 'remotes.json';
export const HISTORY_FILE = 'remotes.history.json';

/**
 * The folder whose `remotes.json` the site uses: the deploy root when one is configured (the
 * deploy tool switches it there), otherwise the one built beside the shell.
 */
export function deploymentFolder(web: AppConfig['web']): string | null {
  return web.deployDir ?? web.shellDir;
}

/**
 * The folder whose deployment file is live now: the deploy root once `pnpm remote deploy` wrote
 * one there, until then the one built beside the shell.
 */
export function liveDeploymentFolder(web: AppConfig['web']): string | null {
  const folder = deploymentFolder(web);
  if (folder && fs.existsSync(path.join(folder, DEPLOYMENT_FILE))) return folder;
  return web.shellDir;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const isDeployment = (value: unknown): value is RemoteDeployment =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).stable === 'string' &&
    typeof (value as Record<string, unknown>).canary === 'string' &&
    Number.isInteger((value as Record<string, unknown>).percent));

/** The remotes of the deployment file that have a well-formed entry; none when it is unreadable. */
export function readDeployment(folder: string | null): Record<string, RemoteDeployment> {
  const body = folder ? readJson(path.join(folder, DEPLOYMENT_FILE)) : null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter(([, entry]) => isDeployment(entry)));
}

/** The manifest URLs an entry names: a plain URL, or both sides of a canary split. */
const entryUrls = (entry: RemoteDeployment): string[] =>
  typeof entry === 'string' ? [entry] : [entry.stable, entry.canary];

/**
 * Whether the deployment file names `url` as a manifest of `remote`. An entry that is a path
 * (`/remotes/watch/1.2.0-abc/mf-manifest.json`) is on the site itself: it matches on one of
 * `siteOrigins` (where the web is served) only.
 */
export function namesManifest(
  deployment: Record<string, RemoteDeployment>,
  remote: string,
  url: string,
  siteOrigins: readonly string[],
): boolean {
  const entry = Object.hasOwn(deployment, remote) ? deployment[remote] : undefined;
  if (entry === undefined) return false;
  let reported: URL;
  try {
    reported = new URL(url);
  } catch {
    return false;
  }
  return entryUrls(entry).some((named) => {
    try {
      return new URL(named).href === reported.href;
    } catch {
      // A path on the site.
      return siteOrigins.some((origin) => new URL(named, origin).href === reported.href);
    }
  });
}

/** The deployment file's key listing the origins a remote override may load from. */
export const OVERRIDE_ORIGINS_KEY = 'overrideOrigins';

/**
 * The origins an admin's remote override may load builds from (`"overrideOrigins":
 * ["https://preview.example.org"]` in the deployment file); anything that is not an http(s)
 * origin exactly as browsers write one is left out. None when the file lists none.
 */
export function readOverrideOrigins(folder: string | null): string[] {
  const body = folder ? readJson(path.join(folder, DEPLOYMENT_FILE)) : null;
  if (typeof body !== 'object' || body === null) return [];
  const listed = (body as Record<string, unknown>)[OVERRIDE_ORIGINS_KEY];
  if (!Array.isArray(listed)) return [];
  return listed.filter((origin): origin is string => {
    if (typeof origin !== 'string') return false;
    try {
      const url = new URL(origin);
      return /^https?:$/.test(url.protocol) && url.origin === origin;
    } catch {
      return false;
    }
  });
}

/** The deploy history, oldest first; empty without a deploy root or before the first deploy. */
export function readHistory(deployDir: string | null): DeployRecord[] {
  const body = deployDir ? readJson(path.join(deployDir, HISTORY_FILE)) : null;
  return Array.isArray(body) ? (body as DeployRecord[]) : [];
}
