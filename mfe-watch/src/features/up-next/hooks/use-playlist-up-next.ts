import {
  getPlaylist,
  toCardProps,
  useAsync,
  watchIdOf,
  type AsyncState,
  type Playlist,
  type VideoCardData,
} from '@kinora/shared';
import { useMemo } from 'react';

export interface PlaylistQueue {
  playlist: Playlist;
  /** Index of the playing video in the playlist; -1 when it is not in it. */
  current: number;
  /** The video after the playing one, if any: what plays next. */
  next: VideoCardData | null;
}

/** Where the playing video sits in the playlist, and what follows it. */
export function queueOf(playlist: Playlist, videoId: string): PlaylistQueue {
  const current = playlist.videos.findIndex((video) => watchIdOf(video) === videoId);
  const next = playlist.videos[current + 1];
  return { playlist, current, next: current >= 0 && next ? toCardProps(next) : null };
}

/**
 * The playlist named by `?list=`. Loaded again only when the list changes, not per video: going
 * to the next one keeps the column as it is.
 */
export function usePlaylistQueue(listId: string, videoId: string): AsyncState<PlaylistQueue> {
  const { state } = useAsync(() => getPlaylist(listId), [listId]);
  // The same queue object from render to render, so what plays next is reported only on a change.
  return useMemo<AsyncState<PlaylistQueue>>(
    () =>
      state.status === 'success'
        ? { status: 'success', data: queueOf(state.data, videoId) }
        : state,
    [state, videoId],
  );
}
