import {
  addVideoToPlaylist,
  getErrorMessage,
  notify,
  removeVideoFromPlaylist,
  type Playlist,
} from '@kinora/shared';
import { t } from '../../../i18n';
import { usePendingIds } from '../../../lib/use-pending-ids';
import { playlistMessages } from '../messages';
import { prependPlaylist, useMyPlaylists } from './use-my-playlists';

/**
 * The save-to dialog's data: the person's playlists with `containsCurrentVideo` for `videoId`
 * (fetched afresh each time the dialog opens), and Add/Remove, which flip only on success.
 */
export function useSaveToPlaylist(videoId: string) {
  const list = useMyPlaylists(videoId);
  const { pendingIds, setPending } = usePendingIds();

  const toggle = async (playlist: Playlist) => {
    const messages = playlistMessages(t);
    const adding = !playlist.containsCurrentVideo;
    setPending(playlist._id, true);
    const toastId = notify.loading(adding ? messages.adding : messages.removing);
    try {
      if (adding) await addVideoToPlaylist(videoId, playlist._id);
      else await removeVideoFromPlaylist(videoId, playlist._id);
      list.update((items, total) => ({
        items: items.map((item) =>
          item._id === playlist._id
            ? {
                ...item,
                containsCurrentVideo: adding,
                totalVideos: Math.max(0, item.totalVideos + (adding ? 1 : -1)),
              }
            : item,
        ),
        total,
      }));
      notify.update(toastId, {
        type: 'success',
        message: adding ? messages.added : messages.removed,
      });
    } catch (error) {
      notify.update(toastId, {
        type: 'error',
        message: getErrorMessage(error, adding ? messages.addError : messages.removeError),
      });
    } finally {
      setPending(playlist._id, false);
    }
  };

  /** A playlist made inside the dialog goes on top; with `addVideo`, the video goes into it. */
  const created = async (playlist: Playlist, addVideo: boolean) => {
    const fresh = { ...playlist, containsCurrentVideo: false };
    list.update((items, total) => prependPlaylist(fresh, items, total));
    if (addVideo) await toggle(fresh);
  };

  return { list, pendingIds, toggle, created };
}
