import { Type, type Static } from 'typebox';
import { JOB_STATES } from './constants';
import { DateTimeSchema, PagedQuery } from './envelope';

/** One durable job queue as the admins' jobs page shows it. */
export const JobQueueSchema = Type.Object({
  name: Type.String({ description: "The queue's name (`transcode`, `mail`, …)" }),
  label: Type.String({ description: 'What its jobs do, for people: "Video processing"' }),
  waiting: Type.Integer({ minimum: 0, description: 'New jobs and jobs waiting to be retried' }),
  running: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0, description: 'Jobs that used up their attempts' }),
  oldestWaitingSeconds: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'Age of the oldest waiting job; null when none waits',
  }),
});
export type JobQueue = Static<typeof JobQueueSchema>;

/** `GET /admin/jobs/queues` */
export const JobQueuesSchema = Type.Object({ queues: Type.Array(JobQueueSchema) });
export type JobQueues = Static<typeof JobQueuesSchema>;

export const JobStateSchema = Type.Enum(JOB_STATES);
export type JobState = Static<typeof JobStateSchema>;

/** One job. What it carries stays private: a mail's address and links are never shown. */
export const JobSchema = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  state: JobStateSchema,
  subject: Type.String({
    description: 'What the job is about, for people: a video\'s title, "A mail"',
  }),
  createdAt: DateTimeSchema,
  startedAt: Type.Union([DateTimeSchema, Type.Null()]),
  attempts: Type.Integer({ minimum: 0, description: 'Attempts begun so far' }),
  maxAttempts: Type.Integer({ minimum: 1 }),
  failureReason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the last attempt failed, when it did',
  }),
});
export type Job = Static<typeof JobSchema>;

/** `GET /admin/jobs`: one state's jobs, oldest first, of one queue or all. */
export const JobListQuerySchema = PagedQuery({
  state: Type.Optional(JobStateSchema),
  queue: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
});
export type JobListQuery = Static<typeof JobListQuerySchema>;

export const JobParamsSchema = Type.Object({
  jobId: Type.String({ format: 'uuid', description: 'The job id pg-boss gave it' }),
});

/** A retried or cancelled job: the page reads the lists again. */
export const JobIdResultSchema = Type.Object({ jobId: Type.String() });
export type JobIdResult = Static<typeof JobIdResultSchema>;
