export {
  API_BASE,
  OWN_VIDEO_ID_PATTERN,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
} from '@kinora/contract/constants';
export type {
  ApiEndpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
  EndpointTakesForm,
} from '@kinora/contract';
