import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { API, dataOf, type TestUser } from './app';
import { insertSubscribers, openStream, streamRefusal, streamTicketOf } from './notifications';
import type { FastifyInstance } from 'fastify';
import type {
  LoginResponse,
  NotificationStreamItem,
  Page,
  RegisterResponse,
  Session,
  Video,
} from '@kinora/contract';

/** Registers a user through `app` (either instance: they share the database). */
export async function registerOn(app: FastifyInstance): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const res = await app.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username: `pair${tag}`,
      email: `pair${tag}@example.com`,
      fullName: `Pair ${tag}`,
      password: 'secret-password',
    },
  });
  expect(res.statusCode).toBe(201);
  const data = dataOf<RegisterResponse>(res);
  return {
    user: data.user,
    accessToken: data.accessToken,
    password: 'secret-password',
    cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}

/**
 * Holds back every INSERT into `notifications` from a session of its own until released: while
 * it holds, a fan-out cannot finish, so an answer that arrives meanwhile did not wait for it.
 */
async function holdNotificationInserts(app: FastifyInstance) {
  const url = app.database.url;
  const schema = app.database.schema;
  if (!url || !schema) throw new Error('holding inserts needs the shared PostgreSQL schema');
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE notifications IN SHARE MODE');
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

/**
 * A channel with 1000 subscribers publishes on instance `a` while notification inserts are held
 * back: `a` answers at once. Released, every subscriber gets it, and the one watching the stream
 * on instance `b` hears of it there. The reverse too: a subscription made on `b` reaches the
 * channel's stream on `a`.
 */
export async function expectFanOutAcrossInstances(a: FastifyInstance, b: FastifyInstance) {
  const channel = await registerOn(a);
  const fan = await registerOn(b);
  const channelStream = await openStream(a, channel);
  const fanStream = await openStream(b, fan);
  try {
    await channelStream.waitForEvent('ready');
    await fanStream.waitForEvent('ready');

    const subscribed = await b.inject({
      method: 'POST',
      url: `${API}/subscriptions/c/${channel.user._id}`,
      headers: fan.headers,
    });
    expect(subscribed.statusCode).toBe(200);
    await channelStream.waitFor((events) =>
      events.some(
        (e) =>
          e.event === 'notification' &&
          (e.data as NotificationStreamItem).notification.actor?._id === fan.user._id,
      ),
    );

    const others = await insertSubscribers(a, channel.user._id, 999);
    const { rows } = await sql<{ id: string }>`
      INSERT INTO videos (id, owner_id, title, description, video_key, thumbnail_key, duration,
                          width, height, status, is_published)
      VALUES (${randomBytes(12).toString('hex')}, ${channel.user._id}, 'Premiere', '',
              'videos/premiere.mp4', 'thumbnails/premiere.webp', 10, 160, 120, 'ready', false)
      RETURNING id`.execute(a.db);
    const videoId = rows[0]?.id ?? '';

    const release = await holdNotificationInserts(a);
    let answered: Video;
    try {
      const res = await a.inject({
        method: 'PATCH',
        url: `${API}/videos/toggle/publish/${videoId}`,
        headers: channel.headers,
      });
      expect(res.statusCode).toBe(200);
      answered = dataOf<Video>(res);
      // Answered while the fan-out is still waiting to write its first batch.
      expect(a.services.notifications.pendingFanOuts()).toBe(1);
      const told = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notifications
        WHERE video_id = ${videoId}`.execute(b.db);
      expect(told.rows[0]?.n).toBe(0);
    } finally {
      await release();
    }
    expect(answered.isPublished).toBe(true);

    await a.services.notifications.settled();
    const recipients = await sql<{ recipient_id: string }>`SELECT recipient_id FROM notifications
      WHERE video_id = ${videoId} AND kind = 'new_video'`.execute(b.db);
    expect(new Set(recipients.rows.map((r) => r.recipient_id))).toEqual(
      new Set([...others, fan.user._id]),
    );
    await fanStream.waitFor((events) =>
      events.some(
        (e) =>
          e.event === 'notification' &&
          (e.data as NotificationStreamItem).notification.video?._id === videoId,
      ),
    );
  } finally {
    channelStream.close();
    fanStream.close();
  }
}

/** A stream ticket issued by `a` and used there opens nothing on `b`. */
export async function expectTicketUsedOnceAcrossInstances(a: FastifyInstance, b: FastifyInstance) {
  const user = await registerOn(a);
  const ticket = await streamTicketOf(a, user);
  const stream = await openStream(a, user, ticket);
  try {
    await stream.waitForEvent('ready');
    const again = await streamRefusal(b, ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json<{ message: string }>().message).toBe(
      'The stream ticket was already used: ask for a new one for each stream.',
    );
  } finally {
    stream.close();
  }
}

/**
 * A session signed out on instance `a` while its stream is open on `b`: the stream is told why
 * and closed at once (not at `b`'s next read of the ended sessions), the same way notifications
 * reach it.
 */
export async function expectSessionEndAcrossInstances(a: FastifyInstance, b: FastifyInstance) {
  const phone = await registerOn(a);
  const login = await a.inject({
    method: 'POST',
    url: `${API}/users/login`,
    payload: { email: phone.user.email, password: phone.password },
  });
  const laptop = { authorization: `Bearer ${dataOf<LoginResponse>(login).accessToken}` };
  const stream = await openStream(b, phone);
  try {
    await stream.waitForEvent('ready');
    const sessions = await a.inject({
      method: 'GET',
      url: `${API}/users/sessions`,
      headers: laptop,
    });
    const other = dataOf<Page<Session>>(sessions).docs.find((session) => !session.current);
    const signOut = await a.inject({
      method: 'DELETE',
      url: `${API}/users/sessions/${other?._id ?? ''}`,
      headers: laptop,
    });
    expect(signOut.statusCode).toBe(200);
    await stream.waitForEvent('session-ended');
    expect(stream.events.at(-1)?.data).toEqual({ reason: 'signed-out' });
  } finally {
    stream.close();
  }
}
