import { getInstance } from '@module-federation/enhanced/runtime';
import { deployedVersionOf, type RemoteName } from '@kinora/shared';
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
function entryOf(remote: RemoteName): string {
  // A host without remotes registered yet (a standalone page, a test) has no options to read.
  const remotes = getInstance()?.options?.remotes ?? [];
  const found = remotes.find((candidate) => candidate.name === remote);
  return found && 'entry' in found ? found.entry : 'unknown';
}

/**
 * Times one load of a remote and reports it (outcome, failure kind, how long) to the platform's
 * telemetry; the load itself is passed through untouched.
 */
export async function timedRemoteLoad<T>(remote: RemoteName, load: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const report = (outcome: 'ok' | 'failed', error?: unknown) => {
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
  };
  try {
    const module = await load();
    report('ok');
    return module;
  } catch (error) {
    report('failed', error);
    throw error;
  }
}
