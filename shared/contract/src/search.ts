import { Type, type Static } from 'typebox';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
  SEARCH_TYPES,
  SEARCH_UPLOAD_DATES,
} from './constants';
import { PagedQuery } from './envelope';
import { PublicUserSchema } from './users';
import { VideoSchema } from './videos';

export type SearchType = (typeof SEARCH_TYPES)[number];
export type SearchUploadDate = (typeof SEARCH_UPLOAD_DATES)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * `GET /search`: the community's own videos (full-text ranked, typo tolerant) or channels.
 * Unknown `type`, `uploadDate` or `sort` values are refused with a 400, never silently ignored.
 */
export const SearchQuerySchema = PagedQuery({
  query: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  type: Type.Optional(Type.Enum(SEARCH_TYPES)),
  uploadDate: Type.Optional(Type.Enum(SEARCH_UPLOAD_DATES)),
  sort: Type.Optional(Type.Enum(SEARCH_SORTS)),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** Where a video's captions say the words searched for: the first cue that does. */
export const SpokenMatchSchema = Type.Object({
  startSeconds: Type.Number({ minimum: 0, description: 'When the cue starts' }),
  text: Type.String({ description: 'The cue’s words, without tags' }),
  language: Type.String({ description: 'The captions’ language (BCP 47)' }),
});
export type SpokenMatch = Static<typeof SpokenMatchSchema>;

export const VideoSearchResultSchema = Type.Object({
  kind: Type.Literal('video'),
  video: VideoSchema,
  /** Present when its captions say the words: found by what is said in it. */
  spoken: Type.Optional(SpokenMatchSchema),
});
export const ChannelSearchResultSchema = Type.Object({
  kind: Type.Literal('channel'),
  channel: PublicUserSchema,
});
/** One item of a search page: a page holds only the kind its `type` asked for. */
export const SearchResultSchema = Type.Union([VideoSearchResultSchema, ChannelSearchResultSchema]);
export type SearchResult = Static<typeof SearchResultSchema>;

/** `GET /search/suggestions?q=`: what the search box offers while someone types. */
export const SearchSuggestionsQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
});
export const SearchSuggestionSchema = Type.Object({
  kind: Type.Union([Type.Literal('video'), Type.Literal('channel')]),
  text: Type.String({ description: 'A video title, or a channel username' }),
});
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;
export const SearchSuggestionsSchema = Type.Object({
  suggestions: Type.Array(SearchSuggestionSchema),
});
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;

/**
 * `GET /search/correction?q=`: the query with each word that no listed title has replaced by the
 * closest title word, for "Did you mean"; null when every word is known or nothing is close.
 */
export const SearchCorrectionSchema = Type.Object({
  suggestion: Type.Union([Type.String(), Type.Null()]),
});
export type SearchCorrection = Static<typeof SearchCorrectionSchema>;
