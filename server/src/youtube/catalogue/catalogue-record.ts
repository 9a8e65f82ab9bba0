import type { HOME_CATEGORIES } from '@kinora/contract';

export type HomeCategory = (typeof HOME_CATEGORIES)[number];

export interface CatalogueComment {
  id: string;
  authorChannelId: string;
  author: string;
  text: string;
  publishedAt: string;
}

/** One public video of the offline catalogue (fictional works, YouTube-shaped ids). */
export interface CatalogueRecord {
  videoId: string;
  title: string;
  channelTitle: string;
  description: string;
  views: number;
  likes: number;
  publishedAt: string;
  /** Seconds. */
  duration: number;
  /** The home row it was written for; search does not read it. */
  category: HomeCategory;
  comments: CatalogueComment[];
}
