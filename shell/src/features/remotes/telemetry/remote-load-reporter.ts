import {
  API_BASE,
  REMOTE_LOAD_BATCH_MAX,
  type RemoteLoadFailureKind,
  type RemoteLoadReport,
} from '@kinora/shared';
import { RemoteLoadError } from '../remote-load-error';

export const REMOTE_LOADS_URL = `${API_BASE}/platform/remote-loads`;
/** A page open for long still reports now and then, not only when it is left. */
export const FLUSH_EVERY_MS = 30_000;
/** What one page keeps while the server cannot be reached; older reports are dropped first. */
const MAX_QUEUED = 100;

/** Sends one batch; true when the browser took it. */
export type BatchSender = (body: string) => boolean;

/**
 * `sendBeacon` survives the page being closed; where it is missing or refuses (a full beacon
 * queue), a keepalive fetch does the same job. The body goes as text/plain: a beacon with a JSON
 * type would need a CORS preflight.
 */
export const sendWithBeacon: BatchSender = (body) => {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(REMOTE_LOADS_URL, body)) return true;
  }
  if (typeof fetch !== 'function') return false;
  fetch(REMOTE_LOADS_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => undefined);
  return true;
};

export interface RemoteLoadReporter {
  record: (report: RemoteLoadReport) => void;
  /** Sends what is queued, in batches the server takes. */
  flush: () => void;
  /** Listens for the page being hidden or left and flushes every `FLUSH_EVERY_MS`. */
  start: () => void;
  stop: () => void;
}

export function createRemoteLoadReporter(send: BatchSender = sendWithBeacon): RemoteLoadReporter {
  let queue: RemoteLoadReport[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;

  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, REMOTE_LOAD_BATCH_MAX);
      if (!send(JSON.stringify({ loads: batch }))) return;
      queue = queue.slice(batch.length);
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  return {
    record(report) {
      queue.push(report);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
    },
    flush,
    start() {
      if (timer) return;
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
      timer = setInterval(flush, FLUSH_EVERY_MS);
    },
    stop() {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

const TIMEOUT = /time(?:d)?[- ]?out/i;

/** What the platform page calls a failure, from the shell's named remote failure. */
export function failureKindOf(error: unknown): RemoteLoadFailureKind {
  const named = error instanceof RemoteLoadError ? error : null;
  const cause = named ? named.cause : error;
  const text = `${error instanceof Error ? error.message : ''} ${cause instanceof Error ? cause.message : ''}`;
  if (TIMEOUT.test(text)) return 'timeout';
  switch (named?.kind) {
    case 'contract-clash':
      return 'skew';
    case 'unavailable':
      return 'network';
    default:
      return 'runtime';
  }
}
