import { useState } from 'react';
import {
  addVideoToPlaylist,
  getErrorMessage,
  notify,
  removeVideoFromPlaylist,
  type Playlist,
} from '@kinora/shared';
import { PLAYLIST_MESSAGES } from '../messages';
import { useMyPlaylists } from './use-my-playlists';

/**
 * The save-to dialog's data: the person's playlists with `containsCurrentVideo` for `videoId`
 * (fetched afresh each time the dialog opens), and Add/Remove, which flip only on success.
 */
export function useSaveToPlaylist(videoId: string, enabled: boolean) {
  const list = useMyPlaylists({ videoId, enabled });
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  const setPending = (id: string, on: boolean) =>
    setPendingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (playlist: Playlist) => {
    const adding = !playlist.containsCurrentVideo;
    setPending(playlist._id, true);
    const toastId = notify.loading(adding ? PLAYLIST_MESSAGES.adding : PLAYLIST_MESSAGES.removing);
    try {
      if (adding) await addVideoToPlaylist(videoId, playlist._id);
      else await removeVideoFromPlaylist(videoId, playlist._id);
      list.mutate((items) =>
        items.map((item) =>
          item._id === playlist._id
            ? {
                ...item,
                containsCurrentVideo: adding,
                totalVideos: Math.max(0, item.totalVideos + (adding ? 1 : -1)),
              }
            : item,
        ),
      );
      notify.update(toastId, {
        type: 'success',
        message: adding ? PLAYLIST_MESSAGES.added : PLAYLIST_MESSAGES.removed,
      });
    } catch (error) {
      notify.update(toastId, {
        type: 'error',
        message: getErrorMessage(
          error,
          adding ? PLAYLIST_MESSAGES.addError : PLAYLIST_MESSAGES.removeError,
        ),
      });
    } finally {
      setPending(playlist._id, false);
    }
  };

  /** A playlist made inside the dialog goes on top; with `addVideo`, the video goes into it. */
  const created = async (playlist: Playlist, addVideo: boolean) => {
    const fresh = { ...playlist, containsCurrentVideo: false };
    list.mutate((items) => [fresh, ...items.filter((item) => item._id !== playlist._id)], 1);
    if (addVideo) await toggle(fresh);
  };

  return { list, pendingIds, toggle, created };
}
