import { Type, type Static } from 'typebox';

/**
 * The parts of YouTube Data API v3 answers this server reads. Objects accept extra fields, so
 * YouTube adding some changes nothing; a missing required one is an upstream fault (502).
 */
const Thumbnail = Type.Object({ url: Type.String() });

export const SearchListResponse = Type.Object({
  nextPageToken: Type.Optional(Type.String()),
  items: Type.Array(
    Type.Object({
      id: Type.Object({ kind: Type.String(), videoId: Type.Optional(Type.String()) }),
    }),
  ),
});

export const VideoResource = Type.Object({
  id: Type.String(),
  snippet: Type.Object({
    title: Type.String(),
    description: Type.Optional(Type.String()),
    channelTitle: Type.Optional(Type.String()),
    publishedAt: Type.String(),
    thumbnails: Type.Optional(
      Type.Object({
        default: Type.Optional(Thumbnail),
        medium: Type.Optional(Thumbnail),
        high: Type.Optional(Thumbnail),
      }),
    ),
  }),
  // YouTube omits counts the owner hid (likes, sometimes views): they read as 0.
  statistics: Type.Optional(
    Type.Object({
      viewCount: Type.Optional(Type.String()),
      likeCount: Type.Optional(Type.String()),
    }),
  ),
  contentDetails: Type.Optional(Type.Object({ duration: Type.Optional(Type.String()) })),
});

export const VideoListResponse = Type.Object({ items: Type.Array(VideoResource) });

export const CommentThreadListResponse = Type.Object({
  nextPageToken: Type.Optional(Type.String()),
  pageInfo: Type.Optional(Type.Object({ totalResults: Type.Optional(Type.Number()) })),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      snippet: Type.Object({
        topLevelComment: Type.Object({
          id: Type.String(),
          snippet: Type.Object({
            authorDisplayName: Type.Optional(Type.String()),
            authorProfileImageUrl: Type.Optional(Type.String()),
            authorChannelId: Type.Optional(Type.Object({ value: Type.String() })),
            textOriginal: Type.Optional(Type.String()),
            textDisplay: Type.Optional(Type.String()),
            publishedAt: Type.String(),
            updatedAt: Type.Optional(Type.String()),
          }),
        }),
      }),
    }),
  ),
});

export const ErrorResponse = Type.Object({
  error: Type.Object({
    code: Type.Optional(Type.Number()),
    message: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(Type.Object({ reason: Type.Optional(Type.String()) }))),
  }),
});

export type VideoResource = Static<typeof VideoResource>;

/** `PT1H2M3S`, `P1DT2H`, `PT45S` → seconds; live streams answer `P0D`, which is 0. */
export function parseIsoDuration(value: string | undefined): number {
  if (!value) return 0;
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    value,
  );
  if (!match) return 0;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return Math.round(
    (weeks ?? 0) * 604_800 +
      (days ?? 0) * 86_400 +
      (hours ?? 0) * 3600 +
      (minutes ?? 0) * 60 +
      (seconds ?? 0),
  );
}

/** YouTube sends counts as decimal strings; hidden or malformed counts read as 0. */
export function parseCount(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 0;
  return Number(value);
}
