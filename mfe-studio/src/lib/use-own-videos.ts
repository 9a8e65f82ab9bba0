import { getDashboardVideos, type Video } from '@kinora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The server's largest page: a creator's whole library usually arrives in one request. */
export const OWN_VIDEOS_PAGE_SIZE = 50;

export type OwnVideosStatus = 'loading' | 'error' | 'ready';

export interface OwnVideos {
  status: OwnVideosStatus;
  videos: Video[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed; the videos already shown stay. */
  loadMoreFailed: boolean;
  reload: () => void;
  loadMore: () => void;
  /** Puts a changed video in place (after an edit or a publish toggle). */
  replace: (video: Video) => void;
  remove: (videoId: string) => void;
}

/**
 * The signed-in creator's videos, unpublished ones included (`GET /dashboard/videos`), newest
 * first, a page at a time. Local edits update the list without refetching.
 */
export function useOwnVideos(): OwnVideos {
  const [status, setStatus] = useState<OwnVideosStatus>('loading');
  const [videos, setVideos] = useState<Video[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Answers from an earlier load (before a retry, or after unmount) must not land.
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    setStatus('loading');
    setLoadMoreFailed(false);
    getDashboardVideos({ page: 1, limit: OWN_VIDEOS_PAGE_SIZE })
      .then((result) => {
        if (current !== generation.current) return;
        setVideos(result.docs);
        setNextPage(result.hasNextPage ? result.nextPage : null);
        setStatus('ready');
      })
      .catch(() => {
        if (current !== generation.current) return;
        setStatus('error');
      });
    return () => {
      generation.current += 1;
    };
  }, [attempt]);

  const loadMore = useCallback(() => {
    if (nextPage === null || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    getDashboardVideos({ page: nextPage, limit: OWN_VIDEOS_PAGE_SIZE })
      .then((result) => {
        if (current !== generation.current) return;
        // An upload or delete elsewhere can shift pages: never show a video twice.
        setVideos((shown) => {
          const known = new Set(shown.map((video) => video._id));
          return [...shown, ...result.docs.filter((video) => !known.has(video._id))];
        });
        setNextPage(result.hasNextPage ? result.nextPage : null);
      })
      .catch(() => {
        if (current === generation.current) setLoadMoreFailed(true);
      })
      .finally(() => {
        if (current === generation.current) setLoadingMore(false);
      });
  }, [nextPage, loadingMore]);

  const replace = useCallback((video: Video) => {
    setVideos((shown) => shown.map((item) => (item._id === video._id ? video : item)));
  }, []);

  const remove = useCallback((videoId: string) => {
    setVideos((shown) => shown.filter((item) => item._id !== videoId));
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    status,
    videos,
    hasMore: nextPage !== null,
    loadingMore,
    loadMoreFailed,
    reload,
    loadMore,
    replace,
    remove,
  };
}
