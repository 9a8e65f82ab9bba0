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
import { POST_MESSAGES, PostCard, PostList, PostListSkeleton } from '../../../lib/posts';
import { useLinkedReplyId } from '../hooks/use-linked-reply';
import { usePostThread } from '../hooks/use-post-thread';

export const POST_PAGE_MESSAGES = {
  loading: 'Loading post...',
  notFound: 'Post not found.',
  loadFailed: 'Could not load this post. Please try again later.',
  repliesFailed: 'Could not load the replies.',
  loginToReply: 'Log in to reply.',
  noReplies: 'No replies yet.',
} as const;

/** The reply box: the same limit and empty rule as a new post. */
const REPLY_TEXTS = {
  label: 'Reply to this post',
  placeholder: 'Post your reply',
  submit: 'Reply',
  empty: POST_MESSAGES.empty,
};

const repliesHeading = (count: number) => `${count} ${count === 1 ? 'Reply' : 'Replies'}`;

/**
 * /post/:postId: one post with its like button, its replies (oldest first) and a reply box; a
 * reply the link points at (`#reply-<id>`) is brought into view and marked.
 */
export function PostPage() {
  const { postId = '' } = useParams();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { post, replies, reply, adjustReplyCount } = usePostThread(postId);
  const linkedReplyId = useLinkedReplyId();
  const { setData } = post;
  useDocumentTitle(post.state.status === 'success' ? 'Post' : null);
  const onReplyDeleted = useCallback(() => adjustReplyCount(-1), [adjustReplyCount]);

  if (post.state.status === 'loading') return <LoadingState label={POST_PAGE_MESSAGES.loading} />;
  if (post.state.status === 'error') {
    const missing = post.state.error instanceof ApiError && post.state.error.status === 404;
    return missing ? (
      <ErrorState message={POST_PAGE_MESSAGES.notFound} />
    ) : (
      <ErrorState message={POST_PAGE_MESSAGES.loadFailed} onRetry={post.reload} />
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
          heading: repliesHeading(current.replyCount),
          loadFailed: POST_PAGE_MESSAGES.repliesFailed,
          empty: POST_PAGE_MESSAGES.noReplies,
          signIn: POST_PAGE_MESSAGES.loginToReply,
        }}
        list={replies}
        loading={<PostListSkeleton count={2} />}
        composer={
          <DiscussionComposer
            texts={REPLY_TEXTS}
            onPost={reply}
            maxLength={POST_MAX_LENGTH}
            avatarSize={32}
          />
        }
      >
        <PostList
          list={replies}
          viewerId={me?._id ?? null}
          label="Replies"
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
