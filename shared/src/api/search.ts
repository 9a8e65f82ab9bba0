import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { SearchQuery, SearchSuggestion, SpokenMatch } from '../contract/search';
import type { ChannelSummary } from '../contract/user';
import type { Video } from '../contract/video';

type Filters = Omit<SearchQuery, 'type' | 'page' | 'limit'>;

/** A community video search found, with where its captions say the words when they do. */
export type VideoSearchHit = Video & { spoken?: SpokenMatch };

/** `GET /search?type=videos`: the community's own matching videos, best match first by default. */
export async function searchOwnVideos(
  filters: Filters,
  page: PageQuery = {},
): Promise<Page<VideoSearchHit>> {
  const found = await callApi('GET /search', { query: { ...filters, ...page, type: 'videos' } });
  return {
    ...found,
    docs: found.docs.flatMap((r) =>
      r.kind === 'video' ? [r.spoken ? { ...r.video, spoken: r.spoken } : r.video] : [],
    ),
  };
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
  const found = await callApi('GET /search/correction', { query: { q } });
  return found.suggestion;
}
