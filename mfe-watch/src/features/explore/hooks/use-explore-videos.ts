import { listVideos, type Video } from '@kinora/shared';
import { pageChunk } from '../../../lib/page-chunks';
import { type PagedList, usePagedList } from '../../../lib/use-paged-list';

export const EXPLORE_PAGE_SIZE = 12;

/** Every published video of the platform, newest first, 12 at a time. */
export function useExploreVideos(): PagedList<Video> {
  return usePagedList<Video, number>(
    async (page) => pageChunk(await listVideos({ page: page ?? 1, limit: EXPLORE_PAGE_SIZE })),
    (video) => video._id,
    [],
  );
}
