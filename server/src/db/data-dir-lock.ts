import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * A lock held longer than this without being refreshed belongs to a process that died (killed
 * outright, or its machine lost power): the next one takes it over.
 */
const STALE_MS = 10_000;
/** How often the holder refreshes its lock, well inside `STALE_MS`. */
const UPDATE_MS = 5_000;

/** Another process has the embedded database's data folder open. */
export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process (a running Kinora server?). ` +
        'Stop it first, or use DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface DataDirLockOptions {
  /**
   * How long to keep trying while another process holds the lock: 0 fails at once. A server
   * restarted right after a crash waits out its dead predecessor's lock (a little over `STALE_MS`).
   */
  waitMs: number;
  /** Called when the lock could not be refreshed, or was removed or taken over by another process. */
  onCompromised: (error: Error) => void;
}

/**
 * Takes the lock on PGlite's data folder `dir` (a `<dir>.lock` folder beside it, so the lock never
 * sits in PostgreSQL's own files and can be taken before they exist). PostgreSQL's own lock file
 * does not protect PGlite: each process runs its own PostgreSQL over the same files, and two of
 * them writing there corrupt the data. Resolves with the release; the lock also goes when the
 * process exits, even on an uncaught error, but not when it is killed outright (hence `STALE_MS`).
 */
export async function lockDataDir(
  dir: string,
  { waitMs, onCompromised }: DataDirLockOptions,
): Promise<() => Promise<void>> {
  const attempts = Math.ceil(waitMs / 1000);
  let compromised = false;
  try {
    const release = await lockfile.lock(path.resolve(dir), {
      // The data folder may not exist yet (PGlite creates it on the first start).
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: { retries: attempts, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // The default throws from a timer, an uncaught exception that ends the process at whatever
      // point it is, without closing the database. The owner decides instead (the server shuts
      // down gracefully); the lock is then no longer ours, so closing does not release it.
      onCompromised: (error) => {
        compromised = true;
        onCompromised(error);
      },
    });
    return async () => {
      if (!compromised) await release();
    };
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DatabaseInUseError(dir);
    }
    throw error;
  }
}
