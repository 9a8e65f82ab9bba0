import {
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';
import { type VideoOrder, videoOrderQuery } from '../../../lib/video-order';

/** The channel's published videos in the chosen order (`GET /videos?userId=`). */
export function useChannelVideos(channelId: string, order: VideoOrder): PagedList<Video> {
  return usePagedList(
    numberedPages((page) => listVideos({ userId: channelId, page, ...videoOrderQuery(order) })),
    { keyOf: idOf, deps: [channelId, order] },
  );
}
