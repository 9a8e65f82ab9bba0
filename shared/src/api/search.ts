import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { SearchQuery, SearchResult, SearchSuggestion } from '../contract/search';
import type { ChannelSummary } from '../contract/user';
import type { Video } from '../contract/video';

type Filters = Omit<SearchQuery, 'type' | 'page' | 'limit'>;

/** `GET /search?type=videos`: the community's own matching videos, best match first by default. */
export async function searchOwnVideos(
  filters: Filters,
  page: PageQuery = {},
): Promise<Page<Video>> {
  const found = await unwrap<Page<SearchResult>>(
    http.get('/search', { params: { ...filters, ...page, type: 'videos' } }),
  );
  return { ...found, docs: found.docs.flatMap((r) => (r.kind === 'video' ? [r.video] : [])) };
}

/** `GET /search?type=channels`: channels whose name matches. */
export async function searchOwnChannels(
  query: string,
  page: PageQuery = {},
): Promise<Page<ChannelSummary>> {
  const found = await unwrap<Page<SearchResult>>(
    http.get('/search', { params: { query, ...page, type: 'channels' } }),
  );
  return { ...found, docs: found.docs.flatMap((r) => (r.kind === 'channel' ? [r.channel] : [])) };
}

/** `GET /search/suggestions?q=`: a few titles and channel names for the search box. */
export async function getSearchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const found = await unwrap<{ suggestions: SearchSuggestion[] }>(
    http.get('/search/suggestions', { params: { q }, signal }),
  );
  return found.suggestions;
}
