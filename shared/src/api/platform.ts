import { callApi } from './http';
import type { PlatformDeployments, RemoteOverride } from '../contract/deployments';
import type { RemoteLoadOverview } from '../contract/platform-telemetry';

/** Admins: the deployment file as live now and the deploy history, oldest first. */
export function getPlatformDeployments(): Promise<PlatformDeployments> {
  return callApi('GET /platform/deployments');
}

/** Admins: each remote's load times and failure rate over the last window. */
export function getRemoteLoadOverview(): Promise<RemoteLoadOverview> {
  return callApi('GET /platform/remote-loads');
}

/** Admins: load `remote` from `url` in this browser only (a signed cookie), until cleared. */
export function setRemoteOverride(body: RemoteOverride): Promise<RemoteOverride> {
  return callApi('PUT /platform/override', { body });
}

export async function clearRemoteOverride(): Promise<void> {
  await callApi('DELETE /platform/override');
}
