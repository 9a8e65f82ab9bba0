/**
 * The post card and paged post list every screen of this remote shows. They live outside the
 * features because the feed and a channel's community tab both use them (features never import
 * each other).
 */
export { PostList, type PostListProps } from './post-list';
export { PostListSkeleton } from './post-list-skeleton';
export { PostCard, type PostCardProps } from './post-card';
export { usePostList, POSTS_PAGE_SIZE, type FetchPostsPage } from './use-post-list';
export { postMessages } from './messages';
export { POST_ENDPOINTS } from './post-endpoints';
