import { REMOTE_LOAD_WINDOW_MINUTES } from '../constants';
import { PlatformDeploymentsSchema, RemoteOverrideSchema } from '../deployments';
import { EmptySchema, HealthSchema, PageSchema } from '../envelope';
import {
  JobIdResultSchema,
  JobListQuerySchema,
  JobParamsSchema,
  JobQueuesSchema,
  JobSchema,
} from '../jobs';
import { RemoteLoadBatchSchema, RemoteLoadOverviewSchema } from '../platform-telemetry';
import { defineEndpoints } from './define';

/** The server's health, and the platform's own pages: deployments, overrides, remote loads. */
export const platformEndpoints = defineEndpoints({
  'GET /healthcheck': {
    tags: ['health'],
    summary: 'Liveness and database reachability',
    response: HealthSchema,
    errors: [500],
  },
  'GET /readyz': {
    tags: ['health'],
    summary: 'Readiness: 503 from the moment shutdown begins (or while the database is down)',
    response: HealthSchema,
    errors: [500, 503],
  },

  'GET /platform/deployments': {
    tags: ['platform'],
    summary: 'The deployment file as live now and the deploy history (admins)',
    auth: 'admin',
    response: PlatformDeploymentsSchema,
    errors: [401, 403],
  },
  'PUT /platform/override': {
    tags: ['platform'],
    summary: 'Load one remote from another manifest URL in this browser only (admins)',
    auth: 'admin',
    body: RemoteOverrideSchema,
    response: RemoteOverrideSchema,
    errors: [400, 401, 403],
  },
  // Anyone may end an override: it only ever takes code away.
  'DELETE /platform/override': {
    tags: ['platform'],
    summary: 'End this browser’s remote override',
    response: EmptySchema,
    errors: [],
  },

  'POST /platform/remote-loads': {
    tags: ['platform'],
    summary: 'Report how remotes loaded in this browser (anyone; small batches)',
    body: RemoteLoadBatchSchema,
    status: 204,
    response: null,
    errors: [400, 413, 429, 503],
  },
  'GET /platform/remote-loads': {
    tags: ['platform'],
    summary: `Load times and failure rates of each remote over the last ${REMOTE_LOAD_WINDOW_MINUTES} minutes (admins)`,
    auth: 'admin',
    response: RemoteLoadOverviewSchema,
    errors: [401, 403],
  },

  'GET /admin/jobs/queues': {
    tags: ['platform'],
    summary: 'The durable job queues with how many jobs wait, run and failed (admins)',
    auth: 'admin',
    response: JobQueuesSchema,
    errors: [401, 403],
  },
  'GET /admin/jobs': {
    tags: ['platform'],
    summary: 'Jobs in one state (failed by default), oldest first, of one queue or all (admins)',
    auth: 'admin',
    querystring: JobListQuerySchema,
    response: PageSchema(JobSchema),
    errors: [400, 401, 403],
  },
  'POST /admin/jobs/:jobId/retry': {
    tags: ['platform'],
    summary:
      'Run a failed job again (a video goes back to processing); admins. 409 unless it failed',
    auth: 'admin',
    params: JobParamsSchema,
    response: JobIdResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /admin/jobs/:jobId/cancel': {
    tags: ['platform'],
    summary:
      'Stop a waiting or running job (a video being processed fails with the reason that an administrator stopped it); admins. 409 unless it waits or runs',
    auth: 'admin',
    params: JobParamsSchema,
    response: JobIdResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
