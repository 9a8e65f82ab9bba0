import { lazyPage, ROUTES, type RemoteRouteObject } from '@kinora/shared';

// Each screen is its own chunk: the shell fetches a page's code only when someone opens it.
const CreatorDashboardPage = lazyPage(
  () => import('../features/dashboard/components/creator-dashboard-page'),
  'CreatorDashboardPage',
);
const UploadVideoPage = lazyPage(
  () => import('../features/upload/components/upload-video-page'),
  'UploadVideoPage',
);
const MyVideosPage = lazyPage(
  () => import('../features/my-videos/components/my-videos-page'),
  'MyVideosPage',
);

/** The routes mfe-studio owns (shared `ROUTE_OWNERSHIP.studio`); all are signed-in only. */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.dashboard, Component: CreatorDashboardPage },
  { path: ROUTES.uploadVideo, Component: UploadVideoPage },
  { path: ROUTES.myVideos, Component: MyVideosPage },
];
