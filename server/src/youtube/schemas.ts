import { Type, type Static } from 'typebox';
import { YOUTUBE_VIDEO_ID_PATTERN } from './provider';
import type {
  ExternalCommentPage,
  ExternalSearchQuery,
  ExternalSearchResult,
  ExternalVideo,
  ExternalVideoDetails,
} from '@kinora/shared/contract';

/**
 * The response shapes of `shared/contract/youtube.ts` as schemas: the routes declare them, and the
 * cache checks what it reads back against them so a row written by an older release is a miss,
 * not a malformed answer.
 */
export const ExternalVideoSchema = Type.Object({
  videoId: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  channelTitle: Type.String(),
  views: Type.Number(),
  description: Type.String(),
  publishedAt: Type.String(),
  duration: Type.Number({ description: 'Seconds.' }),
});

export const ExternalVideoDetailsSchema = Type.Object({
  ...ExternalVideoSchema.properties,
  likes: Type.Number(),
});

export const ExternalSearchResultSchema = Type.Object({
  videos: Type.Array(ExternalVideoSchema),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
  hasNextPage: Type.Boolean(),
});

/** What the cache stores for a search: the videos with their like counts. */
export const CachedSearchResultSchema = Type.Object({
  videos: Type.Array(ExternalVideoDetailsSchema),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
  hasNextPage: Type.Boolean(),
});

/** A looked-up video, or `null` for an id YouTube does not know (cached too, to spare quota). */
export const CachedVideoSchema = Type.Object({
  video: Type.Union([ExternalVideoDetailsSchema, Type.Null()]),
});

export const ExternalCommentSchema = Type.Object({
  _id: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.Optional(Type.String()),
  owner: Type.Object({ _id: Type.String(), username: Type.String(), avatar: Type.String() }),
  isExternal: Type.Optional(Type.Boolean()),
});

export const ExternalCommentPageSchema = Type.Object({
  docs: Type.Array(ExternalCommentSchema),
  pageInfo: Type.Object({ totalResults: Type.Number() }),
  hasNextPage: Type.Boolean(),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
});

export const VideoIdParamsSchema = Type.Object({
  videoId: Type.String({
    pattern: YOUTUBE_VIDEO_ID_PATTERN,
    description: "YouTube's 11-character id.",
  }),
});

/** YouTube's tokens are base64 of either flavour; comment tokens run to a few hundred characters. */
const PageTokenSchema = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^[A-Za-z0-9_=+/.-]+$',
});

export const SearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200 }),
  maxResults: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
  pageToken: Type.Optional(PageTokenSchema),
});

export const CommentsQuerySchema = Type.Object({
  pageToken: Type.Optional(PageTokenSchema),
});

export type CachedSearchResult = Static<typeof CachedSearchResultSchema>;
export type CachedVideo = Static<typeof CachedVideoSchema>;

/** Compile-time proof that these schemas describe exactly the shared contract types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type YoutubeContractChecks = [
  Expect<Same<Static<typeof ExternalVideoSchema>, ExternalVideo>>,
  Expect<Same<Static<typeof ExternalVideoDetailsSchema>, ExternalVideoDetails>>,
  Expect<Same<Static<typeof ExternalSearchResultSchema>, ExternalSearchResult>>,
  Expect<Same<Static<typeof ExternalCommentPageSchema>, ExternalCommentPage>>,
  Expect<Same<Static<typeof SearchQuerySchema>, ExternalSearchQuery>>,
];
