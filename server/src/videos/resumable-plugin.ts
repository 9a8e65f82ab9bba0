import fp from 'fastify-plugin';
import { createResumableStore } from '../media/resumable/resumable-store';
import { createResumableUploadRepository } from '../media/resumable/upload-repository';
import { createSharedUploadLocker } from '../media/resumable/upload-locker';
import { createResumableUploads, type ResumableUploads } from './resumable-uploads';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resumable (tus) uploads: their routes' work, and the sweep of expired ones. */
    resumableUploads: ResumableUploads & {
      /** What the timer does: the sweep, when no instance has run it this hour; true if it ran. */
      sweepExpiredIfDue: () => Promise<boolean>;
    };
  }
}

const HOUR = 3_600_000;
/** As the housekeeping sweep: asked often, run about hourly by whichever instance claims it. */
const CHECK_EVERY = 5 * 60_000;

/**
 * Opens the resumable-upload store of the configured storage driver (its record of each upload
 * in the database) and sweeps, hourly across the site, the uploads whose expiry has passed.
 */
async function resumablePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const uploads = createResumableUploadRepository(app.db);
  const datastore = await createResumableStore(config, uploads);
  // On PostgreSQL other instances may take the same upload's requests: its lock is shared. On
  // PGlite the one process owns the database, and tus's in-process lock is the whole story.
  const { url } = app.database;
  const locker =
    app.database.kind === 'postgres' && url
      ? createSharedUploadLocker({
          url,
          release: {
            publish: app.notificationBus.publishUploadRelease,
            subscribe: app.notificationBus.onUploadRelease,
          },
          log: app.log,
        })
      : null;
  if (locker) app.addHook('onClose', () => locker.close());
  const service = createResumableUploads({
    datastore,
    uploads,
    videos: app.services.videos,
    uploadDeps: app.uploadDeps,
    log: app.log,
    ...(locker ? { locker } : {}),
  });
  const sweepExpiredIfDue = async () => {
    if (!(await app.repos.scheduledRuns.claim('resumable-upload-expiry', HOUR))) return false;
    await service.sweepExpired();
    return true;
  };
  app.decorate('resumableUploads', { ...service, sweepExpiredIfDue });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      sweepExpiredIfDue().catch((error: unknown) =>
        app.log.error({ err: error }, 'expired upload sweep failed'),
      );
    }, CHECK_EVERY);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
}

export default fp(resumablePlugin, {
  name: 'resumable-uploads',
  dependencies: ['db', 'repositories', 'storage', 'services', 'notification-bus'],
});
