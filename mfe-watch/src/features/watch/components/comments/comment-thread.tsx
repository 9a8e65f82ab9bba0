import {
  ErrorState,
  hrefs,
  LoadMore,
  useCurrentUser,
  useReturnState,
  VisuallyHidden,
} from '@kinora/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  COMMENT_MESSAGES,
  type CommentSource,
  useCommentThread,
} from '../../hooks/use-comment-thread';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export const LOGIN_TO_COMMENT = 'Log in to add a comment.';

export interface CommentThreadProps {
  source: CommentSource;
  videoId: string;
  /** Section heading; the total is added ('12 Comments'). */
  heading: (total: number) => string;
}

function SkeletonComments() {
  return (
    <Loading aria-busy="true">
      <VisuallyHidden role="status">Loading comments...</VisuallyHidden>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" />
      ))}
    </Loading>
  );
}

/** One list of comments with its paging, and (for site comments) the form and the owner's tools. */
export function CommentThread({ source, videoId, heading }: CommentThreadProps) {
  const me = useCurrentUser();
  const loginState = useReturnState();
  const { list, post, edit, remove } = useCommentThread(source, videoId);
  const readOnly = source === 'youtube';
  const headingId = `comments-${source}`;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading(list.status === 'success' ? list.total : 0)}</h2>
      {readOnly ? null : me ? (
        <CommentForm onPost={post} />
      ) : (
        <Prompt>
          <Link to={hrefs.login()} state={loginState}>
            {LOGIN_TO_COMMENT}
          </Link>
        </Prompt>
      )}
      {list.status === 'loading' ? (
        <SkeletonComments />
      ) : list.status === 'error' ? (
        <ErrorState message={COMMENT_MESSAGES.loadFailed} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <Muted>
          {readOnly ? 'No comments on YouTube yet.' : 'No comments yet. Start the conversation!'}
        </Muted>
      ) : (
        <>
          <List>
            {list.items.map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                editable={!readOnly && !comment.isExternal && me?._id === comment.owner._id}
                linkAuthor={!readOnly && !comment.isExternal}
                onEdit={edit}
                onDelete={remove}
              />
            ))}
          </List>
          <LoadMore list={list} failedMessage={COMMENT_MESSAGES.loadMoreFailed} />
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Prompt = styled.p`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  > div {
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;
