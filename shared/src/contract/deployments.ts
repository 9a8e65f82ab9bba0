export type {
  CanaryDeployment,
  DeployRecord,
  PlatformDeployments,
  RemoteDeployment,
  RemoteOverride,
} from '@kinora/contract';
