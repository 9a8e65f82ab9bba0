import {
  type ExternalVideo,
  externalSearchQuery,
  isQuotaError,
  type PagedList,
  searchExternalVideos,
  usePagedList,
  useQuota,
} from '@kinora/shared';

/** External search results for `term`, a page at a time through the provider's page tokens. */
export function useSearchResults(term: string): PagedList<ExternalVideo> {
  return usePagedList<ExternalVideo, string>(
    async (pageToken) => {
      try {
        const result = await searchExternalVideos(
          externalSearchQuery(term, pageToken ?? undefined),
        );
        return {
          items: result.videos,
          next: result.hasNextPage ? result.nextPageToken : null,
          total: result.videos.length,
        };
      } catch (error) {
        // The quota is one site-wide fact, whichever page found out.
        if (isQuotaError(error)) useQuota.getState().markExceeded();
        throw error;
      }
    },
    { keyOf: (video) => video.videoId, deps: [term] },
  );
}
