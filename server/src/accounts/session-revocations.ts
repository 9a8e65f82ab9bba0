import fp from 'fastify-plugin';
import { isInForce, type Suspension } from '../lib/suspension';
import { reportOutages } from '../plugins/redis';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export interface RevokedSessions {
  /** True when the session has ended while access tokens of it may still be unexpired. */
  has: (sessionId: string) => boolean;
  /**
   * Sessions that just ended (already committed to `session_revocations`), or a suspension made or
   * lifted (then with the sessions it ended, maybe none): refused here at once, on other instances
   * at their next read of the table, or at once through Redis when configured. Every instance
   * reads the suspensions again as it hears of it.
   */
  announce: (sessionIds: string[]) => Promise<void>;
  /**
   * The account's suspension while it is in force, as this instance last read it: the access
   * tokens of a suspended account are refused with the reason, whatever their session.
   */
  suspensionOf: (userId: string) => Suspension | null;
  /**
   * Calls `listener` with each account this instance finds suspended as it reads the suspensions
   * (at once on the instance that suspends it, on the others at their next read of the table or
   * at once through Redis): what the account has running here (uploads, transcodes, streams)
   * stops. Answers the function that stops listening.
   */
  onSuspended: (listener: (userId: string, suspension: Suspension) => void) => () => void;
  /** Likewise with each account whose suspension this instance finds lifted or run out. */
  onLifted: (listener: (userId: string) => void) => () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    revokedSessions: RevokedSessions;
  }
}

/** A revocation is kept a little longer than the longest-lived access token of its session. */
const MARGIN_SECONDS = 60;

/**
 * The access tokens of ended sessions are refused on every request. Each instance keeps the ids of
 * sessions ended within an access token's lifetime in memory: what it ended itself at once, and
 * what others ended by reading `session_revocations` every `revocationPollMs` (and, with Redis,
 * at once from a pub/sub message; the reads stay, since a message missed while reconnecting is
 * not repeated).
 *
 * The suspensions in force are kept beside them, read with them and again whenever sessions end
 * (a suspension ends the account's sessions), so checking one costs a request nothing. A
 * suspension that runs out needs no read: its end is kept with it. Each read tells the listeners
 * which accounts it found newly suspended (a suspension whose end changed counts as new) and which
 * no longer are (lifted, or run out).
 */
async function sessionRevocationsPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { sessions, users } = app.repos;
  const keepSeconds = config.accessTokenTtlSeconds + MARGIN_SECONDS;
  const channel = `${config.redisKeyPrefix}session-ended`;
  /** session id -> when to forget it (ms). */
  const ended = new Map<string, number>();
  let suspensions = new Map<string, Suspension>();
  const suspendedListeners = new Set<(userId: string, suspension: Suspension) => void>();
  const liftedListeners = new Set<(userId: string) => void>();
  const listen = <L>(listeners: Set<L>, listener: L) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  /** One failing listener must not keep the others from hearing it. */
  const tell = (what: () => void) => {
    try {
      what();
    } catch (error) {
      app.log.error({ err: error }, 'a suspension listener failed');
    }
  };
  const tellChanges = (before: Map<string, Suspension>, after: Map<string, Suspension>) => {
    for (const [userId, suspension] of after)
      if (before.get(userId)?.until.getTime() !== suspension.until.getTime())
        for (const listener of suspendedListeners) tell(() => listener(userId, suspension));
    for (const userId of before.keys())
      if (!after.has(userId)) for (const listener of liftedListeners) tell(() => listener(userId));
  };
  // Reads overlap (the poll, an ending session): one started earlier, with an older snapshot,
  // must not replace what a later one found.
  let readsStarted = 0;
  let readShown = 0;
  const readSuspensions = async () => {
    const read = ++readsStarted;
    const found = await users.listSuspensions();
    if (read < readShown) return;
    readShown = read;
    const before = suspensions;
    suspensions = found;
    tellChanges(before, found);
  };
  /** Never fails: the poll reads them again anyway. */
  const rereadSuspensions = () =>
    readSuspensions().catch((error: unknown) =>
      app.log.error({ err: error }, 'reading suspensions failed'),
    );

  const remember = (ids: string[]) => {
    const forgetAt = Date.now() + keepSeconds * 1000;
    for (const id of ids) ended.set(id, forgetAt);
  };
  const refresh = async () => {
    remember(await sessions.revokedWithin(keepSeconds));
    await readSuspensions();
    const now = Date.now();
    for (const [id, forgetAt] of ended) if (forgetAt <= now) ended.delete(id);
  };

  const subscriber = app.redis?.duplicate() ?? null;
  if (subscriber) {
    reportOutages(subscriber, app.log, 'the ended-sessions subscriber');
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const ids: unknown = JSON.parse(message);
        if (Array.isArray(ids)) {
          remember(ids.filter((id): id is string => typeof id === 'string'));
          void rereadSuspensions();
        }
      } catch (error) {
        app.log.warn({ err: error }, 'unreadable ended-sessions message');
      }
    });
    await subscriber.subscribe(channel);
  }

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => {
      refresh().catch((error: unknown) =>
        app.log.error({ err: error }, 'reading ended sessions failed'),
      );
    }, config.revocationPollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await subscriber?.quit();
  });

  app.decorate('revokedSessions', {
    has: (sessionId: string) => ended.has(sessionId),
    announce: async (sessionIds: string[]) => {
      remember(sessionIds);
      await rereadSuspensions();
      await app.redis
        ?.publish(channel, JSON.stringify(sessionIds))
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'announcing ended sessions failed'),
        );
    },
    suspensionOf: (userId: string) => {
      const suspension = suspensions.get(userId);
      return suspension && isInForce(suspension) ? suspension : null;
    },
    onSuspended: (listener) => listen(suspendedListeners, listener),
    onLifted: (listener) => listen(liftedListeners, listener),
  } satisfies RevokedSessions);
}

export default fp(sessionRevocationsPlugin, {
  name: 'session-revocations',
  dependencies: ['repositories', 'redis'],
});
