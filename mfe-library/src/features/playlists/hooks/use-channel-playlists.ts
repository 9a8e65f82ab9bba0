import {
  getUserPlaylists,
  idOf,
  numberedPages,
  type Page,
  type PagedList,
  type Playlist,
  usePagedList,
} from '@kinora/shared';

/**
 * A channel's playlists as visitors see them. The server never sends private ones to others;
 * the owner gets theirs too (and Watch later, which is always private), so those are dropped
 * here: the owner's own tab shows what the public sees, as everywhere else on the channel.
 */
export function useChannelPlaylists(channelId: string): PagedList<Playlist> {
  return usePagedList<Playlist>(
    numberedPages((page) =>
      getUserPlaylists(channelId, { page }).then((result): Page<Playlist> => {
        const docs = result.docs.filter((playlist) => !playlist.isPrivate);
        return {
          ...result,
          docs,
          totalDocs: result.totalDocs - (result.docs.length - docs.length),
        };
      }),
    ),
    { keyOf: idOf, deps: [channelId] },
  );
}
