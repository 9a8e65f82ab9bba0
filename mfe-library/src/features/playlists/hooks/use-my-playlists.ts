import { getUserPlaylists, useCurrentUser, type Playlist } from '@kinora/shared';
import { usePagedList } from '../../../lib/use-paged-list';

const idOf = (playlist: Playlist) => playlist._id;

/**
 * The signed-in person's playlists, newest first. With `videoId`, each one says whether it holds
 * that video (`containsCurrentVideo`); `enabled` false keeps the list idle (a closed dialog).
 */
export function useMyPlaylists({
  videoId,
  enabled = true,
}: { videoId?: string; enabled?: boolean } = {}) {
  const user = useCurrentUser();
  const userId = enabled && user ? user._id : null;
  return usePagedList(
    userId
      ? (page: number) => getUserPlaylists(userId, videoId ? { page, videoId } : { page })
      : null,
    `${userId ?? ''}:${videoId ?? ''}`,
    idOf,
  );
}
