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
import { useT } from '../../../i18n';
import { commentMessages, type CommentSource, useCommentThread } from '../hooks/use-comment-thread';
import { CommentItem, type CommentPinning } from './comment-item';
import { CommentWithReplies } from './comment-with-replies';

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

/** The comment orders, in the order the buttons show them. */
const SORTS: readonly CommentSort[] = ['top', 'newest'];

function SkeletonComments() {
  const t = useT();
  return (
    <Loading aria-busy="true">
      <VisuallyHidden role="status">{t('Loading comments...')}</VisuallyHidden>
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
  const t = useT();
  const messages = commentMessages(t);
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
  const sortLabels: Record<CommentSort, string> = { top: t('Top'), newest: t('Newest') };
  const composerTexts = {
    label: <VisuallyHidden>{t('Add a comment')}</VisuallyHidden>,
    placeholder: t('Add a comment...'),
    submit: t('Comment'),
    empty: messages.empty,
  };

  return (
    <DiscussionThread
      headingId={`comments-${source}`}
      texts={{
        // Closed, the thread is not read: no count to give.
        heading: closed ? t('Comments') : heading(list.status === 'success' ? list.total : 0),
        loadFailed: messages.loadFailed,
        empty: readOnly
          ? t('No comments on YouTube yet.')
          : t('No comments yet. Start the conversation!'),
        ...(readOnly ? {} : { signIn: t('Log in to add a comment.') }),
        ...(closed ? { closed: messages.turnedOff } : {}),
      }}
      list={list}
      loading={<SkeletonComments />}
      {...(readOnly
        ? {}
        : {
            toolbar: (
              <SortGroup role="group" aria-label={t('Sort comments')}>
                {SORTS.map((option) => (
                  <SortButton
                    key={option}
                    type="button"
                    aria-pressed={sort === option}
                    onClick={() => setSort(option)}
                  >
                    {sortLabels[option]}
                  </SortButton>
                ))}
              </SortGroup>
            ),
            composer: (
              <DiscussionComposer
                texts={
                  policy === 'held' ? { ...composerTexts, hint: messages.heldHint } : composerTexts
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
      <LoadMore list={list} failedMessage={messages.loadMoreFailed} />
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
