import {
  getUserPlaylists,
  idOf,
  numberedPages,
  useCurrentUser,
  usePagedList,
} from '@kinora/shared';

/**
 * The signed-in person's playlists, newest first. With `videoId`, each one says whether it holds
 * that video (`containsCurrentVideo`).
 */
export function useMyPlaylists(videoId?: string) {
  const user = useCurrentUser();
  const userId = user?._id ?? null;
  return usePagedList(
    userId
      ? numberedPages((page) => getUserPlaylists(userId, videoId ? { page, videoId } : { page }))
      : null,
    { keyOf: idOf, deps: [userId, videoId] },
  );
}

/** A playlist just created goes on top, once, and counts towards the total. */
export function prependPlaylist<T extends { _id: string }>(created: T, items: T[], total: number) {
  return {
    items: [created, ...items.filter((item) => item._id !== created._id)],
    total: total + 1,
  };
}
