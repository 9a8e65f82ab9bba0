/** Loads a federated module by id (`'library/SaveToPlaylistDialog'`). */
export type RemoteLoader = (id: string) => Promise<unknown>;

let loader: RemoteLoader | null = null;
let generation = 0;

/** Changes whenever a loader is registered, so caches of loaded modules know to start afresh. */
export function loaderGeneration(): number {
  return generation;
}

/**
 * The host registers how remote modules are loaded (the federation runtime's `loadRemote`), so
 * remotes can mount each other's components without importing the runtime or each other.
 * Returns the unregister function (tests, standalone hosts).
 */
export function registerRemoteLoader(next: RemoteLoader): () => void {
  loader = next;
  generation += 1;
  return () => {
    if (loader === next) loader = null;
  };
}

export function loadRemoteModule(id: string): Promise<unknown> {
  if (!loader) {
    return Promise.reject(
      new Error(
        `Cannot load "${id}": no remote loader is registered (the host calls registerRemoteLoader).`,
      ),
    );
  }
  return loader(id);
}
