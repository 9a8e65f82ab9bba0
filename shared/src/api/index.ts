export { http, unwrap, REFRESH_PATH } from './http';
export { ApiError, toApiError, getErrorMessage } from './api-error';
export { onSessionExpired, type SessionExpiredHandler } from './session-expired';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  getAccessToken,
  setAccessToken,
  setRefreshToken,
  clearTokens,
  clearAllStorage,
} from './token-storage';
export * from './users';
export * from './videos';
export * from './youtube';
export * from './comments';
export * from './subscriptions';
export * from './likes';
export * from './playlists';
export * from './tweets';
export * from './dashboard';
