import { createViewRepository, type ViewEvent } from './view-repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';

const DAY_MS = 24 * 3_600_000;
/**
 * How many viewers this instance remembers as counted within the day. Only what an answer shows
 * and what is sent to the database depend on it; the database's marks decide what counts.
 */
const REMEMBERED_MAX = 100_000;

export interface ViewCounterDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  flushMs: number;
  /**
   * Called once a batch is in the stored counts (and out of `unwrittenViews`): an answer kept
   * from before would now show those views in neither.
   */
  onWritten?: () => void;
  /** Told of each batch's write: its views, and whether they were stored (the metrics). */
  onBatch?: (views: number, written: boolean) => void;
}

/**
 * Views are counted the way large sites count them: an open is noted in memory and written with
 * the others of the last second in one statement (`recordViews`), instead of a write transaction
 * in every `GET /videos/:id`. The 24-hour rule is still the database's: each instance flushes its
 * own buffer and the marks' upsert settles viewers seen by several instances. A failed flush
 * keeps its views for the next one; closing the app flushes what is left.
 */
export function createViewCounter({ db, log, flushMs, onWritten, onBatch }: ViewCounterDeps) {
  const views = createViewRepository(db);
  /** Not yet written, by `videoId\nviewerKey`: one viewer's repeated opens are one event. */
  let pending = new Map<string, ViewEvent>();
  /** Being written now; still shown in answers until the write is done. */
  let flushing = new Map<string, ViewEvent>();
  /** Unwritten views per video, pending and flushing, for the answers' counts. */
  const unwritten = new Map<string, number>();
  /**
   * Pairs this instance saw counted, with when their mark stops de-duplicating (oldest first).
   * A pair the database refused is not kept: its mark may be older than this instance knows.
   */
  const remembered = new Map<string, number>();
  let running: Promise<void> | null = null;
  /** Batches whose write finished (stored or given back to `pending`): a read's counts predate it. */
  let settled = 0;
  let timer: NodeJS.Timeout | null = null;

  const keyOf = (event: ViewEvent) => `${event.videoId}\n${event.viewerKey}`;
  const addUnwritten = (videoId: string, delta: number) => {
    const n = (unwritten.get(videoId) ?? 0) + delta;
    if (n > 0) unwritten.set(videoId, n);
    else unwritten.delete(videoId);
  };
  const remember = (key: string, until: number) => {
    remembered.delete(key);
    remembered.set(key, until);
    if (remembered.size > REMEMBERED_MAX) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
  };

  async function writeBatch(): Promise<void> {
    if (pending.size === 0) return;
    flushing = pending;
    pending = new Map();
    const batch = [...flushing.values()];
    try {
      const counted = await views.recordViews(batch);
      const until = Date.now() + DAY_MS;
      for (const event of counted) remember(keyOf(event), until);
      for (const event of batch) addUnwritten(event.videoId, -1);
      onWritten?.();
      onBatch?.(batch.length, true);
    } catch (error) {
      onBatch?.(batch.length, false);
      log.warn({ err: error, views: batch.length }, 'view counts not written, retrying');
      for (const [key, event] of flushing) {
        if (pending.has(key)) addUnwritten(event.videoId, -1);
        else pending.set(key, event);
      }
    } finally {
      flushing = new Map();
      settled += 1;
    }
  }

  /** Writes what is buffered; concurrent callers share one write, then any views that arrived. */
  async function flush(): Promise<void> {
    while (running) await running;
    if (pending.size === 0) return;
    running = writeBatch().finally(() => {
      running = null;
    });
    await running;
  }

  return {
    /**
     * Notes that `viewerKey` opened `videoId`; answers whether it is a view this instance has not
     * seen counted in the last 24 hours (it is then in the video's `unwrittenViews`).
     */
    record(event: ViewEvent): boolean {
      const key = keyOf(event);
      const until = remembered.get(key);
      if (until !== undefined) {
        if (until > Date.now()) return false;
        remembered.delete(key);
      }
      if (pending.has(key) || flushing.has(key)) return false;
      pending.set(key, event);
      addUnwritten(event.videoId, 1);
      return true;
    },

    /** Views of `videoId` noted here and not yet in its stored count. */
    unwrittenViews(videoId: string): number {
      return unwritten.get(videoId) ?? 0;
    },

    /**
     * Runs `read`, a read of stored counts to add `unwrittenViews` to, so that the two agree: a
     * read that a batch's write overlapped may or may not hold that batch, while the batch is no
     * longer (or still) unwritten here, so it is done again once the write is through. Writes
     * take milliseconds once a second: a third overlap is taken as it is.
     */
    async consistentRead<T>(read: () => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        if (running) await running;
        const before = settled;
        const result = await read();
        if ((settled === before && !running) || attempt === 3) return result;
      }
    },

    flush,

    start(): void {
      timer = setInterval(() => {
        flush().catch((error: unknown) => log.error({ err: error }, 'view flush failed'));
      }, flushMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
