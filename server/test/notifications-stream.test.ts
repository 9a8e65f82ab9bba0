import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/app';
import { openStream, type SseEvent } from './helpers/notifications';
import type { NotificationStreamItem } from '@kinora/contract';

/**
 * `GET /notifications/stream` over a real socket: the app listens, an HTTP client reads the
 * server-sent events as a browser's EventSource would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NOTIFICATION_HEARTBEAT_MS: '100' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const subscribe = (fan: TestUser, channel: TestUser) =>
  t.inject({ method: 'POST', url: `/subscriptions/c/${channel.user._id}`, headers: fan.headers });
const items = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'notification').map((e) => e.data as NotificationStreamItem);

describe('the notification stream', () => {
  it('says it is ready, then delivers each new notification once, with heartbeats between', async () => {
    const [channel, fan, another] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    await subscribe(fan, channel);
    const stream = await openStream(t.app, channel);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      await stream.waitForEvent('ready');
      // What existed before the stream opened is the list's business.
      expect(stream.events[0]).toEqual({ event: 'ready', data: { unreadCount: 1 } });

      await subscribe(another, channel);
      await stream.waitForEvent('notification');
      const [item] = items(stream.events);
      expect(item?.unreadCount).toBe(2);
      expect(item?.notification).toMatchObject({
        kind: 'new_subscriber',
        actor: { _id: another.user._id },
        read: false,
      });

      await stream.waitFor((_events, comments) => comments >= 2, 3000);
      expect(items(stream.events)).toHaveLength(1);

      // Reading elsewhere (another tab) updates the badge here.
      await t.inject({ method: 'PATCH', url: '/notifications/read-all', headers: channel.headers });
      await stream.waitForEvent('unread');
      expect(stream.events.at(-1)).toEqual({ event: 'unread', data: { unreadCount: 0 } });
    } finally {
      stream.close();
    }
  });

  it('is only the recipient’s: a second user’s stream hears nothing of it', async () => {
    const [channel, stranger, fan] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    const theirs = await openStream(t.app, stranger);
    const mine = await openStream(t.app, channel);
    try {
      await theirs.waitForEvent('ready');
      await mine.waitForEvent('ready');
      await subscribe(fan, channel);
      await mine.waitForEvent('notification');
      // Several heartbeats later the stranger has still heard nothing.
      await theirs.waitFor((_events, comments) => comments >= 3, 3000);
      expect(theirs.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      theirs.close();
      mine.close();
    }
  });

  it('forgets a stream when the client goes away', async () => {
    const user = await t.registerUser();
    const before = t.app.notificationStreams.count();
    const stream = await openStream(t.app, user);
    await stream.waitForEvent('ready');
    expect(t.app.notificationStreams.count()).toBe(before + 1);
    stream.close();
    const deadline = Date.now() + 3000;
    while (t.app.notificationStreams.count() > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.notificationStreams.count()).toBe(before);
  });

  it('ends when the session of its ticket ends (logout)', async () => {
    const user = await t.registerUser();
    const stream = await openStream(t.app, user);
    await stream.waitForEvent('ready');
    const logout = await t.inject({
      method: 'POST',
      url: '/users/logout',
      cookies: user.cookies,
      headers: { 'x-xsrf-token': user.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    const deadline = Date.now() + 3000;
    while (!stream.isEnded() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.isEnded()).toBe(true);
  });
});
