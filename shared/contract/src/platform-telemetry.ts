import { Type, type Static } from 'typebox';
import {
  REMOTE_LOAD_FAILURE_KINDS,
  REMOTE_LOAD_BATCH_MAX,
  REMOTE_LOAD_OUTCOMES,
  REMOTE_LOAD_WINDOW_MINUTES,
} from './constants';

/** Remote names are the federation names of the list of web apps (`watch`, `studio`). */
const RemoteNameSchema = Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' });

/** One load of one remote, as the shell timed it. */
export const RemoteLoadReportSchema = Type.Object(
  {
    remote: RemoteNameSchema,
    /** The manifest URL the shell loaded it from (names the deployed version). */
    url: Type.String({ minLength: 1, maxLength: 500 }),
    /** The `@kinora/shared` version the remote was built with, when its manifest said. */
    version: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
    durationMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
    outcome: Type.Enum(REMOTE_LOAD_OUTCOMES),
    failureKind: Type.Union([Type.Enum(REMOTE_LOAD_FAILURE_KINDS), Type.Null()]),
  },
  { additionalProperties: false },
);
export type RemoteLoadReport = Static<typeof RemoteLoadReportSchema>;

/** `POST /platform/remote-loads`: a batch the shell sends with `sendBeacon`; anyone may send. */
export const RemoteLoadBatchSchema = Type.Object(
  { loads: Type.Array(RemoteLoadReportSchema, { minItems: 1, maxItems: REMOTE_LOAD_BATCH_MAX }) },
  { additionalProperties: false },
);
export type RemoteLoadBatch = Static<typeof RemoteLoadBatchSchema>;

/** How one remote loaded over the last window, for the platform page. */
export const RemoteLoadStatsSchema = Type.Object({
  remote: Type.String(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  /** Failures over loads, 0 to 1; 0 without loads. */
  failureRate: Type.Number(),
  /** Load times of successful loads; null without one. */
  p50Ms: Type.Union([Type.Integer(), Type.Null()]),
  p95Ms: Type.Union([Type.Integer(), Type.Null()]),
  failuresByKind: Type.Record(Type.String(), Type.Integer()),
});
export type RemoteLoadStats = Static<typeof RemoteLoadStatsSchema>;

/**
 * `GET /platform/remote-loads` (admins): every remote reported in the last window. Anyone may
 * send reports, so those naming a remote or manifest URL the deployment file did not name when
 * they arrived (made up, stale, an override's build under test) are counted apart in `unknown`
 * and never in a remote's failure rate.
 */
export const RemoteLoadOverviewSchema = Type.Object({
  windowMinutes: Type.Literal(REMOTE_LOAD_WINDOW_MINUTES),
  remotes: Type.Array(RemoteLoadStatsSchema),
  unknown: Type.Array(RemoteLoadStatsSchema),
});
export type RemoteLoadOverview = Static<typeof RemoteLoadOverviewSchema>;
