import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list: its items, where the next page starts (null at the end), the total. */
export interface Chunk<T, C> {
  items: T[];
  next: C | null;
  total: number;
}

export interface PagedList<T> {
  status: 'loading' | 'error' | 'success';
  error: unknown;
  items: T[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page; resolves false when it failed (the list stays as it was). */
  loadMore: () => Promise<boolean>;
  reload: () => void;
  /** Local edits after a mutation: a new comment at the top, a removed one, an edit. */
  update: (change: (items: T[], total: number) => { items: T[]; total: number }) => void;
}

interface ListState<T, C> {
  status: PagedList<T>['status'];
  error: unknown;
  items: T[];
  total: number;
  next: C | null;
}

const loadingState = <T, C>(): ListState<T, C> => ({
  status: 'loading',
  error: null,
  items: [],
  total: 0,
  next: null,
});

/**
 * A list read a page at a time (numbered pages or tokens alike). Only the newest request of the
 * current `deps` may change the state, so leaving a page mid-load never mixes two lists.
 */
export function usePagedList<T, C>(
  loadChunk: (cursor: C | null) => Promise<Chunk<T, C>>,
  keyOf: (item: T) => string,
  deps: DependencyList,
): PagedList<T> {
  const [state, setState] = useState<ListState<T, C>>(loadingState);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const loader = useRef(loadChunk);
  loader.current = loadChunk;
  const key = useRef(keyOf);
  key.current = keyOf;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    setState(loadingState());
    setLoadingMore(false);
    loader.current(null).then(
      (chunk) => {
        if (generation.current !== mine) return;
        setState({ status: 'success', error: null, ...chunk });
      },
      (error: unknown) => {
        if (generation.current !== mine) return;
        setState({ ...loadingState<T, C>(), status: 'error', error });
      },
    );
    // `deps` name what `loadChunk` depends on; the ref always holds the newest closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const loadMore = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    if (current.status !== 'success' || current.next === null) return true;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const chunk = await loader.current(current.next);
      if (generation.current !== mine) return true;
      setState((previous) => {
        // Pages can shift while reading (a new upload): never show one item twice.
        const seen = new Set(previous.items.map((item) => key.current(item)));
        const fresh = chunk.items.filter((item) => !seen.has(key.current(item)));
        return {
          ...previous,
          items: [...previous.items, ...fresh],
          next: chunk.next,
          total: chunk.total,
        };
      });
      return true;
    } catch {
      return generation.current !== mine;
    } finally {
      if (generation.current === mine) setLoadingMore(false);
    }
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback<PagedList<T>['update']>((change) => {
    setState((previous) => ({ ...previous, ...change(previous.items, previous.total) }));
  }, []);

  return {
    status: state.status,
    error: state.error,
    items: state.items,
    total: state.total,
    hasMore: state.status === 'success' && state.next !== null,
    loadingMore,
    loadMore,
    reload,
    update,
  };
}
