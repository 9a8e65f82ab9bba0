import { useState } from 'react';
import {
  deletePlaylist,
  getErrorMessage,
  notify,
  removeVideoFromPlaylist,
  updatePlaylist,
  watchIdOf,
  type ListVideo,
  type Playlist,
  type UpdatePlaylistRequest,
} from '@kinora/shared';
import { t } from '../../../i18n';
import { usePendingIds } from '../../../lib/use-pending-ids';
import { playlistMessages } from '../messages';

/**
 * What the owner can do on the playlist page. Each action resolves true on success; failures are
 * told with a toast and leave the playlist as it was.
 */
export function usePlaylistOwnerActions(
  playlist: Playlist,
  update: (change: (current: Playlist) => Playlist) => void,
) {
  const { pendingIds: removingIds, setPending: setRemoving } = usePendingIds();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const removeVideo = async (video: ListVideo): Promise<boolean> => {
    const messages = playlistMessages(t);
    const id = watchIdOf(video);
    setRemoving(id, true);
    const toastId = notify.loading(messages.removing);
    try {
      await removeVideoFromPlaylist(id, playlist._id);
      update((current) => ({
        ...current,
        videos: current.videos.filter((item) => watchIdOf(item) !== id),
        totalVideos: Math.max(0, current.totalVideos - 1),
      }));
      notify.update(toastId, { type: 'success', message: messages.removed });
      return true;
    } catch (error) {
      notify.update(toastId, {
        type: 'error',
        message: getErrorMessage(error, messages.removeError),
      });
      return false;
    } finally {
      setRemoving(id, false);
    }
  };

  const save = async (changes: UpdatePlaylistRequest): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await updatePlaylist(playlist._id, changes);
      update((current) => ({
        ...current,
        name: saved.name,
        description: saved.description,
        isPrivate: saved.isPrivate,
      }));
      notify.success(t('Playlist updated.'));
      return true;
    } catch (error) {
      notify.error(getErrorMessage(error, t('Failed to update playlist.')));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    setDeleting(true);
    try {
      await deletePlaylist(playlist._id);
      notify.success(t('Playlist deleted.'));
      return true;
    } catch (error) {
      notify.error(getErrorMessage(error, t('Failed to delete playlist.')));
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { removingIds, removeVideo, saving, save, deleting, remove };
}
