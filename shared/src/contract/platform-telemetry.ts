export type {
  RemoteLoadBatch,
  RemoteLoadOverview,
  RemoteLoadReport,
  RemoteLoadStats,
} from '@kinora/contract';
export {
  REMOTE_LOAD_FAILURE_KINDS,
  REMOTE_LOAD_BATCH_MAX,
  REMOTE_LOAD_OUTCOMES,
  REMOTE_LOAD_WINDOW_MINUTES,
  type RemoteLoadFailureKind,
  type RemoteLoadOutcome,
} from '@kinora/contract/constants';
