import { callApi } from './http';
import type { Page } from '../contract/envelope';
import type {
  Playlist,
  PlaylistRequest,
  UpdatePlaylistRequest,
  UserPlaylistsQuery,
} from '../contract/social';

/** With `videoId`, each playlist carries `containsCurrentVideo` (the save-to dialog). */
export function getUserPlaylists(
  userId: string,
  query: UserPlaylistsQuery = {},
): Promise<Page<Playlist>> {
  return callApi('GET /playlist/user/:userId', { params: { userId }, query });
}

export function createPlaylist(body: PlaylistRequest): Promise<Playlist> {
  return callApi('POST /playlist', { body });
}

export function getPlaylist(playlistId: string): Promise<Playlist> {
  return callApi('GET /playlist/:playlistId', { params: { playlistId } });
}

/** The signed-in user's built-in Watch later. */
export function getWatchLater(): Promise<Playlist> {
  return callApi('GET /playlist/watch-later');
}

export function updatePlaylist(playlistId: string, body: UpdatePlaylistRequest): Promise<Playlist> {
  return callApi('PATCH /playlist/:playlistId', { params: { playlistId }, body });
}

/** Every video id of the playlist, each once, in the new order; answers the playlist. */
export function reorderPlaylist(playlistId: string, videoIds: string[]): Promise<Playlist> {
  return callApi('PATCH /playlist/:playlistId/order', {
    params: { playlistId },
    body: { videoIds },
  });
}

export async function deletePlaylist(playlistId: string): Promise<void> {
  await callApi('DELETE /playlist/:playlistId', { params: { playlistId } });
}

/** An own video id or a YouTube id. */
export async function addVideoToPlaylist(videoId: string, playlistId: string): Promise<void> {
  await callApi('PATCH /playlist/add/:videoId/:playlistId', { params: { videoId, playlistId } });
}

export async function removeVideoFromPlaylist(videoId: string, playlistId: string): Promise<void> {
  await callApi('PATCH /playlist/remove/:videoId/:playlistId', {
    params: { videoId, playlistId },
  });
}
