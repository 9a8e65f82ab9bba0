import { ApiError, getPlaylist, getWatchLater, useAsync, type Playlist } from '@kinora/shared';

/**
 * The server answers 400 for an id that is not a playlist id at all: to the person that is the
 * same as a playlist that does not exist.
 */
export function isMissingPlaylist(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type PlaylistLoad = ReturnType<typeof usePlaylistLoad>;

/**
 * One playlist. `update` applies a change already made on the server (rename, video removed,
 * new order) without fetching again.
 */
function usePlaylistLoad(load: () => Promise<Playlist>, deps: readonly unknown[]) {
  const { state, reload, setData } = useAsync(load, deps);
  return { state, reload, update: setData };
}

export function usePlaylist(playlistId: string): PlaylistLoad {
  return usePlaylistLoad(() => getPlaylist(playlistId), [playlistId]);
}

/** The signed-in person's Watch later (the server makes it on first use). */
export function useWatchLater(): PlaylistLoad {
  return usePlaylistLoad(getWatchLater, []);
}
