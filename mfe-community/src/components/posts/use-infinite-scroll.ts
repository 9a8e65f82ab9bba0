import { useCallback, useEffect, useRef, useState } from 'react';

/** Start fetching a little before the end comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '600px 0px';

/**
 * Calls `onReach` whenever the element given to the returned ref callback is near the viewport,
 * as long as `enabled`. `revision` re-arms the observer after each load: an observer only reports
 * changes, so a sentinel that stays visible after a short page would otherwise never fire again.
 * Browsers without IntersectionObserver keep the Load more button.
 */
export function useInfiniteScroll(
  onReach: () => void,
  enabled: boolean,
  revision: number,
): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const onReachRef = useRef(onReach);

  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node, revision]);

  return useCallback((element: HTMLElement | null) => setNode(element), []);
}
