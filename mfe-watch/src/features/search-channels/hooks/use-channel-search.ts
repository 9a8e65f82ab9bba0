import {
  type ChannelSummary,
  idOf,
  numberedPages,
  type PagedList,
  searchChannels,
  usePagedList,
} from '@kinora/shared';

/** Channels matching `query`, a page at a time. */
export function useChannelSearch(query: string): PagedList<ChannelSummary> {
  return usePagedList(
    numberedPages((page) => searchChannels(query, { page, limit: 20 })),
    { keyOf: idOf, deps: [query] },
  );
}
