import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import type { Chunk } from './page-chunk';
import type { LoadStatus } from './use-async';

export interface PagedList<T> {
  status: LoadStatus;
  /** The failure of the first page (the screen shows it in place of the list). */
  error: unknown;
  items: T[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed; the items already shown stay, and the person can try again. */
  loadMoreFailed: boolean;
  /** Loads the next page; resolves false when that failed. */
  loadMore: () => Promise<boolean>;
  reload: () => void;
  /** Local edits after a mutation: a new item at the top, a removed one, an edit, a new total. */
  update: (change: (items: T[], total: number) => { items: T[]; total: number }) => void;
  /** Empties the list after the whole collection was deleted on the server (no more pages). */
  clear: () => void;
}

export interface PagedListOptions<T> {
  /** An item's identity: pages can shift while reading (a new upload), never show one twice. */
  keyOf: (item: T) => string;
  /** What the loader depends on: a change starts the list over from its first page. */
  deps: DependencyList;
}

interface ListState<T, C> {
  status: LoadStatus;
  error: unknown;
  items: T[];
  total: number;
  next: C | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

const loadingState = <T, C>(): ListState<T, C> => ({
  status: 'loading',
  error: null,
  items: [],
  total: 0,
  next: null,
  loadingMore: false,
  loadMoreFailed: false,
});

/**
 * A list read a page at a time, by page numbers or by tokens alike (`load(null)` is the first
 * page). Only answers of the current list may change the state, so leaving a page or changing
 * `deps` mid-load never mixes two lists. `load` null means "not yet": the list stays loading.
 */
export function usePagedList<T, C = number>(
  load: ((cursor: C | null) => Promise<Chunk<T, C>>) | null,
  { keyOf, deps }: PagedListOptions<T>,
): PagedList<T> {
  const [state, setState] = useState<ListState<T, C>>(loadingState);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const key = useRef(keyOf);
  key.current = keyOf;
  const stateRef = useRef(state);
  stateRef.current = state;
  // Bumped by every new list (deps, reload, clear, unmount): older answers are dropped.
  const generation = useRef(0);
  const busy = useRef(false);
  const enabled = load !== null;

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    busy.current = false;
    setState(loadingState());
    const first = loader.current;
    if (!first) return undefined;
    first(null).then(
      (chunk) => {
        if (generation.current !== mine) return;
        setState({ ...loadingState<T, C>(), status: 'success', ...chunk });
      },
      (error: unknown) => {
        if (generation.current !== mine) return;
        setState({ ...loadingState<T, C>(), status: 'error', error });
      },
    );
    return () => {
      generation.current += 1;
    };
    // `deps` name what `load` depends on; the ref always holds the newest closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const loadMore = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    const next = loader.current;
    if (!next || current.status !== 'success' || current.next === null || busy.current) return true;
    busy.current = true;
    const mine = generation.current;
    setState((previous) => ({ ...previous, loadingMore: true, loadMoreFailed: false }));
    try {
      const chunk = await next(current.next);
      if (generation.current !== mine) return true;
      setState((previous) => {
        const seen = new Set(previous.items.map((item) => key.current(item)));
        const fresh = chunk.items.filter((item) => !seen.has(key.current(item)));
        return {
          ...previous,
          items: [...previous.items, ...fresh],
          next: chunk.next,
          total: chunk.total,
          loadingMore: false,
        };
      });
      return true;
    } catch {
      if (generation.current !== mine) return true;
      setState((previous) => ({ ...previous, loadingMore: false, loadMoreFailed: true }));
      return false;
    } finally {
      if (generation.current === mine) busy.current = false;
    }
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback<PagedList<T>['update']>((change) => {
    setState((previous) => ({ ...previous, ...change(previous.items, previous.total) }));
  }, []);
  const clear = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setState({ ...loadingState<T, C>(), status: 'success' });
  }, []);

  return {
    status: state.status,
    error: state.error,
    items: state.items,
    total: state.total,
    hasMore: state.status === 'success' && state.next !== null,
    loadingMore: state.loadingMore,
    loadMoreFailed: state.loadMoreFailed,
    loadMore,
    reload,
    update,
    clear,
  };
}
