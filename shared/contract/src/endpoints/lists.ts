import { PageQuerySchema, PageSchema } from '../envelope';
import {
  HistoryEntrySchema,
  HistoryVideoParamsSchema,
  PlaylistEntryParamsSchema,
  PlaylistIdResultSchema,
  PlaylistOrderRequestSchema,
  PlaylistParamsSchema,
  PlaylistRequestSchema,
  PlaylistSchema,
  UpdatePlaylistRequestSchema,
  UserPlaylistsQuerySchema,
} from '../lists';
import { UserParamsSchema } from '../social';
import { HistoryClearedSchema } from '../users';
import {
  VideoIdResultSchema,
  VideoParamsSchema,
  VideoSchema,
  WatchPositionRequestSchema,
} from '../videos';
import { ExternalVideoParamsSchema } from '../youtube';
import { defineEndpoints } from './define';

const playlistErrors = [400, 401, 403, 404, 409] as const;

/** The signed-in user's watch history and liked videos, and playlists. */
export const listEndpoints = defineEndpoints({
  'GET /users/history': {
    tags: ['history'],
    summary: 'Watch history, newest first',
    auth: 'user',
    querystring: PageQuerySchema,
    response: PageSchema(HistoryEntrySchema),
    errors: [400, 401],
  },
  'PUT /users/history/:videoId/position': {
    tags: ['history'],
    summary: 'Store where the viewer is in a ready video (creates the history entry if needed)',
    auth: 'user',
    params: VideoParamsSchema,
    body: WatchPositionRequestSchema,
    response: VideoIdResultSchema,
    errors: [400, 401, 404],
  },
  'POST /users/history/external/:videoId': {
    tags: ['history'],
    summary: 'Record that the viewer watched a YouTube video (cached by reference)',
    auth: 'user',
    params: ExternalVideoParamsSchema,
    response: VideoIdResultSchema,
    errors: [400, 401, 404, 429, 502],
  },
  'DELETE /users/history/:videoId': {
    tags: ['history'],
    summary: 'Remove one video (own or YouTube) from the history',
    auth: 'user',
    params: HistoryVideoParamsSchema,
    response: VideoIdResultSchema,
    errors: [400, 401, 404],
  },
  'DELETE /users/history': {
    tags: ['history'],
    summary: 'Clear the history',
    auth: 'user',
    response: HistoryClearedSchema,
    errors: [401],
  },

  'GET /likes/videos': {
    tags: ['likes'],
    summary: 'The videos the signed-in user liked, most recently liked first',
    auth: 'user',
    querystring: PageQuerySchema,
    response: PageSchema(VideoSchema),
    errors: [400, 401],
  },

  'POST /playlist': {
    tags: ['playlists'],
    summary: 'Create a playlist',
    auth: 'user',
    body: PlaylistRequestSchema,
    status: 201,
    response: PlaylistSchema,
    errors: playlistErrors,
  },
  'GET /playlist/watch-later': {
    tags: ['playlists'],
    summary: "The signed-in user's Watch later (made on first use)",
    auth: 'user',
    response: PlaylistSchema,
    errors: [401],
  },
  'GET /playlist/user/:userId': {
    tags: ['playlists'],
    summary:
      "A user's playlists, Watch later first then newest first (private ones to the owner only); with videoId, each says whether it contains that video",
    params: UserParamsSchema,
    querystring: UserPlaylistsQuerySchema,
    response: PageSchema(PlaylistSchema),
    errors: [400, 404],
  },
  'GET /playlist/:playlistId': {
    tags: ['playlists'],
    summary: 'A playlist with its owner, video count and videos',
    params: PlaylistParamsSchema,
    response: PlaylistSchema,
    errors: [400, 404],
  },
  'PATCH /playlist/:playlistId': {
    tags: ['playlists'],
    summary: 'Rename, describe or make a playlist private or public; owner only',
    auth: 'user',
    params: PlaylistParamsSchema,
    body: UpdatePlaylistRequestSchema,
    response: PlaylistSchema,
    errors: playlistErrors,
  },
  'DELETE /playlist/:playlistId': {
    tags: ['playlists'],
    summary: 'Delete a playlist; owner only (Watch later cannot be deleted: 403)',
    auth: 'user',
    params: PlaylistParamsSchema,
    response: PlaylistIdResultSchema,
    errors: playlistErrors,
  },
  'PATCH /playlist/add/:videoId/:playlistId': {
    tags: ['playlists'],
    summary:
      'Add an own video or a YouTube video (cached by reference) to a playlist, once; owner only',
    auth: 'user',
    params: PlaylistEntryParamsSchema,
    response: PlaylistSchema,
    errors: [...playlistErrors, 429, 502],
  },
  'PATCH /playlist/:playlistId/order': {
    tags: ['playlists'],
    summary: 'Reorder a playlist: every video id it holds, each once, in the new order',
    auth: 'user',
    params: PlaylistParamsSchema,
    body: PlaylistOrderRequestSchema,
    response: PlaylistSchema,
    errors: playlistErrors,
  },
  'PATCH /playlist/remove/:videoId/:playlistId': {
    tags: ['playlists'],
    summary: 'Remove a video from a playlist; owner only',
    auth: 'user',
    params: PlaylistEntryParamsSchema,
    response: PlaylistSchema,
    errors: playlistErrors,
  },
  'GET /subscriptions/videos': {
    tags: ['subscriptions'],
    summary: 'Newest videos of the channels the signed-in user subscribes to',
    auth: 'user',
    querystring: PageQuerySchema,
    response: PageSchema(VideoSchema),
    errors: [400, 401],
  },
});
