import {
  ButtonLink,
  EmptyState,
  ErrorState,
  getPostFeed,
  getPosts,
  hrefs,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
  useLocation,
} from '@kinora/shared';
import styled from 'styled-components';
import { PostList, PostListSkeleton, usePostList } from '../../../lib/posts';

const FEED_TEXT = {
  signedInTitle: 'Your Feed',
  signedOutTitle: 'Community',
  emptyTitle: 'The feed is quiet',
  emptySignedIn: 'Posts from channels you subscribe to will appear here.',
  emptySignedOut: 'There are no posts yet. Login to see a personalized feed!',
  error: 'Could not load the feed. Please try again later.',
} as const;

/** /community: the personal feed when signed in, everybody's posts when not. */
export function CommunityPage() {
  const viewer = useCurrentUser();
  const location = useLocation();
  const signedIn = viewer !== null;
  const title = signedIn ? FEED_TEXT.signedInTitle : FEED_TEXT.signedOutTitle;
  useDocumentTitle(title);
  // Signing in or out swaps the whole list: the personal feed is not everybody's posts.
  const list = usePostList(signedIn ? getPostFeed : getPosts, [viewer?._id ?? null]);

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          signedIn ? (
            <ButtonLink to={hrefs.newPost()} $size="lg">
              Add Post
            </ButtonLink>
          ) : null
        }
      />
      {list.status === 'loading' ? <PostListSkeleton /> : null}
      {list.status === 'error' ? (
        <ErrorState message={FEED_TEXT.error} onRetry={list.reload} />
      ) : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <EmptyState
          title={FEED_TEXT.emptyTitle}
          message={signedIn ? FEED_TEXT.emptySignedIn : FEED_TEXT.emptySignedOut}
          action={
            signedIn ? (
              <ButtonLink to={hrefs.explore()} $variant="secondary">
                Explore videos
              </ButtonLink>
            ) : (
              <ButtonLink to={hrefs.login()} state={{ from: location }}>
                Login
              </ButtonLink>
            )
          }
        />
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <PostList list={list} viewerId={viewer?._id ?? null} label="Posts" />
      ) : null}
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;
