import { LoadMore, type PagedList, type Post } from '@kinora/shared';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { postMessages } from './messages';
import { PostCard } from './post-card';

export interface PostListProps {
  list: PagedList<Post>;
  /** The signed-in viewer, whose own posts get Edit and Delete. */
  viewerId: string | null;
  /** Names the list for screen readers, e.g. 'Posts'. */
  label: string;
  /** Told after a post of the list was deleted (a thread lowers its reply count). */
  onDeleted?: () => void;
  /** The reply a link points at (a notification of it): brought into view and marked. */
  linkedId?: string | null;
}

/**
 * Posts, newest first, with more loaded as the end scrolls into view. The Load More button stays
 * as the keyboard and no-IntersectionObserver path, and after a failed page it is the only way on.
 */
export function PostList({ list, viewerId, label, onDeleted, linkedId = null }: PostListProps) {
  const t = useT();
  const { update } = list;
  const replacePost = useCallback(
    (post: Post) =>
      update((items, total) => ({
        items: items.map((item) => (item._id === post._id ? post : item)),
        total,
      })),
    [update],
  );
  const removePost = useCallback(
    (postId: string) => {
      update((items, total) => ({
        items: items.filter((item) => item._id !== postId),
        total: Math.max(0, total - 1),
      }));
      onDeleted?.();
    },
    [update, onDeleted],
  );

  return (
    <>
      <List aria-label={label}>
        {list.items.map((post) => (
          <li key={post._id}>
            <PostCard
              post={post}
              canManage={viewerId !== null && viewerId === post.owner._id}
              onUpdated={replacePost}
              onDeleted={removePost}
              highlighted={post._id === linkedId}
            />
          </li>
        ))}
      </List>
      <LoadMore auto list={list} failedMessage={postMessages(t).loadMoreFailed} />
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
