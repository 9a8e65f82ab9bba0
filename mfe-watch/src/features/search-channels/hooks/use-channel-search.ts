import { type ChannelSummary, searchChannels } from '@kinora/shared';
import { pageChunk } from '../../../lib/page-chunks';
import { type PagedList, usePagedList } from '../../../lib/use-paged-list';

/** Channels matching `query`, a page at a time. */
export function useChannelSearch(query: string): PagedList<ChannelSummary> {
  return usePagedList<ChannelSummary, number>(
    async (page) => pageChunk(await searchChannels(query, { page: page ?? 1, limit: 20 })),
    (channel) => channel._id,
    [query],
  );
}
