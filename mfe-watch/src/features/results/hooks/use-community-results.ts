import {
  type ChannelSummary,
  COMMUNITY_RESULTS_PAGE_SIZE,
  idOf,
  numberedPages,
  type PagedList,
  searchCommunityVideos,
  searchOwnChannels,
  type SearchResultsFilters,
  usePagedList,
  type VideoSearchHit,
} from '@kinora/shared';

/** The community's own videos matching `term`, filtered and sorted as the URL says. */
export function useCommunityVideos(
  term: string,
  { uploadDate, sort }: SearchResultsFilters,
): PagedList<VideoSearchHit> {
  return usePagedList(
    numberedPages((page) => searchCommunityVideos(term, { sort, uploadDate }, page)),
    { keyOf: idOf, deps: [term, uploadDate, sort] },
  );
}

/** The community's channels whose name matches `term`. */
export function useCommunityChannels(term: string): PagedList<ChannelSummary> {
  return usePagedList(
    numberedPages((page) => searchOwnChannels(term, { page, limit: COMMUNITY_RESULTS_PAGE_SIZE })),
    { keyOf: idOf, deps: [term] },
  );
}
