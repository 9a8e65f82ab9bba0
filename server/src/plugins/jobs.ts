import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { asWritten, type Message } from '../i18n/translate';
import { withStartUpLock } from '../db/start-up-lock';
import { createJobTables, queueSchemaFor, type JobTables } from './job-tables';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/create-database';

/**
 * The process's durable jobs: one pg-boss, in the app's database, shared by every queue (the
 * transcodes, the mail). One instance per process, so there is one pool of connections and one
 * set of pg-boss's own timers, however many queues there are.
 */
export interface Jobs {
  /** Sends, works and fails jobs; started before any plugin that uses it is registered. */
  boss: PgBoss;
  /** Creates the queue unless it exists. */
  createQueue: (name: string, options: Omit<PgBoss.Queue, 'name'>) => Promise<void>;
  /** What the queues hold, for the metrics and the admins' jobs page. */
  tables: JobTables;
  /** Tells the jobs page what a queue's jobs are and how to retry or stop one. */
  control: (name: string, control: QueueControl) => void;
  /** A queue's control; a queue nobody described gets pg-boss's own retry and cancel. */
  controlOf: (name: string) => Required<QueueControl>;
}

/** One job as its queue's control receives it. */
export interface ControlledJob {
  id: string;
  data: unknown;
}

/**
 * How the admins' jobs page treats one queue's jobs. A job's data is the queue's own business
 * and may be private (a mail's address and links): only `describe` turns it into words.
 */
export interface QueueControl {
  /** What the queue's jobs do, for people. */
  label: Message;
  /** What each job is about and, when the queue knows better than the error, why it failed. */
  describe?: (jobs: ControlledJob[]) => Promise<{ subject: Message; reason?: string | null }[]>;
  /** Runs a failed job again. */
  retry?: (job: ControlledJob) => Promise<void>;
  /** Stops a waiting or running job. */
  cancel?: (job: ControlledJob) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Runs pg-boss on the app's own PGlite. pg-boss sends parameter-less scripts (BEGIN … COMMIT) that
 * PGlite's extended protocol refuses, so those go through `exec`; a failed script is rolled back,
 * or the single session would stay in an aborted transaction.
 */
function pgliteExecutor(withPglite: NonNullable<DatabaseHandle['withPglite']>): PgBoss.Db {
  return {
    executeSql: (text: string, values: unknown[]) =>
      withPglite(async (client) => {
        if (values && values.length > 0) {
          const result = await client.query(
            text,
            values.map((v) => (v === undefined ? null : v)),
          );
          return { rows: result.rows };
        }
        try {
          const results = await client.exec(text);
          const last = [...results].reverse().find((r) => r.fields.length > 0) ?? results.at(-1);
          return { rows: last ? last.rows : [] };
        } catch (error) {
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

function createBoss(handle: DatabaseHandle): PgBoss {
  const common = {
    schema: queueSchemaFor(handle),
    // No cron jobs here: the clock monitor would only add queries.
    schedule: false,
  };
  if (handle.withPglite) return new PgBoss({ ...common, db: pgliteExecutor(handle.withPglite) });
  if (!handle.url) throw new Error('The job queue needs the PostgreSQL connection string.');
  return new PgBoss({ ...common, connectionString: handle.url, max: 4 });
}

/**
 * Starts pg-boss with the app and stops it last: registered before the plugins whose queues it
 * runs, its `onClose` comes after theirs, so they stop their work first and pg-boss then waits
 * for the jobs still running.
 */
async function jobsPlugin(app: FastifyInstance) {
  const boss = createBoss(app.database);
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await withStartUpLock(app.database, () => boss.start());
  const controls = new Map<string, QueueControl>();
  app.decorate('jobs', {
    boss,
    tables: createJobTables(app.db, app.database),
    control: (name, control) => {
      controls.set(name, control);
    },
    controlOf: (name) => {
      const control = controls.get(name);
      return {
        label: control?.label ?? asWritten(name),
        describe:
          control?.describe ??
          ((jobs) => Promise.resolve(jobs.map(() => ({ subject: asWritten(name) })))),
        retry: control?.retry ?? ((job) => boss.retry(name, job.id)),
        cancel: control?.cancel ?? ((job) => boss.cancel(name, job.id)),
      };
    },
    // Under the start-up lock: instances starting together would deadlock creating the queue.
    createQueue: (name, options) =>
      withStartUpLock(app.database, () => boss.createQueue(name, { ...options, name })),
  } satisfies Jobs);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
