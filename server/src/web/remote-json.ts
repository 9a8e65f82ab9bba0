/**
 * JSON files of remote builds the deployment file names by absolute URL (a CDN, another origin):
 * the server reads their route records and manifests to hint, draw and describe their pages as
 * it does for the builds on its own disk. A page is never made to wait for another origin: a
 * read answers what was last fetched and refreshes it in the background once it is older than
 * `ttlMs`.
 */
export interface RemoteJsonOptions {
  /** How long an answer is used before it is asked for again. */
  ttlMs?: number;
  /** How long one fetch may take. */
  timeoutMs?: number;
  /** Larger answers are refused: a route record or manifest is a few kilobytes. */
  maxBytes?: number;
  /** URLs remembered at most (the deployment file names a handful). */
  maxEntries?: number;
  fetch?: typeof fetch;
  now?: () => number;
  warn: (message: string) => void;
}

export interface RemoteJson {
  /** The last answer for `url` (null before the first, or when there is none); refreshes it when stale. */
  read(this: void, url: string): unknown;
  /** Fetches the URLs not fetched yet, or stale, and waits for them (at start, so the first pages know). */
  settle(this: void, urls: readonly string[]): Promise<void>;
}

interface Entry {
  /** The parsed answer, kept as one object while the text stays the same. */
  value: unknown;
  text: string | null;
  fetchedAt: number;
  pending: Promise<void> | null;
  /** The last failure reported, so a CDN that stays down is reported once. */
  failure: string | null;
}

/** Only addresses another server answers: a path is this site's, read from its disk. */
export const isRemoteUrl = (url: string) => /^https?:\/\//i.test(url);

class Unavailable extends Error {}

/** fetch says only "fetch failed": the reason (refused, not found, timed out) is its cause. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

async function fetchText(
  url: string,
  {
    fetch: request,
    timeoutMs,
    maxBytes,
  }: Required<Pick<RemoteJsonOptions, 'fetch' | 'timeoutMs' | 'maxBytes'>>,
): Promise<string | null> {
  const response = await request(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
    redirect: 'follow',
  });
  // A build without the file: there is none to use (not a failure to retry around).
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new Unavailable(`answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new Unavailable(`is larger than ${maxBytes} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Unavailable(`is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createRemoteJson({
  ttlMs = 60_000,
  timeoutMs = 5_000,
  maxBytes = 1024 * 1024,
  maxEntries = 64,
  fetch: request = fetch,
  now = Date.now,
  warn,
}: RemoteJsonOptions): RemoteJson {
  const entries = new Map<string, Entry>();

  const refresh = (url: string, entry: Entry): Promise<void> => {
    entry.pending ??= fetchText(url, { fetch: request, timeoutMs, maxBytes })
      .then((text) => {
        entry.fetchedAt = now();
        if (text !== entry.text) {
          entry.value = text === null ? null : JSON.parse(text);
          entry.text = text;
        }
        entry.failure = null;
      })
      .catch((error: unknown) => {
        // Kept as it was: a CDN that blinks does not take a remote's pages away. Asked again
        // after the same wait as a success, so a slow origin is not asked on every page.
        entry.fetchedAt = now();
        const failure = reasonOf(error);
        if (failure !== entry.failure) warn(`${url} could not be read: ${failure}`);
        entry.failure = failure;
      })
      .finally(() => {
        entry.pending = null;
      });
    return entry.pending;
  };

  const entryOf = (url: string): Entry => {
    let entry = entries.get(url);
    if (!entry) {
      // Oldest first in a Map: the deployment file's earlier builds go first.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      entry = { value: null, text: null, fetchedAt: -Infinity, pending: null, failure: null };
      entries.set(url, entry);
    }
    return entry;
  };
  const stale = (entry: Entry) => now() - entry.fetchedAt >= ttlMs;

  return {
    read(url) {
      if (!isRemoteUrl(url)) return null;
      const entry = entryOf(url);
      if (stale(entry)) void refresh(url, entry);
      return entry.value;
    },
    async settle(urls) {
      await Promise.all(
        urls.filter(isRemoteUrl).map((url) => {
          const entry = entryOf(url);
          return entry.pending ?? (stale(entry) ? refresh(url, entry) : Promise.resolve());
        }),
      );
    },
  };
}
