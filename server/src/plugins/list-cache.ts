import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Distinct anonymous list addresses kept at once: any query string makes one, so it is bounded. */
const MAX_ENTRIES = 500;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ListCache {
  /**
   * The answer of an anonymous list request, from memory when the same address was answered in
   * the last `listCacheMs` and nothing was written since; concurrent misses share one read. A
   * signed-in viewer's answer carries their own data (resume positions, likes) and is never kept.
   */
  answer: <T>(request: FastifyRequest, read: () => Promise<T>) => Promise<T>;
  /**
   * The same for a read that is alike for every viewer, signed in or not, kept under `key`: what
   * a signed-in viewer's answer adds of their own is read beside it. A result `worthKeeping`
   * refuses is shared by the reads already waiting for it, then forgotten.
   */
  keep: <T>(
    key: string,
    read: () => Promise<T>,
    worthKeeping?: (value: T) => boolean,
  ) => Promise<T>;
  /** Something listed was written: every instance forgets its kept answers (this one at once). */
  changed: () => Promise<void>;
  /**
   * This instance alone forgets its kept answers: for a change only it can see in them (its own
   * view counts, written from its buffer).
   */
  forget: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
  interface FastifyContextConfig {
    /** A write that shows in no list at once (a view): it keeps the kept answers. */
    keepsListCache?: boolean;
  }
}

/**
 * A micro-cache for the anonymous catalogue pages and watch pages, the most requested answers of
 * the site. It is
 * short (about a second) and dropped on every successful write through the API, on this instance
 * at once and on the others through the bus, so someone who changes something reads it back.
 */
function listCachePlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  const ttl = app.config.listCacheMs;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  // A read that started before a write must not keep its (older) answer after it.
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  const keep: ListCache['keep'] = async <T>(
    key: string,
    read: () => Promise<T>,
    worthKeeping: (value: T) => boolean = () => true,
  ) => {
    if (ttl === 0) return read();
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    entries.delete(key);
    const started = generation;
    const value = read();
    entries.set(key, { expires: now + ttl, value });
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    try {
      const result = await value;
      const stale = generation !== started || !worthKeeping(result);
      if (stale && entries.get(key)?.value === value) entries.delete(key);
      return result;
    } catch (error) {
      if (entries.get(key)?.value === value) entries.delete(key);
      throw error;
    }
  };

  const answer: ListCache['answer'] = (request, read) =>
    request.userId === null ? keep(request.url, read) : read();

  const changed = async () => {
    invalidate();
    await app.notificationBus
      .publishListsChanged()
      .catch((error: unknown) => app.log.warn({ err: error }, 'list change not announced'));
  };

  app.notificationBus.onListsChanged(invalidate);
  // Every successful write through the API, whatever it touched: cheaper than knowing which
  // writes show in which list, and a one-second cache loses little by it.
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (request.routeOptions.config.keepsListCache !== true) await changed();
  });
  app.decorate('listCache', { answer, keep, changed, forget: invalidate } satisfies ListCache);
  done();
}

export default fp(listCachePlugin, { name: 'list-cache', dependencies: ['notification-bus'] });
