import { useCallback, useEffect, useState } from 'react';
import { ApiError, getPlaylist, type Playlist } from '@kinora/shared';

export type PlaylistState =
  | { status: 'loading' }
  | { status: 'ready'; playlist: Playlist }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/** One playlist by id: loading, then loaded, not found (404, or an id that cannot exist) or error. */
export function usePlaylist(playlistId: string) {
  const [state, setState] = useState<PlaylistState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getPlaylist(playlistId).then(
      (playlist) => {
        if (current) setState({ status: 'ready', playlist });
      },
      (error: unknown) => {
        if (!current) return;
        // The server answers 400 for an id that is not a playlist id at all: to the person that
        // is the same as a playlist that does not exist.
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState(missing ? { status: 'not-found' } : { status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [playlistId, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  /** Applies a change made on the server (rename, video removed) without fetching again. */
  const update = useCallback((change: (playlist: Playlist) => Playlist) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', playlist: change(current.playlist) }
        : current,
    );
  }, []);

  return { state, reload, update };
}
