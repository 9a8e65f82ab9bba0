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
const SettingsIndexPage = lazyPage(
  () => import('../features/settings/components/settings-index-page'),
  'SettingsIndexPage',
);
const ProfileSettingsPage = lazyPage(
  () => import('../features/settings/components/profile-settings-page'),
  'ProfileSettingsPage',
);
const AccountSettingsPage = lazyPage(
  () => import('../features/settings/components/account-settings-page'),
  'AccountSettingsPage',
);
const SessionsSettingsPage = lazyPage(
  () => import('../features/settings/components/sessions-settings-page'),
  'SessionsSettingsPage',
);
const NotificationSettingsPage = lazyPage(
  () => import('../features/settings/components/notification-settings-page'),
  'NotificationSettingsPage',
);
const PlatformPage = lazyPage(
  () => import('../features/platform/components/platform-page'),
  'PlatformPage',
);

/** The routes mfe-studio owns (shared `ROUTE_OWNERSHIP.studio`); all are signed-in only (`/platform` is for admins). */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.dashboard, Component: CreatorDashboardPage },
  { path: ROUTES.uploadVideo, Component: UploadVideoPage },
  { path: ROUTES.myVideos, Component: MyVideosPage },
  { path: ROUTES.settings, Component: SettingsIndexPage },
  { path: ROUTES.settingsProfile, Component: ProfileSettingsPage },
  { path: ROUTES.settingsAccount, Component: AccountSettingsPage },
  { path: ROUTES.settingsSessions, Component: SessionsSettingsPage },
  { path: ROUTES.settingsNotifications, Component: NotificationSettingsPage },
  { path: ROUTES.platform, Component: PlatformPage },
];
