import { DEFAULT_LANGUAGE, NOTIFICATION_STREAM_EVENTS, type LanguageCode } from '@kinora/contract';
import { translate } from '../i18n/translate';
import { suspensionMessage, type Suspension } from '../lib/suspension';
import type { FastifyBaseLogger } from 'fastify';
import type {
  NotificationStreamItem,
  NotificationStreamSessionEnded,
  NotificationStreamState,
} from '@kinora/contract';
import type { NotificationBus } from '../plugins/notification-bus';
import type { NotificationRepository } from './notification-repository';

/** Most notifications one catch-up sends; the list's first page shows the rest. */
const CATCH_UP_LIMIT = 50;
/** Ids remembered per stream so a row at the boundary timestamp is never sent twice. */
const SENT_MEMORY = 200;

export interface StreamSink {
  /** Writes one server-sent event (or, without `event`, a comment line). */
  write: (chunk: string) => void;
  close: () => void;
}

interface Stream {
  userId: string;
  sessionId: string;
  /** The language of the request that opened it: what the page is told is written in it. */
  language: LanguageCode;
  sink: StreamSink;
  /** Notifications created at or after this were not all sent yet. */
  since: Date | null;
  sent: string[];
  busy: Promise<void> | null;
  again: { created: boolean; read: boolean } | null;
  /** Set when a heartbeat found its session ended without the signal that says why. */
  waitingForReason?: boolean;
}

/**
 * How long a heartbeat waits for the signal of a session's end, which names the reason (a
 * password change), after finding the session ended: the signal goes round the bus (Redis or
 * PostgreSQL) while the ended session is known here at once.
 */
const SIGNAL_GRACE_MS = 1000;

/**
 * Streams one user keeps open on an instance at most: a few tabs and devices. A newer one closes
 * the oldest, whose client (a tab left behind, most likely) reconnects after its back-off.
 */
export const STREAMS_PER_USER = 5;

/** How soon a client reconnects after its instance shut down. */
const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

export const sseEvent = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * This instance's open notification streams. Any instance may create a notification; the bus
 * tells every instance whose users have news, and each one reads from the database what its own
 * streams have not been sent yet, so a signal lost or repeated never loses or doubles an event.
 */
export function createNotificationStreams(deps: {
  notifications: NotificationRepository;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /** Streams this instance keeps open at most (`MAX_NOTIFICATION_STREAMS`). */
  maxStreams: number;
  /** True when the stream's session has ended: it is closed at its next heartbeat. */
  isRevoked: (sessionId: string) => boolean;
  /** Tells of each account found suspended: its streams end at once, saying why. */
  onSuspended: (listener: (userId: string, suspension: Suspension) => void) => void;
  /** Makes the links in an event absolute when the API has a public URL (see public-urls). */
  publicData?: <T>(data: T) => T;
}) {
  const { notifications, log } = deps;
  const event = (name: string, data: unknown) =>
    sseEvent(name, deps.publicData ? deps.publicData(data) : data);
  /** Each user's streams, oldest first (a Set keeps the order they were added in). */
  const byUser = new Map<string, Set<Stream>>();
  let openCount = 0;

  async function catchUp(stream: Stream, created: boolean) {
    const unreadCount = await notifications.countUnread(stream.userId);
    if (!created) {
      stream.sink.write(
        event(NOTIFICATION_STREAM_EVENTS.unread, {
          unreadCount,
        } satisfies NotificationStreamState),
      );
      return;
    }
    const fresh = await notifications.createdAfter(stream.userId, stream.since, CATCH_UP_LIMIT);
    for (const notification of fresh) {
      if (stream.sent.includes(notification._id)) continue;
      stream.sent.push(notification._id);
      stream.sink.write(
        event(NOTIFICATION_STREAM_EVENTS.notification, {
          notification,
          unreadCount,
        } satisfies NotificationStreamItem),
      );
      const at = new Date(notification.createdAt);
      if (!stream.since || at > stream.since) stream.since = at;
    }
    stream.sent.splice(0, Math.max(0, stream.sent.length - SENT_MEMORY));
  }

  /** One catch-up at a time per stream; signals arriving meanwhile fold into one more run. */
  function refresh(stream: Stream, type: 'created' | 'read') {
    if (stream.busy) {
      stream.again = {
        created: (stream.again?.created ?? false) || type === 'created',
        read: (stream.again?.read ?? false) || type === 'read',
      };
      return;
    }
    stream.busy = catchUp(stream, type === 'created')
      .catch((error: unknown) => log.warn({ err: error }, 'notification stream catch-up failed'))
      .finally(() => runAgain(stream));
  }

  function runAgain(stream: Stream) {
    stream.busy = null;
    const again = stream.again;
    stream.again = null;
    if (again?.created) refresh(stream, 'created');
    else if (again?.read) refresh(stream, 'read');
  }

  const streamsOf = (userIds: string[]) => userIds.flatMap((id) => [...(byUser.get(id) ?? [])]);

  deps.bus.subscribe((signal) => {
    if (signal.type === 'session-ended')
      endSessions(new Set(signal.sessionIds), { reason: signal.reason });
    else for (const stream of streamsOf(signal.userIds)) refresh(stream, signal.type);
  });
  deps.bus.onResync(() => {
    for (const streams of byUser.values()) for (const stream of streams) refresh(stream, 'created');
  });

  const remove = (stream: Stream) => {
    const streams = byUser.get(stream.userId);
    if (streams?.delete(stream)) openCount -= 1;
    if (streams?.size === 0) byUser.delete(stream.userId);
  };

  /** A user at the per-user limit replaces a stream, so even a full instance takes theirs. */
  const hasRoomFor = (userId: string) =>
    openCount < deps.maxStreams || (byUser.get(userId)?.size ?? 0) >= STREAMS_PER_USER;

  const closeOldestOf = (streams: Set<Stream>) => {
    for (const stream of streams) {
      if (streams.size < STREAMS_PER_USER) return;
      remove(stream);
      stream.sink.write(event(NOTIFICATION_STREAM_EVENTS.superseded, {}));
      stream.sink.close();
    }
  };

  /** The stream's session has ended: its page is told why (it is signed out), then it closes. */
  const endStream = (stream: Stream, ended: NotificationStreamSessionEnded) => {
    remove(stream);
    stream.sink.write(event(NOTIFICATION_STREAM_EVENTS.sessionEnded, ended));
    stream.sink.close();
  };

  function endSessions(sessionIds: Set<string>, ended: NotificationStreamSessionEnded) {
    for (const streams of [...byUser.values()])
      for (const stream of [...streams])
        if (sessionIds.has(stream.sessionId)) endStream(stream, ended);
  }

  // Their sessions have ended too; the page is told the reason as a sign-in would be.
  deps.onSuspended((userId, suspension) => {
    for (const stream of streamsOf([userId]))
      endStream(stream, {
        reason: 'suspended',
        message: translate(suspensionMessage(suspension), stream.language),
      });
  });

  const heartbeat = setInterval(() => {
    for (const streams of [...byUser.values()])
      for (const stream of [...streams]) {
        // The signal of its end was missed (the bus was reconnecting): only that it ended is known.
        if (!deps.isRevoked(stream.sessionId)) stream.sink.write(': heartbeat\n\n');
        else if (!stream.waitingForReason) {
          stream.waitingForReason = true;
          // Ended by the signal meanwhile, it is no longer among the open ones.
          setTimeout(() => {
            if (byUser.get(stream.userId)?.has(stream)) endStream(stream, { reason: 'signed-out' });
          }, SIGNAL_GRACE_MS).unref();
        }
      }
  }, deps.heartbeatMs);
  heartbeat.unref();

  return {
    /** Whether `open` would take a stream of `userId` now. */
    hasRoomFor,

    /**
     * Starts a stream: says it is ready with the unread count, then sends what is created from
     * now on. Returns the function that ends it (on disconnect), or null when this instance has
     * no room for it. The user's oldest stream is closed when they have too many.
     */
    async open(
      userId: string,
      sessionId: string,
      sink: StreamSink,
      language: LanguageCode = DEFAULT_LANGUAGE,
    ): Promise<(() => void) | null> {
      if (!hasRoomFor(userId)) return null;
      const stream: Stream = {
        userId,
        sessionId,
        language,
        sink,
        since: null,
        sent: [],
        busy: null,
        again: null,
      };
      // Listed before it is set up, and busy meanwhile: a signal arriving now is caught up on
      // right after, rather than lost between reading the newest row and listening.
      const setUp = (async () => {
        stream.since = await notifications.newestAt(userId);
        // What exists now is the list's business, not the stream's.
        if (stream.since) {
          const existing = await notifications.createdAfter(userId, stream.since, SENT_MEMORY);
          stream.sent = existing.map((n) => n._id);
        }
        sink.write(
          event(NOTIFICATION_STREAM_EVENTS.ready, {
            unreadCount: await notifications.countUnread(userId),
          } satisfies NotificationStreamState),
        );
      })();
      const streams = byUser.get(userId) ?? new Set<Stream>();
      closeOldestOf(streams);
      streams.add(stream);
      openCount += 1;
      byUser.set(userId, streams);
      stream.busy = setUp.catch(() => undefined).finally(() => runAgain(stream));
      try {
        await setUp;
      } catch (error) {
        remove(stream);
        throw error;
      }
      return () => remove(stream);
    },

    /** Open streams on this instance. */
    count: (): number => openCount,

    /**
     * Ends every stream (the server is shutting down). Each first gets a reconnection delay, so
     * an EventSource comes back (through the balancer, to another instance) instead of staying
     * away; the shell's client opens a new stream with a new ticket on the close anyway.
     */
    close(): void {
      clearInterval(heartbeat);
      for (const streams of byUser.values())
        for (const stream of streams) {
          stream.sink.write(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
          stream.sink.close();
        }
      byUser.clear();
      openCount = 0;
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
