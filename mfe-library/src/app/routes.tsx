import { lazy } from 'react';
import { ROUTES, type RemoteRouteObject } from '@kinora/shared';

// One chunk per screen: the shell loads a page only when its route is visited.
const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/components/subscriptions-page').then((module) => ({
    default: module.SubscriptionsPage,
  })),
);
const HistoryPage = lazy(() =>
  import('../features/history/components/history-page').then((module) => ({
    default: module.HistoryPage,
  })),
);
const PlaylistsPage = lazy(() =>
  import('../features/playlists/components/playlists-page').then((module) => ({
    default: module.PlaylistsPage,
  })),
);
const PlaylistPage = lazy(() =>
  import('../features/playlists/components/playlist-page').then((module) => ({
    default: module.PlaylistPage,
  })),
);

/** The routes mfe-library owns (shared `ROUTE_OWNERSHIP.library`); all are signed-in only. */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.subscriptions, Component: SubscriptionsPage },
  { path: ROUTES.history, Component: HistoryPage },
  { path: ROUTES.playlists, Component: PlaylistsPage },
  { path: ROUTES.playlist, Component: PlaylistPage },
];
