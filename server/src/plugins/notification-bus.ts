import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import { SESSION_END_REASONS, type SessionEndReason } from '@kinora/contract';
import { reportOutages } from './redis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * What instances tell each other: these users have new notifications (`created`), or fewer unread
 * ones (`read`: they read some, or some were taken back). Only ids travel; each instance reads
 * what it sends to its own streams. `session-ended` names sessions that just ended, so the
 * instance holding one of their streams tells it why and closes it.
 */
export type NotificationSignal =
  | { type: 'created' | 'read'; userIds: string[] }
  | { type: 'session-ended'; sessionIds: string[]; reason: SessionEndReason };

export interface NotificationBus {
  /** Which transport this instance uses (logged at start, and checked by tests). */
  kind: 'in-process' | 'postgres' | 'redis';
  publish: (signal: NotificationSignal) => Promise<void>;
  /** Called with every signal published by any instance, this one included. */
  subscribe: (listener: (signal: NotificationSignal) => void) => void;
  /** Called when a lost connection to the bus is back: signals may have been missed meanwhile. */
  onResync: (listener: () => void) => void;
  /** Tells the other instances that public lists may have changed. */
  publishListsChanged: () => Promise<void>;
  onListsChanged: (listener: () => void) => void;
  /**
   * Asks whichever instance holds a resumable upload's lock to let it go (a client resumed the
   * upload through another instance); see `createSharedUploadLocker`.
   */
  publishUploadRelease: (uploadId: string) => Promise<void>;
  onUploadRelease: (listener: (uploadId: string) => void) => void;
}

/** The messages of the bus that are not about notifications: lists to read again, */
const LISTS_CHANGED = 'lists-changed';
/** and an upload lock another instance waits for. */
const UPLOAD_RELEASE = 'upload-release';
const uploadRelease = (uploadId: string) => JSON.stringify({ type: UPLOAD_RELEASE, uploadId });

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus;
  }
}

/**
 * PostgreSQL's NOTIFY payload stops at 8000 bytes: ids go out in chunks well under it (a 24
 * character id and its JSON quoting take 27 bytes).
 */
const IDS_PER_MESSAGE = 200;
const RECONNECT_MS = 1000;

const strings = (values: unknown[]) => values.filter((id): id is string => typeof id === 'string');

function parseSignal(message: string, log: FastifyBaseLogger): NotificationSignal | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return null;
    const { type, userIds, sessionIds, reason } = value as Record<string, unknown>;
    if ((type === 'created' || type === 'read') && Array.isArray(userIds))
      return { type, userIds: strings(userIds) };
    if (
      type === 'session-ended' &&
      Array.isArray(sessionIds) &&
      (SESSION_END_REASONS as readonly unknown[]).includes(reason)
    )
      return { type, sessionIds: strings(sessionIds), reason: reason as SessionEndReason };
    return null;
  } catch (error) {
    log.warn({ err: error }, 'unreadable notification signal');
    return null;
  }
}

/**
 * Fan-out between server instances: Redis pub/sub when `REDIS_URL` is set, else PostgreSQL
 * LISTEN/NOTIFY on the shared database. On PGlite the one process owns the database, so no
 * other instance can exist and an in-process emitter is the whole bus.
 */
async function notificationBusPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  // The sender has already dropped its own lists: its echo would only drop them again, later.
  const self = randomUUID();
  const listsChanged = JSON.stringify({ type: LISTS_CHANGED, from: self });
  const deliver = (message: string) => {
    if (message.startsWith(`{"type":"${LISTS_CHANGED}"`)) {
      if (message !== listsChanged) events.emit('lists-changed');
      return;
    }
    if (message.startsWith(`{"type":"${UPLOAD_RELEASE}"`)) {
      try {
        const { uploadId } = JSON.parse(message) as { uploadId?: unknown };
        if (typeof uploadId === 'string') events.emit(UPLOAD_RELEASE, uploadId);
      } catch (error) {
        app.log.warn({ err: error }, 'unreadable upload release request');
      }
      return;
    }
    const signal = parseSignal(message, app.log);
    if (signal) events.emit('signal', signal);
  };
  const base = {
    subscribe: (listener: (signal: NotificationSignal) => void) => {
      events.on('signal', listener);
    },
    onResync: (listener: () => void) => {
      events.on('resync', listener);
    },
    onListsChanged: (listener: () => void) => {
      events.on('lists-changed', listener);
      // Whatever was missed while the bus was away may have changed lists too.
      events.on('resync', listener);
    },
    onUploadRelease: (listener: (uploadId: string) => void) => {
      events.on(UPLOAD_RELEASE, listener);
    },
  };
  const chunks = (signal: NotificationSignal): string[] => {
    const ids = signal.type === 'session-ended' ? signal.sessionIds : signal.userIds;
    const out: string[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
      const slice = ids.slice(i, i + IDS_PER_MESSAGE);
      out.push(
        JSON.stringify(
          signal.type === 'session-ended'
            ? { type: signal.type, sessionIds: slice, reason: signal.reason }
            : { type: signal.type, userIds: slice },
        ),
      );
    }
    return out;
  };

  if (app.redis) {
    const redis = app.redis;
    // Channels are not keys: the prefix is added by hand, as for the ended-sessions channel.
    const channel = `${config.redisKeyPrefix}notifications`;
    const subscriber = redis.duplicate();
    reportOutages(subscriber, app.log, 'the notification subscriber');
    subscriber.on('message', (_channel: string, message: string) => deliver(message));
    // ioredis resubscribes by itself after a reconnect; what was published meanwhile is lost.
    subscriber.on('ready', () => events.emit('resync'));
    await subscriber.subscribe(channel);
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
    app.decorate('notificationBus', {
      ...base,
      kind: 'redis',
      publish: async (signal) => {
        for (const message of chunks(signal)) await redis.publish(channel, message);
      },
      publishListsChanged: async () => {
        await redis.publish(channel, listsChanged);
      },
      publishUploadRelease: async (uploadId) => {
        await redis.publish(channel, uploadRelease(uploadId));
      },
    } satisfies NotificationBus);
    return;
  }

  if (app.database.kind === 'postgres' && app.database.url) {
    // Tests give every file its own schema on one database; NOTIFY channels are per database.
    const channel = `kinora_notifications${app.database.schema ? `_${app.database.schema}` : ''}`;
    const url = app.database.url;
    let client: pg.Client | null = null;
    let closing = false;
    let retry: NodeJS.Timeout | null = null;
    const listen = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) deliver(message.payload);
      });
      next.on('error', (error) => {
        app.log.warn({ err: error }, 'notification listener lost its connection');
        reconnect(next);
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
    };
    /** Tries again every second until the listener is back, then asks streams to catch up. */
    const scheduleListen = () => {
      if (closing || retry) return;
      retry = setTimeout(() => {
        retry = null;
        listen()
          .then(() => events.emit('resync'))
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'notification listener could not reconnect');
            scheduleListen();
          });
      }, RECONNECT_MS);
    };
    const reconnect = (lost: pg.Client) => {
      if (client !== lost) return;
      client = null;
      lost.end().catch(() => undefined);
      scheduleListen();
    };
    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      await client?.end();
    });
    app.decorate('notificationBus', {
      ...base,
      kind: 'postgres',
      publish: async (signal) => {
        for (const message of chunks(signal))
          await sql`SELECT pg_notify(${channel}, ${message})`.execute(app.db);
      },
      publishListsChanged: async () => {
        await sql`SELECT pg_notify(${channel}, ${listsChanged})`.execute(app.db);
      },
      publishUploadRelease: async (uploadId) => {
        await sql`SELECT pg_notify(${channel}, ${uploadRelease(uploadId)})`.execute(app.db);
      },
    } satisfies NotificationBus);
    return;
  }

  app.decorate('notificationBus', {
    ...base,
    kind: 'in-process',
    publish: async (signal) => {
      // Asynchronously, as a real bus would: a publisher never runs listeners on its own stack.
      setImmediate(() => events.emit('signal', signal));
      await Promise.resolve();
    },
    // One process: nobody else to tell (its uploads' locks are all in this process too).
    publishListsChanged: () => Promise.resolve(),
    publishUploadRelease: () => Promise.resolve(),
  } satisfies NotificationBus);
}

export default fp(notificationBusPlugin, {
  name: 'notification-bus',
  dependencies: ['db', 'redis'],
});
