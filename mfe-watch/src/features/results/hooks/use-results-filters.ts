import { searchResultsFiltersOf, useSearchParams, type SearchResultsFilters } from '@kinora/shared';

/**
 * The filters of `/results`, read from its URL so a filtered search can be shared (the server
 * reads them the same way to draw the page's first screen).
 */
export function useResultsFilters(): SearchResultsFilters {
  const [params] = useSearchParams();
  return searchResultsFiltersOf(params);
}
