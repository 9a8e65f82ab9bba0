import { lazyPage, type RemotePages, ROUTES, matchPath } from '@kinora/shared';
import { preloadHlsFor } from '../features/player/load-hls';

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
  return import(/* webpackChunkName: "page-watch" */ '../pages/watch/watch-page');
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

/**
 * The pages this remote serves, by the names `pages.json` (its route record) gives them; the
 * shell mounts each at the record's path, so a new page is a line there and a line here.
 */
export const pages: RemotePages = {
  home: HomePage,
  explore: ExplorePage,
  results: ResultsPage,
  watch: WatchPage,
  channel: ChannelPage,
  'channel-about': ChannelAboutPage,
  'search-channels': SearchChannelsPage,
};
