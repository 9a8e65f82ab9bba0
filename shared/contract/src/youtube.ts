import { Type, type Static } from 'typebox';
import { YOUTUBE_VIDEO_ID_PATTERN } from './constants';
import { CommentSchema } from './social';
import { ThumbnailSourcesSchema } from './videos';

/** A public video of the external provider (YouTube). */
export const ExternalVideoSchema = Type.Object({
  videoId: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  /** Sizes of the thumbnail where the provider has them (the offline catalogue draws all three). */
  thumbnailSources: Type.Optional(ThumbnailSourcesSchema),
  channelTitle: Type.String(),
  views: Type.Number(),
  description: Type.String(),
  publishedAt: Type.String(),
  duration: Type.Number({ description: 'Seconds' }),
});
export type ExternalVideo = Static<typeof ExternalVideoSchema>;

/** `GET /youtube/video/:videoId` */
export const ExternalVideoDetailsSchema = Type.Object({
  ...ExternalVideoSchema.properties,
  likes: Type.Number(),
});
export type ExternalVideoDetails = Static<typeof ExternalVideoDetailsSchema>;

/** `GET /youtube/search?query=&maxResults=&pageToken=`; 429 means the daily quota is spent. */
export const ExternalSearchResultSchema = Type.Object({
  videos: Type.Array(ExternalVideoSchema),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
  hasNextPage: Type.Boolean(),
});
export type ExternalSearchResult = Static<typeof ExternalSearchResultSchema>;

/** YouTube's tokens are base64 of either flavour; comment tokens run to a few hundred characters. */
const PageTokenSchema = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^[A-Za-z0-9_=+/.-]+$',
});

export const ExternalSearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200 }),
  maxResults: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
  pageToken: Type.Optional(PageTokenSchema),
});
export type ExternalSearchQuery = Static<typeof ExternalSearchQuerySchema>;

/** `GET /youtube/comments/:videoId?pageToken=`; comments disabled is an empty page. */
export const ExternalCommentPageSchema = Type.Object({
  docs: Type.Array(CommentSchema),
  pageInfo: Type.Object({ totalResults: Type.Number() }),
  hasNextPage: Type.Boolean(),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
});
export type ExternalCommentPage = Static<typeof ExternalCommentPageSchema>;

export const ExternalCommentsQuerySchema = Type.Object({
  pageToken: Type.Optional(PageTokenSchema),
});

export const ExternalVideoParamsSchema = Type.Object({
  videoId: Type.String({
    pattern: YOUTUBE_VIDEO_ID_PATTERN,
    description: "YouTube's 11-character id",
  }),
});

/** The generated pictures of the offline catalogue. */
export const CatalogueAvatarParamsSchema = Type.Object({
  channelId: Type.String({ pattern: '^UC[A-Za-z0-9_-]{22}$' }),
});
