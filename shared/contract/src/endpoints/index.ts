import { accountEndpoints } from './accounts';
import { accountSecurityEndpoints } from './account-security';
import { blockEndpoints } from './blocks';
import { commentControlEndpoints } from './comment-controls';
import { discussionEndpoints } from './discussions';
import { listEndpoints } from './lists';
import { moderationEndpoints } from './moderation';
import { notificationEndpoints } from './notifications';
import { platformEndpoints } from './platform';
import { siteEndpoints } from './site';
import { videoEndpoints } from './videos';
import { youtubeEndpoints } from './youtube';
import type {
  EndpointBodyOf,
  EndpointDataOf,
  EndpointParamsOf,
  EndpointQueryOf,
  EndpointTakesFormOf,
} from './define';

export * from './define';

/** Every JSON endpoint of `/api/v1`, by `'<METHOD> <path>'` under `API_BASE`. */
export const ENDPOINTS = {
  ...accountEndpoints,
  ...accountSecurityEndpoints,
  ...blockEndpoints,
  ...commentControlEndpoints,
  ...discussionEndpoints,
  ...listEndpoints,
  ...moderationEndpoints,
  ...notificationEndpoints,
  ...platformEndpoints,
  ...siteEndpoints,
  ...videoEndpoints,
  ...youtubeEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type ApiEndpoint = keyof Endpoints;
export type EndpointParams<K extends ApiEndpoint> = EndpointParamsOf<Endpoints[K]>;
export type EndpointQuery<K extends ApiEndpoint> = EndpointQueryOf<Endpoints[K]>;
export type EndpointBody<K extends ApiEndpoint> = EndpointBodyOf<Endpoints[K]>;
export type EndpointData<K extends ApiEndpoint> = EndpointDataOf<Endpoints[K]>;
export type EndpointTakesForm<K extends ApiEndpoint> = EndpointTakesFormOf<Endpoints[K]>;
