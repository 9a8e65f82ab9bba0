import { Type, type Static } from 'typebox';
import {
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_MAX_VIDEOS,
  PLAYLIST_NAME_MAX_LENGTH,
} from './constants';
import { DateTimeSchema, IdParams, IdSchema, PagedQuery, TrimmedString } from './envelope';
import { VideoSchema } from './videos';
import { ExternalVideoSchema } from './youtube';

/**
 * Lists of videos kept for a person: playlists (Watch later among them) and watch history. They
 * hold own videos and YouTube videos alike; a YouTube one is the cached copy taken when it was
 * saved or watched, told apart by its `videoId` (own videos have `_id`).
 */
export const ListVideoSchema = Type.Union([VideoSchema, ExternalVideoSchema]);
export type ListVideo = Static<typeof ListVideoSchema>;

/** An own video id (24 hex) or a YouTube id (11 url-safe characters). */
export const ListVideoIdSchema = Type.String({
  pattern: '^([0-9a-f]{24}|[A-Za-z0-9_-]{11})$',
  description: 'An own video id (24 hex) or a YouTube video id (11 characters)',
});

export const PlaylistOwnerSchema = Type.Object({ _id: IdSchema, username: Type.String() });
export type PlaylistOwner = Static<typeof PlaylistOwnerSchema>;

export const PlaylistSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  totalVideos: Type.Integer(),
  videos: Type.Array(ListVideoSchema, {
    description:
      "In the owner's order. Full list on `GET /playlist/:id`; the list endpoint gives at most the first few for covers",
  }),
  owner: PlaylistOwnerSchema,
  isPrivate: Type.Boolean({ description: 'Private playlists are seen by their owner only' }),
  isWatchLater: Type.Boolean({
    description: 'The built-in Watch later: always private, cannot be renamed or deleted',
  }),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  containsCurrentVideo: Type.Optional(
    Type.Boolean({ description: 'Only on `GET /playlist/user/:userId?videoId=`' }),
  ),
});
export type Playlist = Static<typeof PlaylistSchema>;

const PlaylistNameSchema = TrimmedString({ minLength: 1, maxLength: PLAYLIST_NAME_MAX_LENGTH });
const PlaylistDescriptionSchema = TrimmedString({ maxLength: PLAYLIST_DESCRIPTION_MAX_LENGTH });

/** `POST /playlist` */
export const PlaylistRequestSchema = Type.Object(
  {
    name: PlaylistNameSchema,
    description: Type.Optional(PlaylistDescriptionSchema),
    isPrivate: Type.Optional(
      Type.Boolean({ description: 'Default true: a new playlist is private until made public' }),
    ),
  },
  { additionalProperties: false },
);
export type PlaylistRequest = Static<typeof PlaylistRequestSchema>;

/** `PATCH /playlist/:id`: at least one of them. */
export const UpdatePlaylistRequestSchema = Type.Object(
  {
    name: Type.Optional(PlaylistNameSchema),
    description: Type.Optional(PlaylistDescriptionSchema),
    isPrivate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdatePlaylistRequest = Static<typeof UpdatePlaylistRequestSchema>;

/** `PATCH /playlist/:id/order`: every video of the playlist, each once, in the new order. */
export const PlaylistOrderRequestSchema = Type.Object(
  { videoIds: Type.Array(ListVideoIdSchema, { maxItems: PLAYLIST_MAX_VIDEOS }) },
  { additionalProperties: false },
);
export type PlaylistOrderRequest = Static<typeof PlaylistOrderRequestSchema>;

export const PlaylistParamsSchema = IdParams('playlistId');
/** `PATCH /playlist/add|remove/:videoId/:playlistId`: an own or a YouTube video. */
export const PlaylistEntryParamsSchema = Type.Object({
  videoId: ListVideoIdSchema,
  playlistId: IdSchema,
});
export const UserPlaylistsQuerySchema = PagedQuery({ videoId: Type.Optional(ListVideoIdSchema) });
export type UserPlaylistsQuery = Static<typeof UserPlaylistsQuerySchema>;
export const PlaylistIdResultSchema = Type.Object({ playlistId: Type.String() });

/** `GET /users/history` items, newest first: an own video, or a YouTube one as it was cached. */
export const HistoryEntrySchema = Type.Union([
  Type.Object({ ...VideoSchema.properties, watchedAt: DateTimeSchema }),
  Type.Object({ ...ExternalVideoSchema.properties, watchedAt: DateTimeSchema }),
]);
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
/** `DELETE /users/history/:videoId`: an own or a YouTube video. */
export const HistoryVideoParamsSchema = Type.Object({ videoId: ListVideoIdSchema });
