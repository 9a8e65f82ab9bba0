import { lazyPage, ROUTES, type RemoteRouteObject } from '@kinora/shared';

// One chunk per page: the shell loads a page only when its route is visited.
const CommunityPage = lazyPage(
  () => import('../features/feed/components/community-page'),
  'CommunityPage',
);
const AddTweetPage = lazyPage(
  () => import('../features/new-post/components/add-tweet-page'),
  'AddTweetPage',
);
const ChannelCommunityPage = lazyPage(
  () => import('../features/channel-community/components/channel-community-page'),
  'ChannelCommunityPage',
);
const PostPage = lazyPage(() => import('../features/post/components/post-page'), 'PostPage');

/** The routes this remote owns (shared ROUTE_OWNERSHIP.community). The shell guards /add-tweet. */
export const routes: RemoteRouteObject[] = [
  { path: ROUTES.community, Component: CommunityPage },
  { path: ROUTES.addTweet, Component: AddTweetPage },
  { path: ROUTES.channelCommunity, Component: ChannelCommunityPage },
  { path: ROUTES.post, Component: PostPage },
];
