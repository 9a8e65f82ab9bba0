import { useState } from 'react';
import {
  getErrorMessage,
  notify,
  reorderPlaylist,
  watchIdOf,
  type ListVideo,
  type Playlist,
} from '@kinora/shared';
import { t } from '../../../i18n';

/** `list` with the item at `from` moved to `to` (both clamped by the caller). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

/**
 * The owner's reordering: the new order shows at once and is saved as the playlist's full id
 * list; a refused save puts the order back and says so. `announcement` is what a screen reader
 * hears after each move.
 */
export function usePlaylistReorder(
  playlist: Playlist,
  update: (change: (current: Playlist) => Playlist) => void,
) {
  const [announcement, setAnnouncement] = useState('');

  const move = async (video: ListVideo, to: number): Promise<void> => {
    const before = playlist.videos;
    const from = before.findIndex((item) => watchIdOf(item) === watchIdOf(video));
    if (from < 0 || to < 0 || to >= before.length || to === from) return;
    const next = moveItem(before, from, to);
    update((current) => ({ ...current, videos: next }));
    setAnnouncement(
      t('Moved "{{title}}" to position {{position}} of {{total}}.', {
        title: video.title,
        position: to + 1,
        total: next.length,
      }),
    );
    try {
      await reorderPlaylist(playlist._id, next.map(watchIdOf));
    } catch (error) {
      update((current) => ({ ...current, videos: before }));
      setAnnouncement(t('The new order could not be saved; the playlist is back as it was.'));
      notify.error(getErrorMessage(error, t('Failed to save the new order.')));
    }
  };

  return { move, announcement };
}
