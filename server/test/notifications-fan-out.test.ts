import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';
import { insertSubscribers } from './helpers/notifications';
import type { NotificationSignal } from '../src/plugins/notification-bus';

/**
 * A channel with a thousand subscribers publishes: every one is told, in batches. That the answer
 * does not wait for the fan-out is proven where a second session can hold it back (PostgreSQL:
 * two-instance-notifications.test.ts); embedded PGlite answers both too fast to tell apart.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('new-video fan-out', () => {
  it('tells all 1000 subscribers once, in batches', async () => {
    const channel = await t.registerUser();
    const subscribers = await insertSubscribers(t.app, channel.user._id, 1000);
    const video = await insertVideo(t, channel.user._id, { isPublished: false });
    const told: string[] = [];
    let messages = 0;
    t.app.notificationBus.subscribe((signal: NotificationSignal) => {
      if (signal.type !== 'created') return;
      messages += 1;
      told.push(...signal.userIds);
    });

    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${video._id}`,
      headers: channel.headers,
    });
    expect(res.statusCode).toBe(200);

    await t.app.services.notifications.settled();
    const { rows } = await sql<{ recipient_id: string }>`
      SELECT recipient_id FROM notifications
      WHERE video_id = ${video._id} AND kind = 'new_video'`.execute(t.app.db);
    expect(new Set(rows.map((r) => r.recipient_id))).toEqual(new Set(subscribers));
    expect(rows).toHaveLength(1000);

    // Every subscriber's instance is told, once per batch of 500 (a transport may split further).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(new Set(told)).toEqual(new Set(subscribers));
    expect(messages).toBe(t.app.notificationBus.kind === 'in-process' ? 2 : 6);

    // Publishing again later tells nobody a second time.
    for (let i = 0; i < 2; i += 1)
      await t.inject({
        method: 'PATCH',
        url: `/videos/toggle/publish/${video._id}`,
        headers: channel.headers,
      });
    await t.app.services.notifications.settled();
    const again = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notifications
      WHERE video_id = ${video._id}`.execute(t.app.db);
    expect(again.rows[0]?.n).toBe(1000);
  });
});
