import {
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';

/** The channel's published videos, newest first (`GET /videos?userId=`). */
export function useChannelVideos(channelId: string): PagedList<Video> {
  return usePagedList(
    numberedPages((page) => listVideos({ userId: channelId, page })),
    { keyOf: idOf, deps: [channelId] },
  );
}
