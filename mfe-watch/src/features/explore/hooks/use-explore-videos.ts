import {
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';
import { type VideoOrder, videoOrderQuery } from '../../../lib/video-order';

export const EXPLORE_PAGE_SIZE = 12;

/** Every published video of the platform in the chosen order, 12 at a time. */
export function useExploreVideos(order: VideoOrder): PagedList<Video> {
  return usePagedList(
    numberedPages((page) =>
      listVideos({ page, limit: EXPLORE_PAGE_SIZE, ...videoOrderQuery(order) }),
    ),
    { keyOf: idOf, deps: [order] },
  );
}
