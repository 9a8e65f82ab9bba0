import { ApiError, getPlaylist, useAsync } from '@kinora/shared';

/**
 * The server answers 400 for an id that is not a playlist id at all: to the person that is the
 * same as a playlist that does not exist.
 */
export function isMissingPlaylist(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One playlist by id. `update` applies a change already made on the server (rename, video
 * removed) without fetching again.
 */
export function usePlaylist(playlistId: string) {
  const { state, reload, setData } = useAsync(() => getPlaylist(playlistId), [playlistId]);
  return { state, reload, update: setData };
}
