import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@kinora/shared';
import { canaryBucket, resolveDeploymentEntry } from './deployment-entry';
import { describeLoadFailure, RemoteLoadError } from './remote-load-error';
import { noteOverrides } from './remote-overrides';

/**
 * remote name -> URL of its `mf-manifest.json`, as written in the deployment file: the platform's
 * remotes, and any other the file names (a remote joins the site by its entry there alone).
 */
export type Deployment = Record<string, string>;

/**
 * The key of the deployment file that names the API's origin when it is not the shell's own
 * (`"api": "https://api.example.com"`).
 */
export const API_ORIGIN_KEY = 'api';

export const DEPLOYMENT_FILE = '/remotes.json';
const FETCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the deployment file served beside the shell. It is written at deploy time, so moving one
 * remote to a new URL is an edit of that file, with no rebuild of anything.
 */
export async function fetchDeployment(
  fetchImpl: typeof fetch = fetch,
): Promise<{ remotes: Deployment; apiOrigin: string | null }> {
  const response = await fetchImpl(DEPLOYMENT_FILE, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`The deployment file ${DEPLOYMENT_FILE} answered ${response.status}.`);
  }
  const body: unknown = await response.json();
  noteOverrides(body);
  return { remotes: parseDeployment(body), apiOrigin: parseApiOrigin(body) };
}

/** The API's origin named by the deployment file, or null when the API is the shell's origin. */
export function parseApiOrigin(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[API_ORIGIN_KEY];
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `The deployment file ${DEPLOYMENT_FILE} must name the API as an http(s) origin in "${API_ORIGIN_KEY}".`,
    );
  }
  return url.origin;
}

/** Keys of the deployment file that are not remotes. */
const NOT_REMOTES = new Set([API_ORIGIN_KEY, 'overrideOrigins', 'overrides']);
/** A federation name a remote can have (it becomes a global and a folder name). */
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

export function parseDeployment(body: unknown, bucket: () => number = canaryBucket): Deployment {
  if (typeof body !== 'object' || body === null) {
    throw new Error(`The deployment file ${DEPLOYMENT_FILE} must be a JSON object.`);
  }
  const entries = body as Record<string, unknown>;
  const deployment: Deployment = {};
  // In the file's order: a path two remotes' records claim goes to the one named first.
  for (const [name, entry] of Object.entries(entries)) {
    if (NOT_REMOTES.has(name) || !REMOTE_NAME.test(name)) continue;
    const url = resolveDeploymentEntry(entry, bucket);
    if (url) deployment[name] = new URL(url, window.location.href).toString();
  }
  for (const name of REMOTE_NAMES) {
    if (!Object.hasOwn(deployment, name)) {
      throw new Error(`The deployment file ${DEPLOYMENT_FILE} has no manifest URL for "${name}".`);
    }
  }
  return deployment;
}

/**
 * Fetches with a couple of retries of a network error or a 5xx before giving up: a remote's
 * manifest or route record counts as down only then. Other answers are the caller's to judge.
 */
export async function fetchWithRetry(
  url: string,
  init?: RequestInit,
  fetchImpl: typeof fetch = (input, options) => fetch(input, options),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetchImpl(url, init);
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < FETCH_ATTEMPTS) await sleep(RETRY_DELAY_MS * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}

/** Retries a failed manifest fetch a couple of times before the remote counts as down. */
const retryPlugin: ModuleFederationRuntimePlugin = {
  name: 'kinora-fetch-retry',
  fetch: (url, init) => fetchWithRetry(url, init),
};

/**
 * Turns whatever the runtime failed with (unreachable manifest, script error, contract clash)
 * into one named error that the remote's error boundary can explain to the person.
 */
const namedErrorsPlugin: ModuleFederationRuntimePlugin = {
  name: 'kinora-named-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    const remote = id.split('/')[0] ?? id;
    throw new RemoteLoadError(remote, describeLoadFailure(error, lifecycle), error);
  },
};

let deployment: Deployment | null = null;

export function installDeployment(next: Deployment): void {
  deployment = next;
  if (!getInstance()) {
    throw new Error('The module federation runtime is not initialised in the shell.');
  }
  registerPlugins([retryPlugin, namedErrorsPlugin]);
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Forget a failed remote so that the next load fetches its manifest and entry again. */
export function resetRemote(name: string): void {
  const entry = deployment?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (module === null || module === undefined) {
    throw new RemoteLoadError(id.split('/')[0] ?? id, 'unavailable', null);
  }
  return module;
}
