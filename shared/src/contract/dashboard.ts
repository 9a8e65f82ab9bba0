export type { DailyLikes, DailyViews, DashboardStats } from '@kinora/contract';
export { ANALYTICS_WINDOW_DAYS } from '@kinora/contract/constants';
