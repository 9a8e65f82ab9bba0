import { http, unwrap } from './http';
import type { Page } from '../contract/envelope';
import type {
  Playlist,
  PlaylistRequest,
  UpdatePlaylistRequest,
  UserPlaylistsQuery,
} from '../contract/social';

const enc = encodeURIComponent;

/** With `videoId`, each playlist carries `containsCurrentVideo` (the save-to dialog). */
export function getUserPlaylists(
  userId: string,
  query: UserPlaylistsQuery = {},
): Promise<Page<Playlist>> {
  return unwrap(http.get(`/playlist/user/${enc(userId)}`, { params: query }));
}

export function createPlaylist(body: PlaylistRequest): Promise<Playlist> {
  return unwrap(http.post('/playlist', body));
}

export function getPlaylist(playlistId: string): Promise<Playlist> {
  return unwrap(http.get(`/playlist/${enc(playlistId)}`));
}

/** The signed-in user's built-in Watch later. */
export function getWatchLater(): Promise<Playlist> {
  return unwrap(http.get('/playlist/watch-later'));
}

export function updatePlaylist(playlistId: string, body: UpdatePlaylistRequest): Promise<Playlist> {
  return unwrap(http.patch(`/playlist/${enc(playlistId)}`, body));
}

/** Every video id of the playlist, each once, in the new order; answers the playlist. */
export function reorderPlaylist(playlistId: string, videoIds: string[]): Promise<Playlist> {
  return unwrap(http.patch(`/playlist/${enc(playlistId)}/order`, { videoIds }));
}

export async function deletePlaylist(playlistId: string): Promise<void> {
  await http.delete(`/playlist/${enc(playlistId)}`);
}

/** An own video id or a YouTube id. */
export async function addVideoToPlaylist(videoId: string, playlistId: string): Promise<void> {
  await http.patch(`/playlist/add/${enc(videoId)}/${enc(playlistId)}`);
}

export async function removeVideoFromPlaylist(videoId: string, playlistId: string): Promise<void> {
  await http.patch(`/playlist/remove/${enc(videoId)}/${enc(playlistId)}`);
}
