import { lazyPage, type RemoteRouteObject, ROUTES, matchPath } from '@kinora/shared';
import { preloadHlsFor } from '../features/watch/load-hls';

// One chunk per page: the first visit to / downloads the home page only.
const HomePage = lazyPage(
  () => import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page'),
  'HomePage',
);
const ExplorePage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-explore" */ '../features/explore/components/explore-page'),
  'ExplorePage',
);
const ResultsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-results" */ '../features/results/components/results-page'),
  'ResultsPage',
);
const WatchPage = lazyPage(() => {
  // The player of an own video needs hls.js: both chunks download side by side.
  preloadHlsFor(matchPath(ROUTES.watch, window.location.pathname)?.params.videoId);
  return import(/* webpackChunkName: "page-watch" */ '../features/watch/components/watch-page');
}, 'WatchPage');
const ChannelPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-channel" */ '../features/channel/components/channel-page'),
  'ChannelPage',
);
const ChannelAboutPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-channel-about" */ '../features/channel/components/channel-about-page'
    ),
  'ChannelAboutPage',
);
const SearchChannelsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-search-channels" */ '../features/search-channels/components/search-channels-page'
    ),
  'SearchChannelsPage',
);

/** The routes mfe-watch owns (shared ROUTE_OWNERSHIP.watch); the shell mounts them. */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.home, Component: HomePage },
  { path: ROUTES.explore, Component: ExplorePage },
  { path: ROUTES.results, Component: ResultsPage },
  { path: ROUTES.watch, Component: WatchPage },
  { path: ROUTES.channel, Component: ChannelPage },
  { path: ROUTES.channelAbout, Component: ChannelAboutPage },
  { path: ROUTES.searchChannels, Component: SearchChannelsPage },
];
