export {
  useSession,
  useCurrentUser,
  useIsAuthenticated,
  type SessionState,
  type SessionStatus,
  type SignInStep,
} from './use-session';
export {
  useQuota,
  isQuotaError,
  QUOTA_BANNER_TITLE,
  QUOTA_BANNER_MESSAGE,
  quotaBannerTexts,
  type QuotaState,
} from './use-quota';
export { notify, TOAST_LIMIT, TOAST_DURATIONS, type ToastId, type NotifyType } from './notify';
export { canModerate } from './roles';
export { recordBlockChange, useBlockScope, useBlocksRevision } from './use-block-changes';
export { useSiteInfo, setSiteInfo, type SiteInfoResult } from './use-site-info';
export { useSensitiveContentMode } from './use-sensitive-content-mode';
export { useUploads, isUploadRunning, uploadPercent } from './use-uploads';
export { UPLOAD_FAILED, uploadFailed, type UploadItem, type UploadState } from './upload-items';
