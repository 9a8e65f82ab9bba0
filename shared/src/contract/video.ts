export type {
  HistoryEntry,
  Processing,
  Rendition,
  Streams,
  UpdateVideoRequest,
  Video,
  VideoStatus,
  WatchPositionRequest,
  VideoListQuery,
  VideoOwner,
  VideoSortField,
} from '@kinora/contract';
export {
  DESCRIPTION_MAX_LENGTH,
  PROCESSING_STAGES,
  RENDITION_HEIGHTS,
  TITLE_MAX_LENGTH,
  VIDEO_SORT_FIELDS,
  VIDEO_STATUSES,
  VIDEO_UPLOAD_FIELDS,
} from '@kinora/contract/constants';
