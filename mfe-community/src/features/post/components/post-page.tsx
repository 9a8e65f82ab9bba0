import {
  ApiError,
  ErrorState,
  hrefs,
  LoadingState,
  POST_MAX_LENGTH,
  useCurrentUser,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@kinora/shared';
import { DiscussionComposer, DiscussionThread } from '@kinora/shared/discussion';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { postMessages, PostCard, PostList, PostListSkeleton } from '../../../lib/posts';
import { useLinkedReplyId } from '../hooks/use-linked-reply';
import { usePostThread } from '../hooks/use-post-thread';

/**
 * /post/:postId: one post with its like button, its replies (oldest first) and a reply box; a
 * reply the link points at (`#reply-<id>`) is brought into view and marked.
 */
export function PostPage() {
  const t = useT();
  const { postId = '' } = useParams();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { post, replies, reply, adjustReplyCount } = usePostThread(postId);
  const linkedReplyId = useLinkedReplyId();
  const { setData } = post;
  // The page's title names the thing (a post), where the composer's button says the act.
  useDocumentTitle(post.state.status === 'success' ? t('Post', { context: 'title' }) : null);
  const onReplyDeleted = useCallback(() => adjustReplyCount(-1), [adjustReplyCount]);

  if (post.state.status === 'loading') return <LoadingState label={t('Loading post...')} />;
  if (post.state.status === 'error') {
    const missing = post.state.error instanceof ApiError && post.state.error.status === 404;
    return missing ? (
      <ErrorState message={t('Post not found.')} />
    ) : (
      <ErrorState
        message={t('Could not load this post. Please try again later.')}
        onRetry={post.reload}
      />
    );
  }
  const current = post.state.data;

  return (
    <Page>
      <PostCard
        post={current}
        canManage={me?._id === current.owner._id}
        linkToThread={false}
        onUpdated={(next) => setData(() => next)}
        onDeleted={() => void navigate(hrefs.community())}
      />
      <DiscussionThread
        headingId="post-replies"
        texts={{
          heading: t('{{count}} Replies', { count: current.replyCount }),
          loadFailed: t('Could not load the replies.'),
          empty: t('No replies yet.'),
          signIn: t('Log in to reply.'),
        }}
        list={replies}
        loading={<PostListSkeleton count={2} />}
        composer={
          <DiscussionComposer
            // The same limit and empty rule as a new post.
            texts={{
              label: t('Reply to this post'),
              placeholder: t('Post your reply'),
              submit: t('Reply'),
              empty: postMessages(t).empty,
            }}
            onPost={reply}
            maxLength={POST_MAX_LENGTH}
            avatarSize={32}
          />
        }
      >
        <PostList
          list={replies}
          viewerId={me?._id ?? null}
          label={t('Replies')}
          onDeleted={onReplyDeleted}
          linkedId={linkedReplyId}
        />
      </DiscussionThread>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
`;
