import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@kinora/shared';

export type PagedListStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  status: PagedListStatus;
  items: T[];
  totalDocs: number;
  /** The failure of the first page (the screen shows it in place of the list). */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed; the list stays and the person can try again. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Changes the loaded items after a mutation, keeping the total in step. */
  mutate: (update: (items: T[]) => T[], totalDelta?: number) => void;
  /** Empties the list after the whole collection was deleted on the server. */
  clear: () => void;
}

interface State<T> {
  status: PagedListStatus;
  items: T[];
  totalDocs: number;
  error: unknown;
  nextPage: number | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

const initial = <T>(): State<T> => ({
  status: 'loading',
  items: [],
  totalDocs: 0,
  error: null,
  nextPage: null,
  loadingMore: false,
  loadMoreFailed: false,
});

/**
 * One paged API list: the first page on mount (and whenever `key` changes), then more pages on
 * demand. `fetchPage` may change identity each render; `key` says when the list is a new one.
 * `fetchPage` null means "not yet" (e.g. no signed-in user): the list stays loading. `idOf` keeps
 * an item from showing twice when a removal shifted the server's page window.
 */
export function usePagedList<T>(
  fetchPage: ((page: number) => Promise<Page<T>>) | null,
  key: string,
  idOf: (item: T) => string,
): PagedList<T> {
  const [state, setState] = useState<State<T>>(initial);
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const idRef = useRef(idOf);
  idRef.current = idOf;
  // Answers of an older list (another key, a reload, an unmount) are dropped.
  const requestRef = useRef(0);
  const enabled = fetchPage !== null;

  useEffect(() => {
    const fetcher = fetchRef.current;
    requestRef.current += 1;
    const request = requestRef.current;
    setState(initial);
    if (!fetcher) return undefined;
    fetcher(1).then(
      (page) => {
        if (request !== requestRef.current) return;
        setState({
          ...initial<T>(),
          status: 'ready',
          items: page.docs,
          totalDocs: page.totalDocs,
          nextPage: page.hasNextPage ? page.nextPage : null,
        });
      },
      (error: unknown) => {
        if (request !== requestRef.current) return;
        setState({ ...initial<T>(), status: 'error', error });
      },
    );
    return () => {
      requestRef.current += 1;
    };
  }, [key, generation, enabled]);

  const loadMore = useCallback(() => {
    const fetcher = fetchRef.current;
    const pageNumber = state.nextPage;
    if (!fetcher || pageNumber === null || state.loadingMore) return;
    const request = requestRef.current;
    setState((current) => ({ ...current, loadingMore: true, loadMoreFailed: false }));
    fetcher(pageNumber).then(
      (page) => {
        if (request !== requestRef.current) return;
        setState((current) => {
          // A mutation may have shifted the window; never show an item twice.
          const seen = new Set(current.items.map((item) => idRef.current(item)));
          const fresh = page.docs.filter((item) => !seen.has(idRef.current(item)));
          return {
            ...current,
            items: [...current.items, ...fresh],
            totalDocs: page.totalDocs,
            nextPage: page.hasNextPage ? page.nextPage : null,
            loadingMore: false,
          };
        });
      },
      () => {
        if (request !== requestRef.current) return;
        setState((current) => ({ ...current, loadingMore: false, loadMoreFailed: true }));
      },
    );
  }, [state.nextPage, state.loadingMore]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const mutate = useCallback((update: (items: T[]) => T[], totalDelta = 0) => {
    setState((current) => ({
      ...current,
      items: update(current.items),
      totalDocs: Math.max(0, current.totalDocs + totalDelta),
    }));
  }, []);

  const clear = useCallback(() => {
    requestRef.current += 1;
    setState({ ...initial<T>(), status: 'ready' });
  }, []);

  return {
    status: state.status,
    items: state.items,
    totalDocs: state.totalDocs,
    error: state.error,
    hasMore: state.nextPage !== null,
    loadingMore: state.loadingMore,
    loadMoreFailed: state.loadMoreFailed,
    loadMore,
    reload,
    mutate,
    clear,
  };
}
