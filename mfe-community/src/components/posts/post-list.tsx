import { Button, Spinner } from '@kinora/shared';
import styled from 'styled-components';
import { POST_MESSAGES } from './messages';
import { PostCard } from './post-card';
import { useInfiniteScroll } from './use-infinite-scroll';
import type { PostPages } from './use-post-pages';

export interface PostListProps {
  pages: PostPages;
  /** The signed-in viewer, whose own posts get Edit and Delete. */
  viewerId: string | null;
  /** Names the list for screen readers, e.g. 'Posts'. */
  label: string;
}

/**
 * Posts, newest first, with more loaded as the end scrolls into view. The Load more button stays
 * as the keyboard and no-IntersectionObserver path, and after a failed page it is the only way on.
 */
export function PostList({ pages, viewerId, label }: PostListProps) {
  const { posts, hasMore, loadingMore, moreFailed, loadMore, replacePost, removePost } = pages;
  const sentinelRef = useInfiniteScroll(
    loadMore,
    hasMore && !loadingMore && !moreFailed,
    posts.length,
  );

  return (
    <>
      <List aria-label={label}>
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard
              post={post}
              canManage={viewerId !== null && viewerId === post.owner._id}
              onUpdated={replacePost}
              onDeleted={removePost}
            />
          </li>
        ))}
      </List>
      {hasMore ? (
        <Footer ref={sentinelRef}>
          {loadingMore ? (
            <Loading role="status">
              <Spinner aria-hidden="true" />
              Loading more posts...
            </Loading>
          ) : (
            <>
              {moreFailed ? (
                <ErrorText role="alert">{POST_MESSAGES.loadMoreFailed}</ErrorText>
              ) : null}
              <Button $variant="secondary" onClick={loadMore}>
                {moreFailed ? 'Try again' : 'Load more'}
              </Button>
            </>
          )}
        </Footer>
      ) : null}
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 0 8px;
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    width: 20px;
    height: 20px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
