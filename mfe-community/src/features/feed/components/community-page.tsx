import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  getPostFeed,
  getPosts,
  hrefs,
  PageHeader,
  Tabs,
  useCurrentUser,
  useDocumentTitle,
  useReturnState,
} from '@kinora/shared';
import styled from 'styled-components';
import { PostList, PostListSkeleton, usePostList } from '../../../lib/posts';
import { FEED_CHOICES, useFeedChoice, type FeedChoice } from '../hooks/use-feed-choice';

const FEED_TEXT = {
  signedInTitle: 'Your Feed',
  signedOutTitle: 'Community',
  emptyTitle: 'The feed is quiet',
  emptySignedIn: 'Posts from channels you subscribe to will appear here.',
  emptySignedOut: 'There are no posts yet. Login to see a personalized feed!',
  emptyAll: 'There are no posts yet. Be the first to share something!',
  error: 'Could not load the feed. Please try again later.',
} as const;

/**
 * /community: everybody's posts for visitors; for a signed-in person, All or Following (the
 * channels they subscribe to), in tabs.
 */
export function CommunityPage() {
  const viewer = useCurrentUser();
  const viewerId = viewer?._id ?? null;
  const title = viewer ? FEED_TEXT.signedInTitle : FEED_TEXT.signedOutTitle;
  useDocumentTitle(title);
  const { feed, select } = useFeedChoice(viewerId);

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          viewer ? (
            <ButtonLink to={hrefs.newPost()} $size="lg">
              Add Post
            </ButtonLink>
          ) : null
        }
      />
      {viewer === null ? (
        <FeedPosts feed="all" viewerId={null} onSelect={select} />
      ) : feed === null ? (
        <PostListSkeleton />
      ) : (
        <Tabs label="Posts to show" tabs={FEED_CHOICES} value={feed} onChange={select}>
          <FeedPosts feed={feed} viewerId={viewerId} onSelect={select} />
        </Tabs>
      )}
    </Page>
  );
}

interface FeedPostsProps {
  feed: FeedChoice;
  viewerId: string | null;
  onSelect: (feed: FeedChoice) => void;
}

/** One list of posts with its loading, failure and empty states. */
function FeedPosts({ feed, viewerId, onSelect }: FeedPostsProps) {
  const returnHere = useReturnState();
  // Signing in or out, or another tab, swaps the whole list.
  const list = usePostList(feed === 'following' ? getPostFeed : getPosts, [viewerId, feed]);

  if (list.status === 'loading') return <PostListSkeleton />;
  if (list.status === 'error')
    return <ErrorState message={FEED_TEXT.error} onRetry={list.reload} />;
  if (list.items.length > 0) return <PostList list={list} viewerId={viewerId} label="Posts" />;
  if (viewerId === null) {
    return (
      <EmptyState
        title={FEED_TEXT.emptyTitle}
        message={FEED_TEXT.emptySignedOut}
        action={
          <ButtonLink to={hrefs.login()} state={returnHere}>
            Login
          </ButtonLink>
        }
      />
    );
  }
  if (feed === 'all')
    return <EmptyState title={FEED_TEXT.emptyTitle} message={FEED_TEXT.emptyAll} />;
  return (
    <EmptyState
      title={FEED_TEXT.emptyTitle}
      message={FEED_TEXT.emptySignedIn}
      action={
        <Actions>
          <Button onClick={() => onSelect('all')}>See all posts</Button>
          <ButtonLink to={hrefs.explore()} $variant="secondary">
            Explore videos
          </ButtonLink>
        </Actions>
      }
    />
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;
