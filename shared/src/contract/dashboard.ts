/** One day of a 30-day series, oldest first, zero-filled. `date` is `YYYY-MM-DD` (UTC). */
export interface DailyViews {
  date: string;
  views: number;
}

export interface DailyLikes {
  date: string;
  likes: number;
}

/** `GET /dashboard/stats` for the signed-in creator. */
export interface DashboardStats {
  totalViews: number;
  totalSubscribers: number;
  totalLikes: number;
  totalVideos: number;
  /** Exactly 30 entries. */
  viewsLast30Days: DailyViews[];
  /** Exactly 30 entries. */
  likesLast30Days: DailyLikes[];
}

export const ANALYTICS_WINDOW_DAYS = 30;
