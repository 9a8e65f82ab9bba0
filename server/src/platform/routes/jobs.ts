import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { asWritten, requestLanguage, translate } from '../../i18n/translate';
import { conflict, message, notFound, type Message } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import type { Job, LanguageCode } from '@kinora/contract';
import type { JobRow } from '../../plugins/job-tables';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * `/admin/jobs`: the durable queues (video processing, mail) for the site's admins: what waits,
 * runs and failed, why, and a retry or a stop. Each queue says what its jobs are about; their
 * data is never shown as it is.
 */
const jobRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { tables, controlOf } = app.jobs;

  /** The rows in words (in `language`), each queue describing its own jobs in one call. */
  async function toJobs(rows: JobRow[], language: LanguageCode): Promise<Job[]> {
    const words = new Map<string, { subject: Message; reason?: string | null }>();
    for (const name of new Set(rows.map((row) => row.name))) {
      const ofQueue = rows.filter((row) => row.name === name);
      const described = await controlOf(name).describe(ofQueue);
      ofQueue.forEach((row, i) => words.set(row.id, described[i] ?? { subject: asWritten(name) }));
    }
    return rows.map((row) => {
      const { subject, reason } = words.get(row.id) ?? { subject: asWritten(row.name) };
      return {
        id: row.id,
        queue: row.name,
        state: row.state,
        subject: translate(subject, language),
        createdAt: row.created_on.toISOString(),
        startedAt: row.started_on ? row.started_on.toISOString() : null,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        failureReason: row.state === 'running' ? null : (reason ?? row.failure_message),
      };
    });
  }

  async function findJob(jobId: string): Promise<JobRow> {
    const row = await tables.find(jobId);
    if (!row) throw notFound(message('Job not found: it may have finished or been removed.'));
    return row;
  }

  endpoint(app, 'GET /admin/jobs/queues', async (request) => {
    const language = requestLanguage(request);
    const queues = (await tables.figures()).map((figures) => ({
      name: figures.name,
      label: translate(controlOf(figures.name).label, language),
      waiting: figures.waiting,
      running: figures.running,
      failed: figures.failed,
      oldestWaitingSeconds: figures.oldest_seconds,
    }));
    return envelope({ queues }, 'Queues fetched');
  });

  endpoint(app, 'GET /admin/jobs', async (request) => {
    const { state = 'failed', queue } = request.query;
    const page = pageRequest(request.query);
    const { rows, total } = await tables.list(
      { state, ...(queue ? { queue } : {}) },
      page.limit,
      page.offset,
    );
    return envelope(
      toPage(await toJobs(rows, requestLanguage(request)), total, page),
      'Jobs fetched',
    );
  });

  endpoint(app, 'POST /admin/jobs/:jobId/retry', async (request) => {
    const job = await findJob(request.params.jobId);
    if (job.state !== 'failed') throw conflict(message('Only a failed job can be retried.'));
    await controlOf(job.name).retry(job);
    return envelope({ jobId: job.id }, 'Job queued again');
  });

  endpoint(app, 'POST /admin/jobs/:jobId/cancel', async (request) => {
    const job = await findJob(request.params.jobId);
    if (job.state === 'failed')
      throw conflict(message('Only a waiting or running job can be stopped.'));
    await controlOf(job.name).cancel(job);
    return envelope({ jobId: job.id }, 'Job stopped');
  });

  done();
};

export default jobRoutes;
