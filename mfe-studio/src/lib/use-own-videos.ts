import {
  getDashboardVideos,
  idOf,
  numberedPages,
  usePagedList,
  type PagedList,
  type Video,
} from '@kinora/shared';

/** The server's largest page: a creator's whole library usually arrives in one request. */
export const OWN_VIDEOS_PAGE_SIZE = 50;

export interface OwnVideos extends PagedList<Video> {
  /** Puts a changed video in place (after an edit or a publish toggle). */
  replace: (video: Video) => void;
  remove: (videoId: string) => void;
}

/**
 * The signed-in creator's videos, unpublished ones included (`GET /dashboard/videos`), newest
 * first, a page at a time. Local edits update the list without refetching.
 */
export function useOwnVideos(): OwnVideos {
  const list = usePagedList(
    numberedPages((page) => getDashboardVideos({ page, limit: OWN_VIDEOS_PAGE_SIZE })),
    { keyOf: idOf, deps: [] },
  );
  const { update } = list;
  return {
    ...list,
    replace: (video) =>
      update((items, total) => ({
        items: items.map((item) => (item._id === video._id ? video : item)),
        total,
      })),
    remove: (videoId) =>
      update((items, total) => ({
        items: items.filter((item) => item._id !== videoId),
        total: Math.max(0, total - 1),
      })),
  };
}
