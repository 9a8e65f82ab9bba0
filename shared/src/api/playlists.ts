import { http, unwrap } from './http';
import type { Page } from '../contract/envelope';
import type { Playlist, PlaylistRequest, UserPlaylistsQuery } from '../contract/social';

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

export function updatePlaylist(playlistId: string, body: PlaylistRequest): Promise<Playlist> {
  return unwrap(http.patch(`/playlist/${enc(playlistId)}`, body));
}

export async function deletePlaylist(playlistId: string): Promise<void> {
  await http.delete(`/playlist/${enc(playlistId)}`);
}

export async function addVideoToPlaylist(videoId: string, playlistId: string): Promise<void> {
  await http.patch(`/playlist/add/${enc(videoId)}/${enc(playlistId)}`);
}

export async function removeVideoFromPlaylist(videoId: string, playlistId: string): Promise<void> {
  await http.patch(`/playlist/remove/${enc(videoId)}/${enc(playlistId)}`);
}
