export {
  http,
  callApi,
  endpointUrl,
  refreshAccessToken,
  refreshSession,
  REFRESH_PATH,
  setApiOrigin,
  apiBaseUrl,
} from './http';
export type { ApiRequest, RefreshedSession } from './http';
export { ApiError, toApiError, getErrorMessage } from './api-error';
export { onSessionExpired, type SessionExpiredHandler } from './session-expired';
// The token itself stays inside the shared package: the session store and the client are the
// only code that may touch it.
export { LEGACY_TOKEN_KEYS, hintsUnverifiedSession } from './token-storage';
export { SESSION_CHANNEL_NAME, type SessionMessage } from './session-channel';
export { REFRESH_LOCK_NAME } from './refresh-lock';
export * from './users';
export * from './account-recovery';
export * from './videos';
export * from './youtube';
export * from './comments';
export * from './subscriptions';
export * from './likes';
export * from './playlists';
export * from './posts';
export * from './dashboard';
export * from './notifications';
export * from './search';
export * from './platform';
export * from './site';
