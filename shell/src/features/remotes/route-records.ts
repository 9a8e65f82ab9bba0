import {
  resolveRouteClaims,
  ROUTE_RECORD_FILE,
  validateRouteRecord,
  type RouteClaim,
  type RouteRecord,
} from '@kinora/shared';
import { RemoteLoadError } from './remote-load-error';
import type { Deployment } from './runtime';

/** The site's pages as the deployed remotes declare them, and the remotes whose record failed. */
export interface RouteTable {
  claims: RouteClaim[];
  unavailable: { remote: string; error: unknown }[];
}

const FETCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a build publishes its record: beside the manifest the deployment file names. */
export const routeRecordUrl = (manifestUrl: string) =>
  new URL(ROUTE_RECORD_FILE, manifestUrl).toString();

async function fetchRecord(
  remote: string,
  manifestUrl: string,
  fetchImpl: typeof fetch,
): Promise<RouteRecord> {
  const url = routeRecordUrl(manifestUrl);
  let lastError: unknown;
  for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt += 1) {
    try {
      // As the server's preload hint asks for it (CORS, same-origin credentials), so the
      // answer already on its way is the one used.
      const response = await fetchImpl(url);
      if (response.ok) return validateRouteRecord(await response.json(), remote);
      lastError = new Error(`${url} answered ${response.status}.`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error;
      // A record that arrived but is wrong will not be right on a second try.
      if (!(error instanceof TypeError)) break;
    }
    if (attempt < FETCH_ATTEMPTS) await sleep(RETRY_DELAY_MS * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}.`);
}

/**
 * Reads every deployed remote's route record, all at once, and resolves them into the site's
 * pages in the deployment file's order. A remote whose record cannot be had keeps its pages
 * away (they are unknown) and is listed, so the page a visitor asked for can say which part of
 * the site is down instead of "not found".
 */
export async function fetchRouteTable(
  deployment: Deployment,
  {
    fetchImpl = (input, init) => fetch(input, init),
    onFailure = () => undefined,
  }: {
    fetchImpl?: typeof fetch;
    /** A remote whose record failed (the load telemetry counts it as a failed load). */
    onFailure?: (remote: string, error: RemoteLoadError, started: number) => void;
  } = {},
): Promise<RouteTable> {
  const started = performance.now();
  const named = Object.entries(deployment);
  const remotes = named.map(([remote]) => remote);
  const results = await Promise.allSettled(
    named.map(([remote, manifestUrl]) => fetchRecord(remote, manifestUrl, fetchImpl)),
  );
  const records: RouteRecord[] = [];
  const unavailable: RouteTable['unavailable'] = [];
  results.forEach((result, index) => {
    const remote = remotes[index];
    if (remote === undefined) return;
    if (result.status === 'fulfilled') records.push(result.value);
    else {
      console.error(`[kinora] the route record of "${remote}" could not be read`, result.reason);
      unavailable.push({ remote, error: result.reason });
      onFailure(remote, new RemoteLoadError(remote, 'unavailable', result.reason), started);
    }
  });
  return { claims: resolveRouteClaims(records), unavailable };
}
