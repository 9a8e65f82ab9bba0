import { REMOTE_LOAD_WINDOW_MINUTES } from '../constants';
import { PlatformDeploymentsSchema, RemoteOverrideSchema } from '../deployments';
import { EmptySchema, HealthSchema } from '../envelope';
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
});
