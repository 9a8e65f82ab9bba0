import { getInstance } from '@module-federation/enhanced/runtime';
import { deployedVersionOf } from '@kinora/shared';
import {
  createRemoteLoadReporter,
  failureKindOf,
  type RemoteLoadReporter,
} from './remote-load-reporter';

let reporter: RemoteLoadReporter | null = null;

function pageReporter(): RemoteLoadReporter {
  if (!reporter) {
    reporter = createRemoteLoadReporter();
    reporter.start();
  }
  return reporter;
}

/** The manifest URL the runtime has registered for a remote (after any canary or override). */
function entryOf(remote: string): string {
  // A host without remotes registered yet (a standalone page, a test) has no options to read.
  const remotes = getInstance()?.options?.remotes ?? [];
  const found = remotes.find((candidate) => candidate.name === remote);
  return found && 'entry' in found ? found.entry : 'unknown';
}

function reportLoad(
  remote: string,
  started: number,
  outcome: 'ok' | 'failed',
  error?: unknown,
): void {
  // Telemetry must never turn a load into a failure (or hide the real one).
  try {
    const url = entryOf(remote).slice(0, 500);
    pageReporter().record({
      remote,
      url,
      version: deployedVersionOf(remote, url),
      durationMs: Math.max(0, Math.round(performance.now() - started)),
      outcome,
      failureKind: outcome === 'failed' ? failureKindOf(error) : null,
    });
  } catch (reportError) {
    console.warn('[kinora] could not record a remote load', reportError);
  }
}

/**
 * A remote that failed before its code was asked for (its route record could not be read,
 * started at `started`): reported as a failed load of it, like any other.
 */
export function reportFailedRemoteLoad(remote: string, error: unknown, started: number): void {
  reportLoad(remote, started, 'failed', error);
}

/**
 * Times one load of a remote and reports it (outcome, failure kind, how long) to the platform's
 * telemetry; the load itself is passed through untouched.
 */
export async function timedRemoteLoad<T>(remote: string, load: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const module = await load();
    reportLoad(remote, started, 'ok');
    return module;
  } catch (error) {
    reportLoad(remote, started, 'failed', error);
    throw error;
  }
}
