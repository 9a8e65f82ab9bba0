import { useCallback } from 'react';
import {
  useSearchParams,
  VIDEO_ORDER_PARAM,
  VIDEO_ORDERS,
  videoOrderOf,
  type SegmentedOption,
  type VideoOrder,
} from '@kinora/shared';

// The orders and what `GET /videos` is asked for each are part of the contract: the server asks
// for Explore's first page with the shell page, in the order its address names.
export { videoOrderQuery, type VideoOrder } from '@kinora/shared';

/** The segmented control's options, each screen naming them its own way. */
export function videoOrderOptions(
  labels: Record<VideoOrder, string>,
): SegmentedOption<VideoOrder>[] {
  return VIDEO_ORDERS.map((value) => ({ value, label: labels[value] }));
}

/**
 * The order lives in the URL (`?sort=popular`), so a sorted list can be shared and survives a
 * reload; the default (newest) keeps the address clean. Changing it replaces the history entry:
 * Back leaves the page instead of stepping through sort clicks.
 */
export function useVideoOrderParam(): [VideoOrder, (order: VideoOrder) => void] {
  const [params, setParams] = useSearchParams();
  const order = videoOrderOf(params.get(VIDEO_ORDER_PARAM));
  const setOrder = useCallback(
    (next: VideoOrder) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === 'newest') updated.delete(VIDEO_ORDER_PARAM);
          else updated.set(VIDEO_ORDER_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [order, setOrder];
}
