import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60_000;
/** Mail at once that a failure or a crash left behind is caught up on within this, site-wide. */
const CATCH_UP_PERIOD = 5 * MINUTE;
/**
 * The digests are looked for once per this: the day's go out within it after midnight (UTC),
 * and one whose queueing failed is tried again within it. Each look reads the days before
 * today's unmailed notifications of everyone, so it is not made every few minutes.
 */
const DIGEST_PERIOD = 60 * MINUTE;
/** How often each instance asks whether a run is due: short against the periods. */
const CHECK_EVERY = MINUTE;

/** What a run queued; null for a part another instance ran this period. */
export interface NotificationMailRun<Count = number> {
  /** Mails queued at once that had been left behind. */
  caughtUp: Count;
  digests: Count;
}

/**
 * The periodic side of notification mail: the daily digests, and the mail "as it happens" that
 * was not queued when its notification was made. Runs in the background on every instance, and
 * each part once per its period for the whole site, whichever instance claims it; a run that
 * overlaps another (a slow one, or another instance's) still sends nothing twice (see the
 * notification mailer).
 */
function notificationMailSchedule(app: FastifyInstance, _opts: unknown, done: () => void) {
  const { notificationMail } = app.services;
  const run = async (now = new Date()): Promise<NotificationMailRun> => ({
    caughtUp: await notificationMail.mailImmediately(null, now),
    digests: await notificationMail.sendDigests(now),
  });
  const { scheduledRuns } = app.repos;
  const runIfDue = async (): Promise<NotificationMailRun<number | null>> => ({
    caughtUp: (await scheduledRuns.claim('notification-mail-catch-up', CATCH_UP_PERIOD))
      ? await notificationMail.mailImmediately(null)
      : null,
    digests: (await scheduledRuns.claim('notification-digests', DIGEST_PERIOD))
      ? await notificationMail.sendDigests()
      : null,
  });

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      // One run at a time here: a slow run is not joined by the next tick's.
      if (current) return;
      current = runIfDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'notification mail run failed'))
        .finally(() => {
          current = null;
        });
    }, CHECK_EVERY);
    timer.unref();
    return Promise.resolve();
  });
  // Before the database closes: a run under way finishes its claims and queueing.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await current;
  });
  app.decorate('runNotificationMail', run);
  app.decorate('runNotificationMailIfDue', runIfDue);
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the periodic notification mail now, as of `now` (tests, maintenance). */
    runNotificationMail: (now?: Date) => Promise<NotificationMailRun>;
    /** What the timer does: each part of the run that no instance has run in its period. */
    runNotificationMailIfDue: () => Promise<NotificationMailRun<number | null>>;
  }
}

export default fp(notificationMailSchedule, {
  name: 'notification-mail-schedule',
  dependencies: ['services'],
});
