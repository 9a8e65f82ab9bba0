import { lazyPage, type RemotePages } from '@kinora/shared';

// One chunk per page, named `page-<name>` as the server's preload hints look for it: the shell
// loads a page only when its route is visited.
const CommunityPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-community" */ '../features/feed/components/community-page'),
  'CommunityPage',
);
// The new-post page keeps its older name, `add-tweet`, in the route record and in its chunk's.
const NewPostPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-add-tweet" */ '../features/new-post/components/new-post-page'
    ),
  'NewPostPage',
);
const ChannelCommunityPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-channel-community" */ '../features/channel-community/components/channel-community-page'
    ),
  'ChannelCommunityPage',
);
const PostPage = lazyPage(
  () => import(/* webpackChunkName: "page-post" */ '../features/post/components/post-page'),
  'PostPage',
);
const AboutPage = lazyPage(
  () => import(/* webpackChunkName: "page-about" */ '../features/about/components/about-page'),
  'AboutPage',
);

/**
 * The pages this remote serves, by the names `pages.json` (its route record) gives them; the
 * shell mounts each at the record's path, so a new page is a line there and a line here.
 */
export const pages: RemotePages = {
  community: CommunityPage,
  'add-tweet': NewPostPage,
  'channel-community': ChannelCommunityPage,
  post: PostPage,
  about: AboutPage,
};
