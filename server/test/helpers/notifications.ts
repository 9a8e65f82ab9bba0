import http from 'node:http';
import { sql } from 'kysely';
import { API, dataOf, type TestUser } from './app';
import type { FastifyInstance } from 'fastify';
import type { NotificationPage, StreamTicket } from '@kinora/contract';

/** `GET /notifications` as `user` on `app` (any instance). */
export async function notificationsOf(
  app: FastifyInstance,
  user: TestUser,
  query = '',
): Promise<NotificationPage> {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/notifications${query}`,
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return dataOf<NotificationPage>(res);
}

/**
 * `count` users straight in the database (registering through the API hashes a password each),
 * all subscribed to `channelId`. Returns their ids.
 */
export async function insertSubscribers(
  app: FastifyInstance,
  channelId: string,
  count: number,
): Promise<string[]> {
  const tag = Math.random().toString(16).slice(2, 8);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO users (id, username, email, full_name, password_hash)
    SELECT lpad(to_hex(i), 8, '0') || substr(md5(${tag} || i::text), 1, 16),
           'fan' || ${tag} || i, 'fan' || ${tag} || i || '@example.com', 'Fan ' || i, 'x'
    FROM generate_series(1, ${count}) AS i
    RETURNING id`.execute(app.db);
  await sql`INSERT INTO subscriptions (subscriber_id, channel_id)
    SELECT id, ${channelId} FROM users WHERE username LIKE ${`fan${tag}%`}`.execute(app.db);
  return rows.map((r) => r.id);
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** A fresh stream ticket of `user`, from `app`. */
export async function streamTicketOf(
  app: FastifyInstance,
  user: Pick<TestUser, 'headers'>,
): Promise<string> {
  const ticketRes = await app.inject({
    method: 'POST',
    url: `${API}/notifications/stream-ticket`,
    headers: user.headers,
  });
  return dataOf<StreamTicket>(ticketRes).ticket;
}

/** `GET /notifications/stream` with `ticket`, answered at once (a refusal). */
export const streamRefusal = (app: FastifyInstance, ticket: string) =>
  app.inject({
    method: 'GET',
    url: `${API}/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
  });

/**
 * An HTTP client reading `GET /notifications/stream` of a listening app: the events as they
 * come, the comment lines (heartbeats) counted. With a fresh ticket unless one is given.
 */
export async function openStream(
  app: FastifyInstance,
  user: Pick<TestUser, 'headers'>,
  given?: string,
) {
  const ticket = given ?? (await streamTicketOf(app, user));
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const events: SseEvent[] = [];
  let comments = 0;
  let waiters: (() => void)[] = [];
  let ended = false;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: address.port,
          path: `${API}/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
        },
        resolve,
      )
      .on('error', reject);
  });
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (block.startsWith(':')) comments += 1;
      else {
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
        events.push({ event, data: JSON.parse(data) as unknown });
      }
      cut = buffer.indexOf('\n\n');
    }
    for (const wake of waiters) wake();
    waiters = [];
  });
  response.on('end', () => {
    ended = true;
    for (const wake of waiters) wake();
  });

  /** Resolves with the first event matching `test`, or fails after `timeoutMs`. */
  const waitFor = async (
    test: (events: SseEvent[], comments: number) => boolean,
    timeoutMs = 5000,
  ): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!test(events, comments)) {
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    response,
    events,
    comments: () => comments,
    isEnded: () => ended,
    waitFor,
    waitForEvent: (name: string, timeoutMs?: number) =>
      waitFor((list) => list.some((e) => e.event === name), timeoutMs),
    close: () => response.destroy(),
  };
}
