import fp from 'fastify-plugin';
import { deleteFinishedLoginWindows } from '../repositories/login-attempt-repository';
import { createRefreshTokenRepository } from '../repositories/refresh-token-repository';
import { createSessionRepository } from '../repositories/session-repository';
import { createViewRepository } from '../repositories/view-repository';
import type { FastifyInstance } from 'fastify';

const HOUR = 3_600_000;
/** Used refresh tokens are kept a week past expiry, so a late replay is still recognised. */
const REFRESH_TOKEN_GRACE = 7 * 24 * HOUR;

/**
 * Hourly cleanup of rows that only matter for a while: expired refresh tokens and sessions,
 * revocations older than any access token, login counters whose window has passed, and view
 * marks older than the 24-hour de-duplication window. Runs in the background and never blocks
 * requests.
 */
function housekeepingPlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  const tokens = createRefreshTokenRepository(app.db);
  const sessions = createSessionRepository(app.db);
  const views = createViewRepository(app.db);
  const sweep = async () => {
    const now = Date.now();
    await tokens.deleteExpiredBefore(new Date(now - REFRESH_TOKEN_GRACE));
    await sessions.deleteExpired(
      new Date(now - REFRESH_TOKEN_GRACE),
      new Date(now - (app.config.accessTokenTtlSeconds + 3600) * 1000),
    );
    await deleteFinishedLoginWindows(app.db);
    await views.deleteMarksBefore(new Date(now - 24 * HOUR));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUR);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
  app.decorate('sweepExpiredRows', sweep);
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the hourly cleanup now (tests, maintenance). */
    sweepExpiredRows: () => Promise<void>;
  }
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['db'] });
