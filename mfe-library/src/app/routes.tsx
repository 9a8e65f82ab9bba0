import { lazyPage, type RemotePages } from '@kinora/shared';

// One chunk per screen, named `page-<name>` as the server's preload hints look for it: the shell
// loads a page only when its route is visited.
const SubscriptionsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-subscriptions" */ '../features/subscriptions/components/subscriptions-page'
    ),
  'SubscriptionsPage',
);
const HistoryPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-history" */ '../features/history/components/history-page'),
  'HistoryPage',
);
const PlaylistsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-playlists" */ '../features/playlists/components/playlists-page'
    ),
  'PlaylistsPage',
);
const PlaylistPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-playlist" */ '../features/playlists/components/playlist-page'
    ),
  'PlaylistPage',
);
const WatchLaterPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-watch-later" */ '../features/playlists/components/watch-later-page'
    ),
  'WatchLaterPage',
);
const ChannelPlaylistsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-channel-playlists" */ '../features/playlists/components/channel-playlists-page'
    ),
  'ChannelPlaylistsPage',
);
const LikedVideosPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-liked-videos" */ '../features/liked/components/liked-videos-page'
    ),
  'LikedVideosPage',
);

/**
 * The pages this remote serves, by the names `pages.json` (its route record) gives them; the
 * shell mounts each at the record's path, so a new page is a line there and a line here.
 */
export const pages: RemotePages = {
  'channel-playlists': ChannelPlaylistsPage,
  subscriptions: SubscriptionsPage,
  history: HistoryPage,
  playlists: PlaylistsPage,
  playlist: PlaylistPage,
  'watch-later': WatchLaterPage,
  'liked-videos': LikedVideosPage,
};
