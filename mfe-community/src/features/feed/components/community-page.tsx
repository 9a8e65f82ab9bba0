import {
  ButtonLink,
  EmptyState,
  ErrorState,
  getTweetFeed,
  getTweets,
  hrefs,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
} from '@kinora/shared';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PostList, PostListSkeleton, usePostPages } from '../../../components/posts';

const FEED_TEXT = {
  signedInTitle: 'Your Feed',
  signedOutTitle: 'Community',
  emptyTitle: 'The feed is quiet',
  emptySignedIn: 'Posts from channels you subscribe to will appear here.',
  emptySignedOut: 'There are no posts yet. Login to see a personalized feed!',
  error: 'Could not load the feed. Please try again later.',
} as const;

/** /community: the personal feed when signed in, everybody's posts when not. */
export default function CommunityPage() {
  const viewer = useCurrentUser();
  const location = useLocation();
  const signedIn = viewer !== null;
  const title = signedIn ? FEED_TEXT.signedInTitle : FEED_TEXT.signedOutTitle;
  useDocumentTitle(title);
  const pages = usePostPages(signedIn ? getTweetFeed : getTweets, viewer?._id ?? 'everyone');

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          signedIn ? (
            <ButtonLink to={hrefs.addTweet()} $size="lg">
              Add Post
            </ButtonLink>
          ) : null
        }
      />
      {pages.status === 'loading' ? <PostListSkeleton /> : null}
      {pages.status === 'error' ? (
        <ErrorState message={FEED_TEXT.error} onRetry={pages.reload} />
      ) : null}
      {pages.status === 'ready' && pages.posts.length === 0 ? (
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
      {pages.status === 'ready' && pages.posts.length > 0 ? (
        <PostList pages={pages} viewerId={viewer?._id ?? null} label="Posts" />
      ) : null}
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;
