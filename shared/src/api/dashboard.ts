import { http, unwrap } from './http';
import type { DashboardStats } from '../contract/dashboard';
import type { Page, PageQuery } from '../contract/envelope';
import type { Video } from '../contract/video';

export function getDashboardStats(): Promise<DashboardStats> {
  return unwrap(http.get('/dashboard/stats'));
}

/** The creator's own videos, unpublished ones included. */
export function getDashboardVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return unwrap(http.get('/dashboard/videos', { params: page }));
}
