import { type RemoteRouteObject, ROUTES } from '@kinora/shared';
import { lazy } from 'react';

// One chunk per page: the first visit to / downloads the home page only.
const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page').then((m) => ({
    default: m.HomePage,
  })),
);
const ExplorePage = lazy(() =>
  import(/* webpackChunkName: "page-explore" */ '../features/explore/components/explore-page').then(
    (m) => ({ default: m.ExplorePage }),
  ),
);
const ResultsPage = lazy(() =>
  import(/* webpackChunkName: "page-results" */ '../features/results/components/results-page').then(
    (m) => ({ default: m.ResultsPage }),
  ),
);
const WatchPage = lazy(() =>
  import(/* webpackChunkName: "page-watch" */ '../features/watch/components/watch-page').then(
    (m) => ({
      default: m.WatchPage,
    }),
  ),
);
const ChannelPage = lazy(() =>
  import(/* webpackChunkName: "page-channel" */ '../features/channel/components/channel-page').then(
    (m) => ({ default: m.ChannelPage }),
  ),
);
const SearchChannelsPage = lazy(() =>
  import(
    /* webpackChunkName: "page-search-channels" */ '../features/search-channels/components/search-channels-page'
  ).then((m) => ({ default: m.SearchChannelsPage })),
);

/** The routes mfe-watch owns (shared ROUTE_OWNERSHIP.watch); the shell mounts them. */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.home, Component: HomePage },
  { path: ROUTES.explore, Component: ExplorePage },
  { path: ROUTES.results, Component: ResultsPage },
  { path: ROUTES.watch, Component: WatchPage },
  { path: ROUTES.channel, Component: ChannelPage },
  { path: ROUTES.searchChannels, Component: SearchChannelsPage },
];
