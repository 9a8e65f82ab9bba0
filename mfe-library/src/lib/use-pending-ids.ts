import { useCallback, useState } from 'react';

/**
 * The ids with a request in flight (a row being removed, a playlist being toggled), so each row
 * can disable its own button while the others stay usable.
 */
export function usePendingIds() {
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const setPending = useCallback((id: string, on: boolean) => {
    setPendingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { pendingIds, setPending };
}
