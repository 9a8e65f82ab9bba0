import fp from 'fastify-plugin';
import { isInForce, type Suspension } from '../lib/suspension';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export interface RevokedSessions {
  /** True when the session has ended while access tokens of it may still be unexpired. */
  has: (sessionId: string) => boolean;
  /**
   * Sessions that just ended (already committed to `session_revocations`): refused here at once,
   * on other instances at their next read of the table, or at once through Redis when configured.
   */
  announce: (sessionIds: string[]) => Promise<void>;
  /**
   * The account's suspension while it is in force, as this instance last read it: the access
   * tokens of a suspended account are refused with the reason, whatever their session.
   */
  suspensionOf: (userId: string) => Suspension | null;
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
 * suspension that runs out needs no read: its end is kept with it.
 */
async function sessionRevocationsPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { sessions, users } = app.repos;
  const keepSeconds = config.accessTokenTtlSeconds + MARGIN_SECONDS;
  const channel = `${config.redisKeyPrefix}session-ended`;
  /** session id -> when to forget it (ms). */
  const ended = new Map<string, number>();
  let suspensions = new Map<string, Suspension>();
  // Reads overlap (the poll, an ending session): one started earlier, with an older snapshot,
  // must not replace what a later one found.
  let readsStarted = 0;
  let readShown = 0;
  const readSuspensions = async () => {
    const read = ++readsStarted;
    const found = await users.listSuspensions();
    if (read < readShown) return;
    readShown = read;
    suspensions = found;
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
      if (sessionIds.length === 0) return;
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
  } satisfies RevokedSessions);
}

export default fp(sessionRevocationsPlugin, {
  name: 'session-revocations',
  dependencies: ['repositories', 'redis'],
});
