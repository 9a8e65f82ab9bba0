import { ROUTES, type RemoteRouteObject } from '@kinora/shared';
import { lazy } from 'react';

/** The routes this remote owns; each page is its own chunk. The shell guards /add-tweet. */
export const routes: RemoteRouteObject[] = [
  {
    path: ROUTES.community,
    Component: lazy(() => import('../features/feed/components/community-page')),
  },
  {
    path: ROUTES.addTweet,
    Component: lazy(() => import('../features/new-post/components/add-tweet-page')),
  },
  {
    path: ROUTES.channelCommunity,
    Component: lazy(
      () => import('../features/channel-community/components/channel-community-page'),
    ),
  },
];
