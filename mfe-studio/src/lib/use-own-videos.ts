import {
  getDashboardVideos,
  getVideo,
  idOf,
  numberedPages,
  usePagedList,
  useUploads,
  type PagedList,
  type UploadItem,
  type Video,
} from '@kinora/shared';
import { useEffect } from 'react';

/** The server's largest page: a creator's whole library usually arrives in one request. */
export const OWN_VIDEOS_PAGE_SIZE = 50;

export interface OwnVideos extends PagedList<Video> {
  /** Puts a changed video in place (after an edit or a publish toggle). */
  replace: (video: Video) => void;
  remove: (videoId: string) => void;
}

/** The draft ids the uploads list knows (a draft's id arrives with the server's answer). */
const draftIdsOf = (uploads: readonly UploadItem[]): string[] =>
  uploads.flatMap((upload) => (upload.videoId ? [upload.videoId] : []));

/**
 * The signed-in creator's videos, unpublished ones included (`GET /dashboard/videos`), newest
 * first, a page at a time. Local edits update the list without refetching, and a draft an
 * upload started meanwhile (a file dropped on the page) is put on top as soon as the server
 * named it.
 */
export function useOwnVideos(): OwnVideos {
  const list = usePagedList(
    numberedPages((page) => getDashboardVideos({ page, limit: OWN_VIDEOS_PAGE_SIZE })),
    { keyOf: idOf, deps: [] },
  );
  const { update } = list;

  useEffect(() => {
    // Those known at mount are in the first page already (or were deleted): only new ones come.
    const seen = new Set(draftIdsOf(useUploads.getState().uploads));
    let mounted = true;
    const unsubscribe = useUploads.subscribe(({ uploads }) => {
      for (const videoId of draftIdsOf(uploads)) {
        if (seen.has(videoId)) continue;
        seen.add(videoId);
        getVideo(videoId).then(
          (video) => {
            if (!mounted) return;
            update((items, total) =>
              items.some((item) => item._id === video._id)
                ? { items, total }
                : { items: [video, ...items], total: total + 1 },
            );
          },
          // Gone already (cancelled, or refused at its first bytes): nothing to show.
          () => undefined,
        );
      }
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [update]);

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
