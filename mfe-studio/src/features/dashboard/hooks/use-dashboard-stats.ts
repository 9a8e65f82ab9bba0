import { getDashboardStats, type DashboardStats } from '@kinora/shared';
import { useCallback, useEffect, useState } from 'react';

export type StatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: DashboardStats };

/** `GET /dashboard/stats`, loading, then loaded or error, with a retry. */
export function useDashboardStats() {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getDashboardStats()
      .then((stats) => {
        if (current) setState({ status: 'ready', stats });
      })
      .catch(() => {
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
