import {
  exploreQuery,
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';
import type { VideoOrder } from '../../../lib/video-order';

/** Every published video of the platform in the chosen order, 12 at a time. */
export function useExploreVideos(order: VideoOrder): PagedList<Video> {
  return usePagedList(
    // Page 1 is also what the server asks for with the shell page: the same query, to the letter.
    numberedPages((page) => listVideos(exploreQuery(order, page))),
    { keyOf: idOf, deps: [order] },
  );
}
