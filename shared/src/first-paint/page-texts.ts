import { useSharedT } from '../i18n/shared-catalogue';
import type { Translate } from '../i18n/catalogue';
import type { VideoOrder } from '../routing/first-screen';

/*
 * Headings of the pages the server paints before any script runs: the page and its first paint
 * say the same words, so they are named once, in the shared catalogue.
 */

/** The headings, in one language. */
export interface PageTexts {
  /** The home page's first row: what people on this site are watching now. */
  communityRowTitle: string;
  /** Explore's heading. */
  exploreTitle: string;
  /** Explore's sort control, in the order of `VIDEO_ORDERS`. */
  exploreOrderLabels: Record<VideoOrder, string>;
  /** The channel page's sort control, in the order of `VIDEO_ORDERS`. */
  channelOrderLabels: Record<VideoOrder, string>;
}

/**
 * The headings in the language `t` speaks: `t` is the shared catalogue's (`useSharedT()`'s in a
 * component, `sharedT` elsewhere), since these texts are in no app's own catalogue.
 */
export function pageTexts(t: Translate): PageTexts {
  return {
    communityRowTitle: t('From the community'),
    exploreTitle: t('Explore All Videos'),
    exploreOrderLabels: { newest: t('Newest'), popular: t('Most viewed'), oldest: t('Oldest') },
    channelOrderLabels: { newest: t('Latest'), popular: t('Popular'), oldest: t('Oldest') },
  };
}

/** The headings in the interface's language, for a component. */
export function usePageTexts(): PageTexts {
  return pageTexts(useSharedT());
}

/**
 * The home page's first row's heading, in English only.
 * @deprecated Kept for remotes built against it: use `usePageTexts().communityRowTitle`.
 */
export const COMMUNITY_ROW_TITLE = 'From the community';
/**
 * Explore's heading, in English only.
 * @deprecated Kept for remotes built against it: use `usePageTexts().exploreTitle`.
 */
export const EXPLORE_TITLE = 'Explore All Videos';
/**
 * Explore's sort control, in English only.
 * @deprecated Kept for remotes built against it: use `usePageTexts().exploreOrderLabels`.
 */
export const EXPLORE_ORDER_LABELS: Record<VideoOrder, string> = {
  newest: 'Newest',
  popular: 'Most viewed',
  oldest: 'Oldest',
};
/**
 * The channel page's sort control, in English only.
 * @deprecated Kept for remotes built against it: use `usePageTexts().channelOrderLabels`.
 */
export const CHANNEL_ORDER_LABELS: Record<VideoOrder, string> = {
  newest: 'Latest',
  popular: 'Popular',
  oldest: 'Oldest',
};
