import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60_000;
/**
 * One run per this period for the whole site: the day's digests go out within it after midnight
 * (UTC), and mail a failure or a crash left behind is caught up on within it.
 */
const PERIOD = 5 * MINUTE;
/** How often each instance asks whether the run is due: short against the period. */
const CHECK_EVERY = MINUTE;

export interface NotificationMailRun {
  /** Mails queued at once that had been left behind. */
  caughtUp: number;
  digests: number;
}

/**
 * The periodic side of notification mail: the daily digests, and the mail "as it happens" that
 * was not queued when its notification was made. Runs in the background on every instance, and
 * once per period for the whole site, whichever instance claims it; a run that overlaps another
 * (a slow one, or another instance's) still sends nothing twice (see the notification mailer).
 */
function notificationMailSchedule(app: FastifyInstance, _opts: unknown, done: () => void) {
  const { notificationMail } = app.services;
  const run = async (now = new Date()): Promise<NotificationMailRun> => ({
    caughtUp: await notificationMail.mailImmediately(null, now),
    digests: await notificationMail.sendDigests(now),
  });
  const runIfDue = async (now = new Date()): Promise<NotificationMailRun | null> => {
    if (!(await app.repos.scheduledRuns.claim('notification-mail', PERIOD))) return null;
    return run(now);
  };

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
    /** What the timer does: the run, when no instance has run it this period; null otherwise. */
    runNotificationMailIfDue: (now?: Date) => Promise<NotificationMailRun | null>;
  }
}

export default fp(notificationMailSchedule, {
  name: 'notification-mail-schedule',
  dependencies: ['services'],
});
