import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** The one status vocabulary of every data screen: loading, then success or error. */
export type LoadStatus = 'loading' | 'success' | 'error';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export interface AsyncResult<T> {
  state: AsyncState<T>;
  /** Loads again (Retry buttons). */
  reload: () => void;
  /** Replaces the loaded data in place (optimistic updates, local edits after a mutation). */
  setData: (update: (current: T) => T) => void;
}

/**
 * Runs `load` whenever `deps` change and keeps only the newest answer, so a slow response for an
 * old route never overwrites the current one. `load` null means "not yet" (no signed-in user, no
 * id): the state stays loading until it is given.
 */
export function useAsync<T>(load: (() => Promise<T>) | null, deps: DependencyList): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const enabled = load !== null;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    if (!load) return undefined;
    load().then(
      (data) => {
        if (current) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure every render; `deps` name what it really depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback((update: (current: T) => T) => {
    setState((previous) =>
      previous.status === 'success' ? { status: 'success', data: update(previous.data) } : previous,
    );
  }, []);
  return { state, reload, setData };
}
