import fs from 'node:fs';
import path from 'node:path';
import { watchedJson } from '../lib/watched-json';
import type { DeployRecord, RemoteDeployment } from '@kinora/contract';
import type { AppConfig } from '../config';

/** Where the shell finds its remotes, beside its index.html (see the shell's runtime). */
export const DEPLOYMENT_FILE = 'remotes.json';
export const HISTORY_FILE = 'remotes.history.json';
/** The deployment file's key naming an API on another origin (the shell's runtime reads it). */
export const API_ENTRY = 'api';
/** The deployment file's key listing the origins a remote override may load from. */
export const OVERRIDE_ORIGINS_KEY = 'overrideOrigins';

/** The deployment file as it stands, and what the server reads from it. */
export interface Deployment {
  /** The folder whose file is live now (see `liveDeploymentFolder`). */
  folder(this: void): string | null;
  /** The file as written, null when there is none or it does not parse. */
  file(this: void): Record<string, unknown> | null;
  /** Its remotes that have a well-formed entry (the API entry among them); none without a file. */
  remotes(this: void): Record<string, RemoteDeployment>;
  /** The origins an admin's remote override may load builds from. */
  overrideOrigins(this: void): string[];
}

/**
 * The folder whose deployment file the site uses: the deploy root once `pnpm remote deploy`
 * wrote one there (the deploy tool switches it there), until then the one built beside the shell.
 */
function liveDeploymentFolder(web: Pick<AppConfig['web'], 'deployDir' | 'shellDir'>) {
  const folder = web.deployDir ?? web.shellDir;
  if (folder && fs.existsSync(path.join(folder, DEPLOYMENT_FILE))) return folder;
  return web.shellDir;
}

const isDeployment = (value: unknown): value is RemoteDeployment =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).stable === 'string' &&
    typeof (value as Record<string, unknown>).canary === 'string' &&
    Number.isInteger((value as Record<string, unknown>).percent));

const remotesOf = (file: Record<string, unknown>): Record<string, RemoteDeployment> =>
  Object.fromEntries(
    Object.entries(file).filter((pair): pair is [string, RemoteDeployment] =>
      isDeployment(pair[1]),
    ),
  );

/**
 * The origins listed under `overrideOrigins` (`["https://preview.example.org"]`); anything that
 * is not an http(s) origin exactly as browsers write one is left out.
 */
function overrideOriginsOf(file: Record<string, unknown>): string[] {
  const listed = file[OVERRIDE_ORIGINS_KEY];
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

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The server's one reader of the deployment file (`remotes.json`): in the folder live at each
 * call (it moves to the deploy root with the first `pnpm remote deploy`), parsed again only when
 * it changes, so a redeploy is picked up without a restart and pages do not parse it per request.
 * What is derived from it is kept per parse too.
 */
export function createDeployment(web: Pick<AppConfig['web'], 'deployDir' | 'shellDir'>) {
  const readers = new Map<string, () => unknown>();
  const derived = new WeakMap<
    Record<string, unknown>,
    { remotes: Record<string, RemoteDeployment>; overrideOrigins: string[] }
  >();
  const folder = () => liveDeploymentFolder(web);
  const file = () => {
    const live = folder();
    if (!live) return null;
    const name = path.join(live, DEPLOYMENT_FILE);
    let read = readers.get(name);
    if (!read) readers.set(name, (read = watchedJson<unknown>(name)));
    return asObject(read());
  };
  const derivedOf = (body: Record<string, unknown>) => {
    let value = derived.get(body);
    if (!value) {
      value = { remotes: remotesOf(body), overrideOrigins: overrideOriginsOf(body) };
      derived.set(body, value);
    }
    return value;
  };
  return {
    folder,
    file,
    remotes: () => {
      const body = file();
      return body ? derivedOf(body).remotes : {};
    },
    overrideOrigins: () => {
      const body = file();
      return body ? derivedOf(body).overrideOrigins : [];
    },
  } satisfies Deployment;
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

/** The deploy history, oldest first; empty without a deploy root or before the first deploy. */
export function readHistory(deployDir: string | null): DeployRecord[] {
  if (!deployDir) return [];
  try {
    const body: unknown = JSON.parse(fs.readFileSync(path.join(deployDir, HISTORY_FILE), 'utf8'));
    return Array.isArray(body) ? (body as DeployRecord[]) : [];
  } catch {
    return [];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The deployment file as it stands (see `createDeployment`). */
    deployment: Deployment;
  }
}
