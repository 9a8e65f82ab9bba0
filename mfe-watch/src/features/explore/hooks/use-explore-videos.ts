import {
  idOf,
  listVideos,
  numberedPages,
  type PagedList,
  usePagedList,
  type Video,
} from '@kinora/shared';

export const EXPLORE_PAGE_SIZE = 12;

/** Every published video of the platform, newest first, 12 at a time. */
export function useExploreVideos(): PagedList<Video> {
  return usePagedList(
    numberedPages((page) => listVideos({ page, limit: EXPLORE_PAGE_SIZE })),
    { keyOf: idOf, deps: [] },
  );
}
