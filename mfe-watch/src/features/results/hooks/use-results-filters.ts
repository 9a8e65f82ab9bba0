import {
  hrefs,
  SEARCH_SORTS,
  SEARCH_TYPES,
  SEARCH_UPLOAD_DATES,
  type SearchSort,
  type SearchType,
  type SearchUploadDate,
  useSearchParams,
} from '@kinora/shared';

export interface ResultsFilters {
  type: SearchType;
  /** null: any time. */
  uploadDate: SearchUploadDate | null;
  sort: SearchSort;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/**
 * The filters of `/results`, read from its URL so a filtered search can be shared. A value the
 * server would refuse (an old or hand-edited link) reads as the default instead of an error.
 */
export function useResultsFilters(): ResultsFilters {
  const [params] = useSearchParams();
  return {
    type: oneOf(SEARCH_TYPES, params.get('type')) ?? 'videos',
    uploadDate: oneOf(SEARCH_UPLOAD_DATES, params.get('upload_date')),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'relevance',
  };
}

/** The results URL for `term` with `filters`; defaults stay out of it, so plain links stay short. */
export function resultsHref(term: string, filters: ResultsFilters): string {
  return hrefs.results(term, {
    ...(filters.type !== 'videos' ? { type: filters.type } : {}),
    ...(filters.uploadDate ? { upload_date: filters.uploadDate } : {}),
    ...(filters.sort !== 'relevance' ? { sort: filters.sort } : {}),
  });
}
