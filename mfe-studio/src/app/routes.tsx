import { lazyPage, type RemotePages } from '@kinora/shared';

// Each screen is its own chunk, named `page-<name>` as the server's preload hints look for it:
// the shell fetches a page's code only when someone opens it.
const CreatorDashboardPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/creator-dashboard-page'
    ),
  'CreatorDashboardPage',
);
const UploadVideoPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-upload-video" */ '../features/upload/components/upload-video-page'
    ),
  'UploadVideoPage',
);
const MyVideosPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-my-videos" */ '../features/my-videos/components/my-videos-page'
    ),
  'MyVideosPage',
);
const SettingsIndexPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings" */ '../features/settings/components/settings-index-page'
    ),
  'SettingsIndexPage',
);
const ProfileSettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-profile" */ '../features/settings/components/profile-settings-page'
    ),
  'ProfileSettingsPage',
);
const AccountSettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-account" */ '../features/settings/components/account-settings-page'
    ),
  'AccountSettingsPage',
);
const SecuritySettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-security" */ '../features/settings/components/security-settings-page'
    ),
  'SecuritySettingsPage',
);
const SessionsSettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-sessions" */ '../features/settings/components/sessions-settings-page'
    ),
  'SessionsSettingsPage',
);
const NotificationSettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-notifications" */ '../features/settings/components/notification-settings-page'
    ),
  'NotificationSettingsPage',
);
const BlockedUsersPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-settings-blocked" */ '../features/settings/components/blocked-users-page'
    ),
  'BlockedUsersPage',
);
const UnsubscribePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-unsubscribe" */ '../features/email-unsubscribe/components/unsubscribe-page'
    ),
  'UnsubscribePage',
);
const PlatformPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-platform" */ '../features/platform/components/platform-page'),
  'PlatformPage',
);
const ModerationQueuePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-moderation" */ '../features/moderation/components/moderation-queue-page'
    ),
  'ModerationQueuePage',
);
const ModerationLogPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-moderation-log" */ '../features/moderation/components/moderation-log-page'
    ),
  'ModerationLogPage',
);
const ModerationHeldPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-moderation-held" */ '../features/moderation/components/moderation-held-page'
    ),
  'ModerationHeldPage',
);
const AdminUsersPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-users" */ '../features/admin-users/components/admin-users-page'
    ),
  'AdminUsersPage',
);
const AdminJobsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-jobs" */ '../features/admin-jobs/components/admin-jobs-page'
    ),
  'AdminJobsPage',
);
const SiteSettingsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-settings" */ '../features/site-settings/components/site-settings-page'
    ),
  'SiteSettingsPage',
);

/**
 * The pages this remote serves, by the names `pages.json` (its route record) gives them; the
 * shell mounts each at the record's path, so a new page is a line there and a line here.
 */
export const pages: RemotePages = {
  dashboard: CreatorDashboardPage,
  'upload-video': UploadVideoPage,
  'my-videos': MyVideosPage,
  settings: SettingsIndexPage,
  'settings-profile': ProfileSettingsPage,
  'settings-account': AccountSettingsPage,
  'settings-security': SecuritySettingsPage,
  'settings-sessions': SessionsSettingsPage,
  'settings-notifications': NotificationSettingsPage,
  'settings-blocked': BlockedUsersPage,
  unsubscribe: UnsubscribePage,
  platform: PlatformPage,
  moderation: ModerationQueuePage,
  'moderation-held': ModerationHeldPage,
  'moderation-log': ModerationLogPage,
  'admin-users': AdminUsersPage,
  'admin-settings': SiteSettingsPage,
  'admin-jobs': AdminJobsPage,
};
