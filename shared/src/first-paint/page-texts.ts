import type { VideoOrder } from '../routing/first-screen';

/*
 * Headings of the pages the server paints before any script runs: the page and its first paint
 * say the same words, so they are named once.
 */

/** The home page's first row: what people on this site are watching now. */
export const COMMUNITY_ROW_TITLE = 'From the community';
/** Explore's heading. */
export const EXPLORE_TITLE = 'Explore All Videos';
/** Explore's sort control, in the order of `VIDEO_ORDERS`. */
export const EXPLORE_ORDER_LABELS: Record<VideoOrder, string> = {
  newest: 'Newest',
  popular: 'Most viewed',
  oldest: 'Oldest',
};
/** The channel page's sort control, in the order of `VIDEO_ORDERS`. */
export const CHANNEL_ORDER_LABELS: Record<VideoOrder, string> = {
  newest: 'Latest',
  popular: 'Popular',
  oldest: 'Oldest',
};
