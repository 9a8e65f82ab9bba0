import {
  channelVideosQuery,
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';
import type { VideoOrder } from '../../../lib/video-order';

/** The channel's published videos in the chosen order (`GET /videos?userId=`). */
export function useChannelVideos(channelId: string, order: VideoOrder): PagedList<Video> {
  return usePagedList(
    // Page 1 is also what the server asks for with a visitor's channel page.
    numberedPages((page) => listVideos(channelVideosQuery(channelId, order, page))),
    { keyOf: idOf, deps: [channelId, order] },
  );
}
