import { ROUTES, type RemoteRouteObject } from '@kinora/shared';
import { lazy } from 'react';

// Each screen is its own chunk: the shell fetches a page's code only when someone opens it.
const CreatorDashboardPage = lazy(
  () => import('../features/dashboard/components/creator-dashboard-page'),
);
const UploadVideoPage = lazy(() => import('../features/upload/components/upload-video-page'));
const MyVideosPage = lazy(() => import('../features/my-videos/components/my-videos-page'));

export const routes: RemoteRouteObject[] = [
  { path: ROUTES.dashboard, Component: CreatorDashboardPage },
  { path: ROUTES.uploadVideo, Component: UploadVideoPage },
  { path: ROUTES.myVideos, Component: MyVideosPage },
];
