import {
  type ExternalVideo,
  isQuotaError,
  type PagedList,
  searchExternalVideos,
  usePagedList,
  useQuota,
} from '@kinora/shared';

export const RESULTS_PAGE_SIZE = 12;

/** External search results for `term`, 12 at a time through the provider's page tokens. */
export function useSearchResults(term: string): PagedList<ExternalVideo> {
  return usePagedList<ExternalVideo, string>(
    async (pageToken) => {
      try {
        const result = await searchExternalVideos({
          query: term,
          maxResults: RESULTS_PAGE_SIZE,
          ...(pageToken ? { pageToken } : {}),
        });
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
