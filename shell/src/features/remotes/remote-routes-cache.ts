import { readAtOnce, type RemoteRoutesModule } from '@kinora/shared';
import { loadRemoteModule, resetRemote } from './runtime';
import { timedRemoteLoad } from './telemetry/timed-remote-load';

const cache = new Map<string, Promise<RemoteRoutesModule>>();

/**
 * One load per remote; the same promise serves every route of that remote (React `use`), read at
 * once when it has arrived before the page renders (see `preloadPage`).
 */
export function remoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = readAtOnce(
      timedRemoteLoad(remote, () => loadRemoteModule<RemoteRoutesModule>(`${remote}/routes`)),
    );
    cache.set(remote, pending);
  }
  return pending;
}

/** Drop a failed remote so that Retry fetches its manifest and entry again. */
export function forgetRemote(remote: string): void {
  cache.delete(remote);
  resetRemote(remote);
}
