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
import { useT } from '../../../i18n';
import { PostList, PostListSkeleton, usePostList } from '../../../lib/posts';
import { useFeedChoice, type FeedChoice } from '../hooks/use-feed-choice';

/**
 * /community: everybody's posts for visitors; for a signed-in person, All or Following (the
 * channels they subscribe to), in tabs.
 */
export function CommunityPage() {
  const t = useT();
  const viewer = useCurrentUser();
  const viewerId = viewer?._id ?? null;
  const title = viewer ? t('Your Feed') : t('Community');
  useDocumentTitle(title);
  const { feed, select } = useFeedChoice(viewerId);
  const feedTabs: { id: FeedChoice; label: string }[] = [
    { id: 'all', label: t('All') },
    { id: 'following', label: t('Following') },
  ];

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          viewer ? (
            <ButtonLink to={hrefs.newPost()} $size="lg">
              {t('Add Post')}
            </ButtonLink>
          ) : null
        }
      />
      {viewer === null ? (
        <FeedPosts feed="all" viewerId={null} onSelect={select} />
      ) : feed === null ? (
        <PostListSkeleton />
      ) : (
        <Tabs label={t('Posts to show')} tabs={feedTabs} value={feed} onChange={select}>
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
  const t = useT();
  const returnHere = useReturnState();
  // Signing in or out, or another tab, swaps the whole list.
  const list = usePostList(feed === 'following' ? getPostFeed : getPosts, [viewerId, feed]);

  if (list.status === 'loading') return <PostListSkeleton />;
  if (list.status === 'error')
    return (
      <ErrorState
        message={t('Could not load the feed. Please try again later.')}
        onRetry={list.reload}
      />
    );
  if (list.items.length > 0) return <PostList list={list} viewerId={viewerId} label={t('Posts')} />;
  if (viewerId === null) {
    return (
      <EmptyState
        title={t('The feed is quiet')}
        message={t('There are no posts yet. Login to see a personalized feed!')}
        action={
          <ButtonLink to={hrefs.login()} state={returnHere}>
            {t('Login')}
          </ButtonLink>
        }
      />
    );
  }
  if (feed === 'all')
    return (
      <EmptyState
        title={t('The feed is quiet')}
        message={t('There are no posts yet. Be the first to share something!')}
      />
    );
  return (
    <EmptyState
      title={t('The feed is quiet')}
      message={t('Posts from channels you subscribe to will appear here.')}
      action={
        <Actions>
          <Button onClick={() => onSelect('all')}>{t('See all posts')}</Button>
          <ButtonLink to={hrefs.explore()} $variant="secondary">
            {t('Explore videos')}
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
