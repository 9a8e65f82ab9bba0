import { callApi } from './http';
import type { DashboardStats } from '../contract/dashboard';
import type { Page, PageQuery } from '../contract/envelope';
import type { Video } from '../contract/video';

export function getDashboardStats(): Promise<DashboardStats> {
  return callApi('GET /dashboard/stats');
}

/** The creator's own videos, unpublished ones included. */
export function getDashboardVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return callApi('GET /dashboard/videos', { query: page });
}
