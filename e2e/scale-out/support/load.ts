import autocannon, { type Request } from 'autocannon';
import { authHeaders, dataOf, type Account } from './api';
import type { Playlist } from '@kinora/shared';

export interface LoadResult {
  requests: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  /** What those were, by error code or message. */
  errorKinds: Record<string, number>;
  non2xx: number;
  statusCodes: Record<string, number>;
  requestsPerSecond: number;
  p99Ms: number;
}

/**
 * Steady load with autocannon: `connections` clients repeating `requests` for `seconds`, as fast
 * as they are answered or, with `perSecond`, at that rate in all.
 */
export function load(
  url: string,
  seconds: number,
  requests: Request[],
  connections = 8,
  perSecond?: number,
): Promise<LoadResult> {
  const errorKinds: Record<string, number> = {};
  const options = {
    url,
    duration: seconds,
    connections,
    requests,
    ...(perSecond ? { overallRate: perSecond } : {}),
  };
  return new Promise((resolve, reject) => {
    const run = autocannon(options, (error, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const statusCodes: Record<string, number> = {};
      for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
        statusCodes[code] = (stats as { count: number }).count;
      }
      resolve({
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        errorKinds,
        non2xx: result.non2xx,
        statusCodes,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
      });
    });
    run.on('reqError', (error: Error & { code?: string }) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

/** The site's busiest reads: the home page's list, one page further, and a person's playlists. */
export function readMix(owner: Account): Request[] {
  return [
    { method: 'GET', path: '/api/v1/videos' },
    { method: 'GET', path: '/api/v1/videos?page=2&limit=10' },
    { method: 'GET', path: `/api/v1/playlist/user/${owner.userId}` },
  ];
}

export interface Writes {
  /** Ids of the playlists whose creation was acknowledged (201). */
  acknowledged: string[];
  /** Statuses of the attempts that were not. */
  refused: number[];
}

/**
 * Creates playlists one after another until `until` settles: the writes a committed answer
 * promises to keep.
 */
export async function writeUntil(base: string, owner: Account, until: Promise<unknown>) {
  const writes: Writes = { acknowledged: [], refused: [] };
  let done = false;
  void until.finally(() => {
    done = true;
  });
  for (let i = 0; !done; i += 1) {
    try {
      const response = await fetch(`${base}/api/v1/playlist`, {
        method: 'POST',
        headers: { ...authHeaders(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Load ${i}` }),
      });
      if (response.status === 201) {
        writes.acknowledged.push((await dataOf<Playlist>(response))._id);
      } else {
        writes.refused.push(response.status);
      }
    } catch {
      writes.refused.push(0);
    }
  }
  return writes;
}
