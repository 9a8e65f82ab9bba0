export type {
  ExternalCommentPage,
  ExternalSearchQuery,
  ExternalSearchResult,
  ExternalVideo,
  ExternalVideoDetails,
} from '@kinora/contract';
export { HOME_CATEGORIES } from '@kinora/contract/constants';
