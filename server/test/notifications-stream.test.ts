import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_USER } from '../src/notifications/notification-streams';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { openStream, streamRefusal, streamTicketOf, type SseEvent } from './helpers/notifications';
import type { LoginResponse, NotificationStreamItem, Page, Session } from '@kinora/contract';

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

/** Waits (a few seconds at most) until `done` holds; says whether it did. */
async function eventually(done: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 3000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

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
    const before = t.app.services.notificationStreams.count();
    const stream = await openStream(t.app, user);
    await stream.waitForEvent('ready');
    expect(t.app.services.notificationStreams.count()).toBe(before + 1);
    stream.close();
    const deadline = Date.now() + 3000;
    while (t.app.services.notificationStreams.count() > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.services.notificationStreams.count()).toBe(before);
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

  it('opens once per ticket: a second use is refused, on any stream', async () => {
    const user = await t.registerUser();
    const ticket = await streamTicketOf(t.app, user);
    const stream = await openStream(t.app, user, ticket);
    try {
      await stream.waitForEvent('ready');
      const again = await streamRefusal(t.app, ticket);
      expect(again.statusCode).toBe(401);
      expect(errorOf(again).message).toBe(
        'The stream ticket was already used: ask for a new one for each stream.',
      );
      // Still refused once the first stream is gone.
      stream.close();
      expect(await eventually(() => t.app.services.notificationStreams.count() === 0)).toBe(true);
      expect((await streamRefusal(t.app, ticket)).statusCode).toBe(401);
    } finally {
      stream.close();
    }
  });

  it(`keeps ${STREAMS_PER_USER} streams of one user: the next closes the oldest`, async () => {
    const user = await t.registerUser();
    // The earlier tests' streams are gone, so the count is this user's alone.
    expect(await eventually(() => t.app.services.notificationStreams.count() === 0)).toBe(true);
    const streams = [];
    try {
      for (let i = 0; i <= STREAMS_PER_USER; i += 1) {
        const stream = await openStream(t.app, user);
        streams.push(stream);
        await stream.waitForEvent('ready');
      }
      const [oldest, ...rest] = streams;
      expect(await eventually(() => oldest?.isEnded() ?? false)).toBe(true);
      // Told why, so its page waits to be looked at before it takes a stream again.
      expect(oldest?.events.at(-1)?.event).toBe('superseded');
      expect(rest.map((stream) => stream.isEnded())).toEqual(rest.map(() => false));
      expect(t.app.services.notificationStreams.count()).toBe(STREAMS_PER_USER);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

/** A second session of `user` (another device), signed in with the password. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  const res = await t.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email: user.user.email, password: user.password },
  });
  const { accessToken } = dataOf<LoginResponse>(res);
  return { ...user, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The id of the session of `user` that `device` is not signed in with. */
async function otherSessionId(device: TestUser): Promise<string> {
  const res = await t.inject({ method: 'GET', url: '/users/sessions', headers: device.headers });
  const other = dataOf<Page<Session>>(res).docs.find((session) => !session.current);
  if (!other) throw new Error('no other session');
  return other._id;
}

describe('a session that ends while its streams are open', () => {
  it('tells its streams why and closes them; the account’s other session keeps its own', async () => {
    const phone = await t.registerUser();
    const laptop = await signInAgain(phone);
    const phoneStreams = [await openStream(t.app, phone), await openStream(t.app, phone)];
    const laptopStream = await openStream(t.app, laptop);
    try {
      for (const stream of [...phoneStreams, laptopStream]) await stream.waitForEvent('ready');
      const signOut = await t.inject({
        method: 'DELETE',
        url: `/users/sessions/${await otherSessionId(laptop)}`,
        headers: laptop.headers,
      });
      expect(signOut.statusCode).toBe(200);
      for (const stream of phoneStreams) {
        expect(await eventually(() => stream.isEnded())).toBe(true);
        expect(stream.events.at(-1)).toEqual({
          event: 'session-ended',
          data: { reason: 'signed-out' },
        });
      }
      // Heartbeats later, the laptop's stream is open and heard nothing of it.
      await laptopStream.waitFor((_events, comments) => comments >= 3, 3000);
      expect(laptopStream.isEnded()).toBe(false);
      expect(laptopStream.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      for (const stream of [...phoneStreams, laptopStream]) stream.close();
    }
  });

  it('says the password changed when a change signs the other devices out', async () => {
    const phone = await t.registerUser();
    const laptop = await signInAgain(phone);
    const stream = await openStream(t.app, phone);
    try {
      await stream.waitForEvent('ready');
      const changed = await t.inject({
        method: 'POST',
        url: '/users/change-password',
        headers: laptop.headers,
        payload: { oldPassword: phone.password, newPassword: 'brand-new-secret' },
      });
      expect(changed.statusCode).toBe(200);
      await stream.waitForEvent('session-ended');
      expect(stream.events.at(-1)?.data).toEqual({ reason: 'password-changed' });
    } finally {
      stream.close();
    }
  });

  it('refuses a stream to an ended session, even one this instance has not heard of', async () => {
    const phone = await t.registerUser();
    const laptop = await signInAgain(phone);
    const ticket = await streamTicketOf(t.app, phone);
    await t.inject({
      method: 'DELETE',
      url: `/users/sessions/${await otherSessionId(laptop)}`,
      headers: laptop.headers,
    });
    const refused = await streamRefusal(t.app, ticket);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('The stream ticket is invalid or expired.');

    // Ended by another instance a moment ago: only the database knows yet.
    const tablet = await signInAgain(phone);
    const tabletTicket = await streamTicketOf(t.app, tablet);
    const sessions = await t.inject({
      method: 'GET',
      url: '/users/sessions',
      headers: tablet.headers,
    });
    const current = dataOf<Page<Session>>(sessions).docs.find((session) => session.current);
    await t.app.db
      .deleteFrom('sessions')
      .where('id', '=', current?._id ?? '')
      .execute();
    expect((await streamRefusal(t.app, tabletTicket)).statusCode).toBe(401);
  });
});

describe('an instance with as many streams open as it takes', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({ env: { MAX_NOTIFICATION_STREAMS: '2' } });
    await full.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await full.close();
  });

  it('answers 503 with Retry-After, and the refused ticket still opens a stream later', async () => {
    const [first, second, third] = [
      await full.registerUser(),
      await full.registerUser(),
      await full.registerUser(),
    ];
    const open = [await openStream(full.app, first), await openStream(full.app, second)];
    try {
      for (const stream of open) await stream.waitForEvent('ready');
      const ticket = await streamTicketOf(full.app, third);
      const refused = await streamRefusal(full.app, ticket);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({
        statusCode: 503,
        message: 'Too many notification streams are open here; try again later.',
        errors: [],
        success: false,
      });

      open[0]?.close();
      expect(await eventually(() => full.app.services.notificationStreams.count() === 1)).toBe(
        true,
      );
      const later = await openStream(full.app, third, ticket);
      open.push(later);
      await later.waitForEvent('ready');
    } finally {
      for (const stream of open) stream.close();
    }
  });
});
