export type {
  Processing,
  Rendition,
  Streams,
  ThumbnailFile,
  ThumbnailSources,
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
  THUMBNAIL_WIDTHS,
  TITLE_MAX_LENGTH,
  VIDEO_SORT_FIELDS,
  VIDEO_STATUSES,
  VIDEO_UPLOAD_FIELDS,
} from '@kinora/contract/constants';
