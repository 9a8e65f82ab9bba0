import { lazyPage, ROUTES, type RemoteRouteObject } from '@kinora/shared';

// One chunk per screen: the shell loads a page only when its route is visited.
const SubscriptionsPage = lazyPage(
  () => import('../features/subscriptions/components/subscriptions-page'),
  'SubscriptionsPage',
);
const HistoryPage = lazyPage(
  () => import('../features/history/components/history-page'),
  'HistoryPage',
);
const PlaylistsPage = lazyPage(
  () => import('../features/playlists/components/playlists-page'),
  'PlaylistsPage',
);
const PlaylistPage = lazyPage(
  () => import('../features/playlists/components/playlist-page'),
  'PlaylistPage',
);
const WatchLaterPage = lazyPage(
  () => import('../features/playlists/components/watch-later-page'),
  'WatchLaterPage',
);
const ChannelPlaylistsPage = lazyPage(
  () => import('../features/playlists/components/channel-playlists-page'),
  'ChannelPlaylistsPage',
);
const LikedVideosPage = lazyPage(
  () => import('../features/liked/components/liked-videos-page'),
  'LikedVideosPage',
);

/**
 * The routes mfe-library owns (shared `ROUTE_OWNERSHIP.library`); all are signed-in only but a
 * channel's Playlists tab, which is public like the rest of the channel.
 */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.channelPlaylists, Component: ChannelPlaylistsPage },
  { path: ROUTES.subscriptions, Component: SubscriptionsPage },
  { path: ROUTES.history, Component: HistoryPage },
  { path: ROUTES.playlists, Component: PlaylistsPage },
  { path: ROUTES.playlist, Component: PlaylistPage },
  { path: ROUTES.watchLater, Component: WatchLaterPage },
  { path: ROUTES.likedVideos, Component: LikedVideosPage },
];
