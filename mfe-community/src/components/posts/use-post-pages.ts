import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page, PageQuery, Tweet } from '@kinora/shared';

/** Posts asked for per request: a screenful on a phone, enough to scroll on a desktop. */
export const POSTS_PAGE_SIZE = 10;

export type FetchPostsPage = (query: PageQuery) => Promise<Page<Tweet>>;

export type PostPagesStatus = 'loading' | 'error' | 'ready';

export interface PostPages {
  status: PostPagesStatus;
  posts: Tweet[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "more" request failed; automatic loading stops until the person asks again. */
  moreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
  replacePost: (post: Tweet) => void;
  removePost: (postId: string) => void;
}

interface State {
  status: PostPagesStatus;
  posts: Tweet[];
  nextPage: number | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

const INITIAL: State = {
  status: 'loading',
  posts: [],
  nextPage: null,
  loadingMore: false,
  moreFailed: false,
};

/** Later pages are offsets, so a post published meanwhile shifts older ones into the next page. */
function appendUnique(current: Tweet[], incoming: Tweet[]): Tweet[] {
  const seen = new Set(current.map((post) => post._id));
  return [...current, ...incoming.filter((post) => !seen.has(post._id))];
}

/**
 * A paged list of posts: the first page when `key` changes (or `fetchPage` is null: nothing to
 * load yet), then more on request. Answers to an older key are dropped so a quick sign-in or a
 * channel switch never mixes two lists.
 */
export function usePostPages(fetchPage: FetchPostsPage | null, key: string): PostPages {
  const [state, setState] = useState<State>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  const generation = useRef(0);
  const busyMore = useRef(false);

  // Declared before the loading effect, so that effect always sees the newest fetcher.
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    busyMore.current = false;
    setState(INITIAL);
    const fetcher = fetchRef.current;
    if (!fetcher) return;
    fetcher({ page: 1, limit: POSTS_PAGE_SIZE }).then(
      (result) => {
        if (generation.current !== mine) return;
        setState({
          ...INITIAL,
          status: 'ready',
          posts: result.docs,
          nextPage: result.hasNextPage ? result.nextPage : null,
        });
      },
      () => {
        if (generation.current !== mine) return;
        setState({ ...INITIAL, status: 'error' });
      },
    );
  }, [key, attempt]);

  const { nextPage } = state;
  const loadMore = useCallback(() => {
    const fetcher = fetchRef.current;
    if (!fetcher || nextPage === null || busyMore.current) return;
    busyMore.current = true;
    const mine = generation.current;
    setState((current) => ({ ...current, loadingMore: true, moreFailed: false }));
    fetcher({ page: nextPage, limit: POSTS_PAGE_SIZE }).then(
      (result) => {
        if (generation.current !== mine) return;
        busyMore.current = false;
        setState((current) => ({
          ...current,
          posts: appendUnique(current.posts, result.docs),
          nextPage: result.hasNextPage ? result.nextPage : null,
          loadingMore: false,
        }));
      },
      () => {
        if (generation.current !== mine) return;
        busyMore.current = false;
        setState((current) => ({ ...current, loadingMore: false, moreFailed: true }));
      },
    );
  }, [nextPage]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const replacePost = useCallback((post: Tweet) => {
    setState((current) => ({
      ...current,
      posts: current.posts.map((item) => (item._id === post._id ? post : item)),
    }));
  }, []);

  const removePost = useCallback((postId: string) => {
    setState((current) => ({
      ...current,
      posts: current.posts.filter((item) => item._id !== postId),
    }));
  }, []);

  return {
    status: state.status,
    posts: state.posts,
    hasMore: state.nextPage !== null,
    loadingMore: state.loadingMore,
    moreFailed: state.moreFailed,
    loadMore,
    reload,
    replacePost,
    removePost,
  };
}
