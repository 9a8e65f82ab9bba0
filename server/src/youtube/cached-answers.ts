import { ExternalVideoDetailsSchema } from '@kinora/contract';
import { Type, type Static } from 'typebox';

/**
 * What the cache stores beside the contract's own answers. The cache checks every row it reads
 * back against its schema, so a row written by an older release is a miss, not a malformed answer.
 */

/** A search: the videos with their like counts, so a search warms the per-video cache. */
export const CachedSearchResultSchema = Type.Object({
  videos: Type.Array(ExternalVideoDetailsSchema),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
  hasNextPage: Type.Boolean(),
});

/** A looked-up video, or `null` for an id YouTube does not know (cached too, to spare quota). */
export const CachedVideoSchema = Type.Object({
  video: Type.Union([ExternalVideoDetailsSchema, Type.Null()]),
});

export type CachedSearchResult = Static<typeof CachedSearchResultSchema>;
export type CachedVideo = Static<typeof CachedVideoSchema>;
