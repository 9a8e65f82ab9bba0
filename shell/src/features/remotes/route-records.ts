import {
  resolveRouteClaims,
  ROUTE_RECORD_FILE,
  validateRouteRecord,
  type RouteClaim,
  type RouteRecord,
} from '@kinora/shared';
import { RemoteLoadError } from './remote-load-error';
import { fetchWithRetry, type Deployment } from './runtime';

/** The site's pages as the deployed remotes declare them, and the remotes whose record failed. */
export interface RouteTable {
  claims: RouteClaim[];
  unavailable: { remote: string; error: unknown }[];
}

/** Where a build publishes its record: beside the manifest the deployment file names. */
export const routeRecordUrl = (manifestUrl: string) =>
  new URL(ROUTE_RECORD_FILE, manifestUrl).toString();

async function fetchRecord(
  remote: string,
  manifestUrl: string,
  fetchImpl: typeof fetch,
): Promise<RouteRecord> {
  const url = routeRecordUrl(manifestUrl);
  // As the server's preload hint asks for it (CORS, same-origin credentials), so the answer
  // already on its way is the one used.
  const response = await fetchWithRetry(url, undefined, fetchImpl);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return validateRouteRecord(await response.json(), remote);
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
  const results = await Promise.allSettled(
    named.map(([remote, manifestUrl]) => fetchRecord(remote, manifestUrl, fetchImpl)),
  );
  const records: RouteRecord[] = [];
  const unavailable: RouteTable['unavailable'] = [];
  named.forEach(([remote], index) => {
    const result = results[index];
    if (result?.status === 'fulfilled') records.push(result.value);
    else {
      // Shown where its pages would be, and counted as a failed load of the remote.
      unavailable.push({ remote, error: result?.reason });
      onFailure(remote, new RemoteLoadError(remote, 'unavailable', result?.reason), started);
    }
  });
  return { claims: resolveRouteClaims(records), unavailable };
}
