export type {
  Processing,
  Rendition,
  Streams,
  ThumbnailFile,
  ThumbnailSources,
  UpdateVideoRequest,
  Video,
  VideoStatus,
  VideoVisibility,
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
  VIDEO_VISIBILITIES,
} from '@kinora/contract/constants';
export type { FirstScreenQuery, VideoOrder, VideoOrderQuery } from '@kinora/contract/first-screen';
export {
  apiRequestPath,
  COMMUNITY_ROW_QUERY,
  EXPLORE_PAGE_SIZE,
  exploreQuery,
  GRID_THUMBNAIL_SIZES,
  VIDEO_ORDER_PARAM,
  VIDEO_ORDERS,
  videoOrderOf,
  videoOrderQuery,
} from '@kinora/contract/first-screen';
