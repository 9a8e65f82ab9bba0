import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { TestApp } from './app';

/**
 * What a moderator's actions write, straight in the database: the effects of removals and
 * suspensions on every read are tested here without the moderation routes. Each drops the kept
 * list answers, as any write through the API does.
 */

/** Sets (a date) or clears (null) a video's removal. */
export async function setVideoRemoved(t: TestApp, videoId: string, reason: string | null) {
  await t.app.db
    .updateTable('videos')
    .set({ removed_at: reason === null ? null : new Date(), removed_reason: reason })
    .where('id', '=', videoId)
    .execute();
  await t.app.listCache.changed();
}

/** Removes (true) or restores (false) a comment or a post. */
export async function setRemoved(
  t: TestApp,
  table: 'comments' | 'tweets',
  id: string,
  removed: boolean,
) {
  await t.app.db
    .updateTable(table)
    .set({ removed_at: removed ? new Date() : null })
    .where('id', '=', id)
    .execute();
  await t.app.listCache.changed();
}

/**
 * Suspends the account until `until` ('infinity': for good), or lifts it (null), then waits until
 * this instance's session check has read it (the revocation poll, short in these tests).
 */
export async function setSuspended(
  t: TestApp,
  userId: string,
  until: Date | 'infinity' | null,
  reason = 'Spam',
) {
  await t.app.db
    .updateTable('users')
    .set({
      suspended_until: until === 'infinity' ? sql<Date>`'infinity'::timestamptz` : until,
      suspension_reason: until === null ? null : reason,
    })
    .where('id', '=', userId)
    .execute();
  await t.app.listCache.changed();
  const inForce = until !== null && (until === 'infinity' || until.getTime() > Date.now());
  await vi.waitFor(
    () => expect(t.app.revokedSessions.suspensionOf(userId) !== null).toBe(inForce),
    { timeout: 5000, interval: 20 },
  );
}

/** The environment of these tests: the session check reads suspensions every 100 ms. */
export const MODERATION_TEST_ENV = { SESSION_REVOCATION_POLL_MS: '100' };
