import pg from 'pg';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';

/** How often a waiting request tries the shared lock again. */
const POLL_MS = 100;
/** How often it asks the holder again to let go (a request may be lost, or the holder busy). */
const ASK_AGAIN_MS = 1000;
/** As tus's own locker: a lock not had by then answers tus's lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** The first key of Kinora's upload locks ("kino"): other advisory locks never meet them. */
const LOCK_NAMESPACE = 0x6b696e6f;

/** How instances ask each other to let an upload's lock go (the notification bus does it). */
export interface ReleaseRequests {
  publish: (uploadId: string) => Promise<void>;
  subscribe: (listener: (uploadId: string) => void) => void;
}

export interface SharedUploadLocker extends Locker {
  close: () => Promise<void>;
}

/** tus's own lock timeout, as an Error: tus answers it by its `status_code` and `body`. */
const lockTimeout = () =>
  Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * tus's lock of each upload, held across every instance of the site, so that two PATCHes of one
 * upload (a client that resumed through another instance while its old request still runs) never
 * write at once. Inside one instance tus's MemoryLocker queues them and asks the holder to let go;
 * across instances a PostgreSQL advisory lock, session-level on one dedicated connection, decides,
 * and a request waiting for it asks the holding instance over the notification bus to let go (tus
 * then ends the holder's request, which releases the lock). A dead instance's connection closes,
 * and its locks with it.
 */
export function createSharedUploadLocker({
  url,
  release,
  log,
}: {
  url: string;
  release: ReleaseRequests;
  log: FastifyBaseLogger;
}): SharedUploadLocker {
  const local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  /** What to call to make each upload held here let go. */
  const holders = new Map<string, RequestRelease>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  release.subscribe((uploadId) => {
    const requestRelease = holders.get(uploadId);
    if (!requestRelease) return;
    Promise.resolve(requestRelease()).catch((error: unknown) =>
      log.warn({ err: error }, 'an upload lock could not be released on request'),
    );
  });

  /** The dedicated connection; a lost one is replaced (the locks it held are gone with it). */
  function client(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('The upload locker is closed.'));
    if (!connection) {
      const next = new pg.Client({ connectionString: url });
      const opened = next.connect().then(() => next);
      next.on('error', (error) => {
        log.warn({ err: error }, 'the upload lock connection was lost');
        if (connection === opened) connection = null;
        next.end().catch(() => undefined);
      });
      connection = opened;
      opened.catch(() => {
        if (connection === opened) connection = null;
      });
    }
    return connection;
  }

  async function tryLock(uploadId: string): Promise<boolean> {
    const result = await (
      await client()
    ).query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS locked', [
      LOCK_NAMESPACE,
      uploadId,
    ]);
    return result.rows[0]?.locked === true;
  }

  async function unlockShared(uploadId: string): Promise<void> {
    await (
      await client()
    ).query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [LOCK_NAMESPACE, uploadId]);
  }

  /** Polls the advisory lock, asking its holder (wherever it is) to let go, until it is had. */
  async function acquireShared(uploadId: string, signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let askedAt = Number.NEGATIVE_INFINITY;
    for (;;) {
      if (signal.aborted) throw lockTimeout();
      if (await tryLock(uploadId)) return;
      if (Date.now() >= deadline) throw lockTimeout();
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await release
          .publish(uploadId)
          .catch((error: unknown) =>
            log.warn({ err: error }, 'could not ask for an upload lock to be released'),
          );
      }
      await sleep(POLL_MS, signal);
    }
  }

  return {
    newLock(uploadId: string): Lock {
      const inProcess = local.newLock(uploadId);
      return {
        async lock(signal, requestRelease) {
          // This instance's own requests queue here first: the advisory lock is the session's,
          // and a session takes it again without waiting.
          await inProcess.lock(signal, requestRelease);
          try {
            await acquireShared(uploadId, signal);
          } catch (error) {
            await inProcess.unlock();
            throw error;
          }
          // Only once held: a waiting request must not be asked to let go of what it waits for.
          holders.set(uploadId, requestRelease);
        },
        async unlock() {
          holders.delete(uploadId);
          try {
            await unlockShared(uploadId);
          } catch (error) {
            // Only a lost connection fails here, and its session's locks went with it.
            log.warn({ err: error }, 'an upload lock could not be released');
          } finally {
            await inProcess.unlock();
          }
        },
      };
    },
    async close() {
      closed = true;
      const open = connection;
      connection = null;
      if (open) await (await open.catch(() => null))?.end();
    },
  };
}
