import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `intervalMs` is not null, one call at a time: a slow
 * answer delays the next call instead of piling requests up.
 */
export function usePolling(poll: () => Promise<unknown>, intervalMs: number | null): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (intervalMs === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = () => {
      latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs]);
}
