export type {
  SearchQuery,
  SearchResult,
  SearchSort,
  SearchSuggestion,
  SearchSuggestions,
  SearchType,
  SearchUploadDate,
  SpokenMatch,
} from '@kinora/contract';
export {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
  SEARCH_TYPES,
  SEARCH_UPLOAD_DATES,
} from '@kinora/contract/constants';
