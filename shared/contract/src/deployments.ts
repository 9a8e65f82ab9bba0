import { Type, type Static } from 'typebox';
import { DateTimeSchema } from './envelope';

/**
 * One remote in the deployment file (`remotes.json`): the URL of its `mf-manifest.json`, or a
 * canary split where `percent` of browsers (each sticky to its side) load `canary`.
 */
export const CanaryDeploymentSchema = Type.Object({
  stable: Type.String(),
  canary: Type.String(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type CanaryDeployment = Static<typeof CanaryDeploymentSchema>;
export const RemoteDeploymentSchema = Type.Union([Type.String(), CanaryDeploymentSchema]);
export type RemoteDeployment = Static<typeof RemoteDeploymentSchema>;

/** One line of `remotes.history.json`, appended by `pnpm remote` at each switch. */
export const DeployRecordSchema = Type.Object({
  remote: Type.String(),
  action: Type.Union([
    Type.Literal('deploy'),
    Type.Literal('canary'),
    Type.Literal('promote'),
    Type.Literal('rollback'),
  ]),
  /** `<package version>-<content hash>`, the folder under `remotes/<name>/`. */
  version: Type.String(),
  /** What the deployment file names for the remote after the switch. */
  entry: RemoteDeploymentSchema,
  /** What it named before; null for the first deploy. */
  from: Type.Union([RemoteDeploymentSchema, Type.Null()]),
  by: Type.String(),
  at: DateTimeSchema,
});
export type DeployRecord = Static<typeof DeployRecordSchema>;

/** `GET /platform/deployments` (admins): what is live now and how it got there, newest last. */
export const PlatformDeploymentsSchema = Type.Object({
  remotes: Type.Record(Type.String(), RemoteDeploymentSchema),
  history: Type.Array(DeployRecordSchema),
});
export type PlatformDeployments = Static<typeof PlatformDeploymentsSchema>;

/** `PUT /platform/override` (admins): load `remote` from `url` in this browser only. */
export const RemoteOverrideSchema = Type.Object(
  {
    remote: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 40 }),
    url: Type.String({
      pattern: '^https?://[^\\s]+$',
      maxLength: 2000,
      description: 'The absolute URL of the mf-manifest.json to load',
    }),
  },
  { additionalProperties: false },
);
export type RemoteOverride = Static<typeof RemoteOverrideSchema>;
