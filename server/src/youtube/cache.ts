import { Value } from 'typebox/value';
import type { Kysely } from 'kysely';
import type { TSchema, Static } from 'typebox';
import type { Database } from '../db/schema';

export interface CacheHit<T> {
  value: T;
  /** False once past its TTL: still worth serving when upstream refuses (quota) or fails. */
  fresh: boolean;
}

export interface YoutubeCache {
  get<S extends TSchema>(key: string, schema: S): Promise<CacheHit<Static<S>> | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  setMany(entries: { key: string; value: unknown }[], ttlMs: number): Promise<void>;
}

/** Expired rows are kept this long as a fallback, then the site's hourly sweep deletes them. */
export const STALE_KEEP_MS = 24 * 3600 * 1000;

/** Deletes answers that expired before `before`; the hourly housekeeping calls it, once a site. */
export async function deleteStaleYoutubeAnswers(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('youtube_cache').where('expires_at', '<', before).execute();
}

/**
 * Provider answers in the database, so every server instance shares them and a restart does not
 * spend the quota again.
 */
export function createYoutubeCache(
  db: Kysely<Database>,
  now: () => number = Date.now,
): YoutubeCache {
  async function setMany(entries: { key: string; value: unknown }[], ttlMs: number): Promise<void> {
    // One upsert may not touch a row twice, and the last word for a key wins anyway.
    const unique = new Map(entries.map((e) => [e.key, JSON.stringify(e.value)]));
    if (unique.size === 0) return;
    const expiresAt = new Date(now() + ttlMs);
    await db
      .insertInto('youtube_cache')
      .values([...unique].map(([key, value]) => ({ key, value, expires_at: expiresAt })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
  }

  return {
    async get(key, schema) {
      const row = await db
        .selectFrom('youtube_cache')
        .select(['value', 'expires_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      // A row another release wrote in another shape is a miss, not a malformed answer.
      if (!Value.Check(schema, row.value)) return null;
      return { value: row.value, fresh: new Date(row.expires_at).getTime() > now() };
    },

    set: (key, value, ttlMs) => setMany([{ key, value }], ttlMs),
    setMany,
  };
}
