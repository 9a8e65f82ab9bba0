import { type ChannelProfile, getChannel, listVideos, type Video } from '@kinora/shared';
import { pageChunk } from '../../../lib/page-chunks';
import { type AsyncResult, useAsync } from '../../../lib/use-async';
import { type PagedList, usePagedList } from '../../../lib/use-paged-list';

export function useChannel(username: string): AsyncResult<ChannelProfile> {
  return useAsync(() => getChannel(username), [username]);
}

/** The channel's published videos, newest first (SPEC §7: `GET /videos?userId=`). */
export function useChannelVideos(channelId: string): PagedList<Video> {
  return usePagedList<Video, number>(
    async (page) => pageChunk(await listVideos({ userId: channelId, page: page ?? 1 })),
    (video) => video._id,
    [channelId],
  );
}
