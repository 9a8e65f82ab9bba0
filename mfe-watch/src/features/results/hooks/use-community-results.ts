import {
  type ChannelSummary,
  idOf,
  numberedPages,
  type PagedList,
  searchOwnChannels,
  searchOwnVideos,
  usePagedList,
  type Video,
} from '@kinora/shared';
import type { ResultsFilters } from './use-results-filters';

export const COMMUNITY_PAGE_SIZE = 8;

/** The community's own videos matching `term`, filtered and sorted as the URL says. */
export function useCommunityVideos(
  term: string,
  { uploadDate, sort }: ResultsFilters,
): PagedList<Video> {
  return usePagedList(
    numberedPages((page) =>
      searchOwnVideos(
        { query: term, sort, ...(uploadDate ? { uploadDate } : {}) },
        { page, limit: COMMUNITY_PAGE_SIZE },
      ),
    ),
    { keyOf: idOf, deps: [term, uploadDate, sort] },
  );
}

/** The community's channels whose name matches `term`. */
export function useCommunityChannels(term: string): PagedList<ChannelSummary> {
  return usePagedList(
    numberedPages((page) => searchOwnChannels(term, { page, limit: COMMUNITY_PAGE_SIZE })),
    { keyOf: idOf, deps: [term] },
  );
}
