import {
  communityVideosQuery,
  searchCorrectionQuery,
  videoHitsOf,
  type SearchResultsFilters,
  type VideoSearchHit,
} from '../routing/results';
import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { SearchQuery, SearchSuggestion } from '../contract/search';
import type { ChannelSummary } from '../contract/user';

/**
 * `GET /search?type=videos`: one page of the community's own videos that match `term`, asked for
 * as the server asks for the results page's first screen (`communityVideosQuery`).
 */
export async function searchCommunityVideos(
  term: string,
  filters: Pick<SearchResultsFilters, 'sort' | 'uploadDate'>,
  page: number,
): Promise<Page<VideoSearchHit>> {
  const found = await callApi('GET /search', {
    query: communityVideosQuery(term, filters, page),
  });
  return { ...found, docs: videoHitsOf(found.docs) };
}

/**
 * `GET /search?type=videos`: the community's own matching videos, best match first by default.
 * @deprecated Kept for remotes built against it: use `searchCommunityVideos`.
 */
export async function searchOwnVideos(
  filters: Omit<SearchQuery, 'type' | 'page' | 'limit'>,
  page: PageQuery = {},
): Promise<Page<VideoSearchHit>> {
  const found = await callApi('GET /search', { query: { ...filters, ...page, type: 'videos' } });
  return { ...found, docs: videoHitsOf(found.docs) };
}

/** `GET /search?type=channels`: channels whose name matches. */
export async function searchOwnChannels(
  query: string,
  page: PageQuery = {},
): Promise<Page<ChannelSummary>> {
  const found = await callApi('GET /search', { query: { query, ...page, type: 'channels' } });
  return { ...found, docs: found.docs.flatMap((r) => (r.kind === 'channel' ? [r.channel] : [])) };
}

/** `GET /search/suggestions?q=`: a few titles and channel names for the search box. */
export async function getSearchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const found = await callApi('GET /search/suggestions', {
    query: { q },
    ...(signal ? { signal } : {}),
  });
  return found.suggestions;
}

/** `GET /search/correction?q=`: the query spelt as the titles spell it ("Did you mean"), or null. */
export async function getSearchCorrection(q: string): Promise<string | null> {
  const found = await callApi('GET /search/correction', { query: searchCorrectionQuery(q) });
  return found.suggestion;
}
