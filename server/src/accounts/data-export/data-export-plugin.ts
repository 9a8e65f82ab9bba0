import fp from 'fastify-plugin';
import { message } from '../../i18n/translate';
import { DATA_EXPORT_QUEUE, type DataExportJobData } from './data-export-service';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

/** Tries in all; an archive that fails three times is reported to its account as failed. */
const ATTEMPTS = 3;
/** Generous: the archive of a channel with many long videos copies all of them. */
const EXPIRE_SECONDS = 6 * 3600;

/**
 * The `data-export` queue: the instances that work queues (`all`, `worker`) write the archives
 * the accounts ask for, one at a time each, so a big archive never starves the transcodes.
 */
async function dataExportPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { boss } = app.jobs;
  await app.jobs.createQueue(DATA_EXPORT_QUEUE, {
    policy: 'standard',
    retryLimit: ATTEMPTS - 1,
    retryBackoff: true,
    retryDelay: 30,
    expireInSeconds: EXPIRE_SECONDS,
  });
  app.jobs.control(DATA_EXPORT_QUEUE, {
    label: message('Data archives'),
    // Whose archive it is stays between the account and the site.
    describe: (jobs) =>
      Promise.resolve(jobs.map(() => ({ subject: message('An account’s data archive') }))),
  });
  if (config.role === 'web') return;
  const service = app.services.dataExports;
  await boss.work<DataExportJobData>(
    DATA_EXPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await service.write(job.data.exportId, app.log, job.data.language);
      } catch (error) {
        app.log.error({ err: error, exportId: job.data.exportId }, 'writing a data archive failed');
        if (job.retryCount >= job.retryLimit) await service.failed(job.data.exportId);
        throw error;
      }
    },
  );
}

export default fp(dataExportPlugin, {
  name: 'data-export',
  dependencies: ['db', 'jobs', 'storage', 'services'],
});
