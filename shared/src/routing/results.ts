/**
 * The results page (`/results?search_query=…`): its filters as its address gives them, and the
 * three requests its first screen makes. The page and the server (which draws that screen and
 * preloads its answers for a visitor) both build them here, so the two ask for the same URLs.
 */
import { SEARCH_SORTS, SEARCH_TYPES, SEARCH_UPLOAD_DATES } from '@kinora/contract/constants';
import { hrefs } from './paths';
import type {
  SearchResult,
  SearchSort,
  SearchType,
  SearchUploadDate,
  SpokenMatch,
} from '../contract/search';
import type { Video } from '../contract/video';

/** The address parameter holding what was searched for. */
export const SEARCH_QUERY_PARAM = 'search_query';

/** What the results page shows, as its address says it. */
export interface SearchResultsFilters {
  type: SearchType;
  /** null: any time. */
  uploadDate: SearchUploadDate | null;
  sort: SearchSort;
}

/** The community's matches come this many at a time. */
export const COMMUNITY_RESULTS_PAGE_SIZE = 8;
/** The public (YouTube) results come this many at a time. */
export const EXTERNAL_RESULTS_PAGE_SIZE = 12;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The term an address searches for, without the spaces around it; empty when there is none. */
export function searchTermOf(params: URLSearchParams): string {
  return (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
}

/**
 * The filters an address asks for. A value the API would refuse (an old or hand-edited link)
 * reads as the default instead of an error.
 */
export function searchResultsFiltersOf(params: URLSearchParams): SearchResultsFilters {
  return {
    type: oneOf(SEARCH_TYPES, params.get('type')) ?? 'videos',
    uploadDate: oneOf(SEARCH_UPLOAD_DATES, params.get('upload_date')),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'relevance',
  };
}

/** The results address for `term` with `filters`; defaults stay out, so plain links stay short. */
export function resultsHref(term: string, filters: SearchResultsFilters): string {
  return hrefs.results(term, {
    ...(filters.type !== 'videos' ? { type: filters.type } : {}),
    ...(filters.uploadDate ? { upload_date: filters.uploadDate } : {}),
    ...(filters.sort !== 'relevance' ? { sort: filters.sort } : {}),
  });
}

/** `GET /search/correction`'s query: "Did you mean" for the term. */
export function searchCorrectionQuery(term: string): { q: string } {
  return { q: term };
}

/** `GET /search`'s query for one page of the community's videos that match, as filtered. */
export function communityVideosQuery(
  term: string,
  { sort, uploadDate }: Pick<SearchResultsFilters, 'sort' | 'uploadDate'>,
  page: number,
): {
  query: string;
  sort: SearchSort;
  uploadDate?: SearchUploadDate;
  page: number;
  limit: number;
  type: 'videos';
} {
  return {
    query: term,
    sort,
    ...(uploadDate ? { uploadDate } : {}),
    page,
    limit: COMMUNITY_RESULTS_PAGE_SIZE,
    type: 'videos',
  };
}

/** `GET /youtube/search`'s query for a page of public results (the first without a token). */
export function externalSearchQuery(
  term: string,
  pageToken?: string,
): { query: string; maxResults: number; pageToken?: string } {
  return {
    query: term,
    maxResults: EXTERNAL_RESULTS_PAGE_SIZE,
    ...(pageToken ? { pageToken } : {}),
  };
}

/** A community video search found, with where its captions say the words when they do. */
export type VideoSearchHit = Video & { spoken?: SpokenMatch };

/** The videos among a search's results, each with where it was found said when it was. */
export function videoHitsOf(results: readonly SearchResult[]): VideoSearchHit[] {
  return results.flatMap((result) =>
    result.kind === 'video'
      ? [result.spoken ? { ...result.video, spoken: result.spoken } : result.video]
      : [],
  );
}
