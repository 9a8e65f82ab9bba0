import fp from 'fastify-plugin';
import { REMOTE_LOAD_WINDOW_MINUTES } from '@kinora/contract';
import { deleteExpiredWebauthnChallenges } from '../accounts';
import { deleteFinishedLoginWindows } from '../plugins/login-attempt-repository';
import { deleteStaleYoutubeAnswers, STALE_KEEP_MS } from '../youtube';
import type { FastifyInstance } from 'fastify';

const HOUR = 3_600_000;
/**
 * How often each instance asks whether the hourly sweep is due. Short against the hour, so the
 * sweep stays roughly hourly when the instance that ran it last has gone.
 */
const CHECK_EVERY = 5 * 60_000;
/** Used refresh tokens are kept a week past expiry, so a late replay is still recognised. */
const REFRESH_TOKEN_GRACE = 7 * 24 * HOUR;

/**
 * Hourly cleanup of rows that only matter for a while: expired refresh tokens and sessions,
 * revocations older than any access token, login counters whose window has passed, expired
 * mailed links and WebAuthn challenges, view marks older than the 24-hour de-duplication
 * window, YouTube answers a day past their expiry, remote-load reports past the platform
 * page's window, and accounts' data archives past their week; and it makes the words of captions
 * stored before cues were kept searchable. Runs in the background and never blocks requests, and
 * once an hour for the whole site, whichever instance claims it.
 */
function housekeepingPlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  const {
    refreshTokens: tokens,
    sessions,
    emailTokens,
    views,
    remoteLoads,
    scheduledRuns: runs,
  } = app.repos;
  const sweep = async () => {
    const now = Date.now();
    await tokens.deleteExpiredBefore(new Date(now - REFRESH_TOKEN_GRACE));
    await sessions.deleteExpired(
      new Date(now - REFRESH_TOKEN_GRACE),
      new Date(now - (app.config.accessTokenTtlSeconds + 3600) * 1000),
    );
    await deleteFinishedLoginWindows(app.db);
    await emailTokens.deleteExpired();
    await deleteExpiredWebauthnChallenges(app.db);
    await views.deleteMarksBefore(new Date(now - 24 * HOUR));
    await deleteStaleYoutubeAnswers(app.db, new Date(now - STALE_KEEP_MS));
    // The platform page reads the last window; twice that leaves room for a late look.
    await remoteLoads.deleteReportedBefore(new Date(now - 2 * REMOTE_LOAD_WINDOW_MINUTES * 60_000));
    await app.services.dataExports.sweep(app.log);
    await app.services.captions.indexUnsearched(app.log);
  };
  const sweepIfDue = async () => {
    if (!(await runs.claim('housekeeping', HOUR))) return false;
    await sweep();
    return true;
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      sweepIfDue().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, CHECK_EVERY);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
  app.decorate('sweepExpiredRows', sweep);
  app.decorate('sweepExpiredRowsIfDue', sweepIfDue);
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the hourly cleanup now (tests, maintenance). */
    sweepExpiredRows: () => Promise<void>;
    /** What the timer does: the sweep, when no instance has run it this hour; true if it ran. */
    sweepExpiredRowsIfDue: () => Promise<boolean>;
  }
}

export default fp(housekeepingPlugin, {
  name: 'housekeeping',
  dependencies: ['db', 'repositories'],
});
