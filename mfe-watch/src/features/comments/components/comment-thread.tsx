import {
  type CommentPolicy,
  type CommentSort,
  LoadMore,
  useCurrentUser,
  VisuallyHidden,
} from '@kinora/shared';
import { DiscussionComposer, DiscussionThread } from '@kinora/shared/discussion';
import { useState } from 'react';
import styled from 'styled-components';
import {
  COMMENT_MESSAGES,
  type CommentSource,
  useCommentThread,
} from '../hooks/use-comment-thread';
import { CommentItem, type CommentPinning } from './comment-item';
import { CommentWithReplies } from './comment-with-replies';

export const LOGIN_TO_COMMENT = 'Log in to add a comment.';

export interface CommentThreadProps {
  source: CommentSource;
  videoId: string;
  /** Section heading; the total is added ('12 Comments'). */
  heading: (total: number) => string;
  /** The video's owner on this site (own videos): they may pin, and the pin names them. */
  videoOwner?: { id: string; name: string };
  /** Who may comment now: 'off' shows that instead of the thread, 'held' says so at the box. */
  policy?: CommentPolicy;
}

const COMMENT_TEXTS = {
  label: <VisuallyHidden>Add a comment</VisuallyHidden>,
  placeholder: 'Add a comment...',
  submit: 'Comment',
  empty: COMMENT_MESSAGES.empty,
};

const SORT_LABELS: Record<CommentSort, string> = { top: 'Top', newest: 'Newest' };

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
export function CommentThread({
  source,
  videoId,
  heading,
  videoOwner,
  policy = 'on',
}: CommentThreadProps) {
  const me = useCurrentUser();
  const readOnly = source === 'youtube';
  // YouTube opens on its top comments; our own threads do too. YouTube's list has one order.
  const [sort, setSort] = useState<CommentSort>('top');
  const closed = policy === 'off';
  const { list, post, edit, remove, pin, adjustReplyCount } = useCommentThread(
    source,
    videoId,
    sort,
    !closed,
  );
  const viewerOwnsVideo = videoOwner !== undefined && me?._id === videoOwner.id;
  const pinning: CommentPinning | undefined = videoOwner
    ? { ownerName: videoOwner.name, canPin: viewerOwnsVideo, onPin: pin }
    : undefined;

  return (
    <DiscussionThread
      headingId={`comments-${source}`}
      texts={{
        // Closed, the thread is not read: no count to give.
        heading: closed ? 'Comments' : heading(list.status === 'success' ? list.total : 0),
        loadFailed: COMMENT_MESSAGES.loadFailed,
        empty: readOnly
          ? 'No comments on YouTube yet.'
          : 'No comments yet. Start the conversation!',
        ...(readOnly ? {} : { signIn: LOGIN_TO_COMMENT }),
        ...(closed ? { closed: COMMENT_MESSAGES.turnedOff } : {}),
      }}
      list={list}
      loading={<SkeletonComments />}
      {...(readOnly
        ? {}
        : {
            toolbar: (
              <SortGroup role="group" aria-label="Sort comments">
                {(Object.keys(SORT_LABELS) as CommentSort[]).map((option) => (
                  <SortButton
                    key={option}
                    type="button"
                    aria-pressed={sort === option}
                    onClick={() => setSort(option)}
                  >
                    {SORT_LABELS[option]}
                  </SortButton>
                ))}
              </SortGroup>
            ),
            composer: (
              <DiscussionComposer
                texts={
                  policy === 'held'
                    ? { ...COMMENT_TEXTS, hint: COMMENT_MESSAGES.heldHint }
                    : COMMENT_TEXTS
                }
                onPost={post}
                buttonSize="md"
              />
            ),
          })}
    >
      <List>
        {list.items.map((comment) =>
          readOnly || comment.isExternal ? (
            <CommentItem
              key={comment._id}
              comment={comment}
              editable={false}
              linkAuthor={false}
              onEdit={edit}
              onDelete={remove}
            />
          ) : (
            <CommentWithReplies
              key={comment._id}
              comment={comment}
              videoId={videoId}
              isExternal={source !== 'own'}
              onEdit={edit}
              onDelete={remove}
              adjustReplyCount={adjustReplyCount}
              viewerOwnsVideo={viewerOwnsVideo}
              {...(pinning ? { pinning } : {})}
            />
          ),
        )}
      </List>
      <LoadMore list={list} failedMessage={COMMENT_MESSAGES.loadMoreFailed} />
    </DiscussionThread>
  );
}

const SortGroup = styled.div`
  display: flex;
  gap: 8px;
`;

const SortButton = styled.button`
  padding: 6px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
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
