import { Type, type Static } from 'typebox';

/** One day of a 30-day series, oldest first, zero-filled. `date` is `YYYY-MM-DD` (UTC). */
export const DailyViewsSchema = Type.Object({ date: Type.String(), views: Type.Integer() });
export type DailyViews = Static<typeof DailyViewsSchema>;

export const DailyLikesSchema = Type.Object({ date: Type.String(), likes: Type.Integer() });
export type DailyLikes = Static<typeof DailyLikesSchema>;

/** `GET /dashboard/stats` for the signed-in creator. */
export const DashboardStatsSchema = Type.Object({
  totalViews: Type.Integer(),
  totalSubscribers: Type.Integer(),
  totalLikes: Type.Integer(),
  totalVideos: Type.Integer(),
  viewsLast30Days: Type.Array(DailyViewsSchema, { description: 'Exactly 30 entries' }),
  likesLast30Days: Type.Array(DailyLikesSchema, { description: 'Exactly 30 entries' }),
});
export type DashboardStats = Static<typeof DashboardStatsSchema>;
