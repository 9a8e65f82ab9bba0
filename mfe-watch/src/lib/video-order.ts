import { useCallback } from 'react';
import { useSearchParams } from '@kinora/shared';
import type { SegmentedOption, VideoListQuery } from '@kinora/shared';

/** The orders a list of own videos offers (Explore and a channel's Videos tab). */
export type VideoOrder = 'newest' | 'popular' | 'oldest';

const ORDERS: readonly VideoOrder[] = ['newest', 'popular', 'oldest'];
const SORT_PARAM = 'sort';

const QUERIES: Record<VideoOrder, Pick<VideoListQuery, 'sortBy' | 'sortType'>> = {
  newest: { sortBy: 'createdAt', sortType: 'desc' },
  popular: { sortBy: 'views', sortType: 'desc' },
  oldest: { sortBy: 'createdAt', sortType: 'asc' },
};

/** What `GET /videos` is asked for an order. */
export function videoOrderQuery(order: VideoOrder): Pick<VideoListQuery, 'sortBy' | 'sortType'> {
  return QUERIES[order];
}

/** The segmented control's options, each screen naming them its own way. */
export function videoOrderOptions(
  labels: Record<VideoOrder, string>,
): SegmentedOption<VideoOrder>[] {
  return ORDERS.map((value) => ({ value, label: labels[value] }));
}

const isVideoOrder = (value: string | null): value is VideoOrder =>
  ORDERS.some((order) => order === value);

/**
 * The order lives in the URL (`?sort=popular`), so a sorted list can be shared and survives a
 * reload; the default (newest) keeps the address clean. Changing it replaces the history entry:
 * Back leaves the page instead of stepping through sort clicks.
 */
export function useVideoOrderParam(): [VideoOrder, (order: VideoOrder) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SORT_PARAM);
  const order = isVideoOrder(raw) ? raw : 'newest';
  const setOrder = useCallback(
    (next: VideoOrder) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === 'newest') updated.delete(SORT_PARAM);
          else updated.set(SORT_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [order, setOrder];
}
