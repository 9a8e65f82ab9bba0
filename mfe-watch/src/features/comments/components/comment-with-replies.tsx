import {
  type Comment,
  ErrorState,
  LoadMore,
  useCurrentUser,
  VisuallyHidden,
  handleOf,
} from '@kinora/shared';
import { DiscussionComposer } from '@kinora/shared/discussion';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { commentMessages } from '../hooks/comment-messages';
import { useCommentReplies } from '../hooks/use-comment-replies';
import { useLinkedCommentId } from '../hooks/use-linked-comment';
import { type CommentItemProps, CommentItem, type CommentPinning } from './comment-item';

export interface CommentWithRepliesProps {
  comment: Comment;
  videoId: string;
  isExternal: boolean;
  onEdit: CommentItemProps['onEdit'];
  onDelete: CommentItemProps['onDelete'];
  pinning?: CommentPinning;
  /** The viewer owns the video: they may remove others' comments and replies. */
  viewerOwnsVideo?: boolean;
  adjustReplyCount: (commentId: string, delta: number) => void;
}

/** What a reply to `comment` starts with: its author's handle, as people mention them. */
const mentionOf = (comment: Comment) => `${handleOf(comment.owner)} `;

/**
 * A top-level comment of the site with its one level of replies, as on YouTube: 'N replies'
 * expands them, Reply opens an inline box (on a reply, addressed to its author with '@name').
 */
export function CommentWithReplies({
  comment,
  videoId,
  isExternal,
  onEdit,
  onDelete,
  pinning,
  viewerOwnsVideo = false,
  adjustReplyCount,
}: CommentWithRepliesProps) {
  const t = useT();
  const messages = commentMessages(t);
  const me = useCurrentUser();
  const linked = useLinkedCommentId() === comment._id;
  // A linked thread (a notification of a reply) opens with its replies showing.
  const [expanded, setExpanded] = useState(linked);
  // The reply box's opening text: '' for the comment itself, '@name ' for a reply's author.
  const [replyDraft, setReplyDraft] = useState<string | null>(null);
  const onCountChange = useCallback(
    (delta: number) => adjustReplyCount(comment._id, delta),
    [adjustReplyCount, comment._id],
  );
  const replies = useCommentReplies(comment, videoId, isExternal, expanded, onCountChange);
  const replyCount = comment.replyCount ?? 0;
  // Nobody can reply to a comment that waits for review: only its author sees it.
  const canReply = me !== null && !comment.held;
  const removableByOwner = (entry: Comment) => viewerOwnsVideo && entry.owner._id !== me?._id;

  const postReply = async (content: string) => {
    const posted = await replies.reply(content);
    if (posted) {
      setReplyDraft(null);
      setExpanded(true);
    }
    return posted;
  };

  const list = replies.list;
  const replyTexts = {
    label: <VisuallyHidden>{t('Add a reply')}</VisuallyHidden>,
    placeholder: t('Add a reply...'),
    submit: t('Reply'),
    empty: messages.empty,
  };
  return (
    <CommentItem
      comment={comment}
      editable={me?._id === comment.owner._id}
      linkAuthor
      likeable
      reportable
      removableByOwner={removableByOwner(comment)}
      onEdit={onEdit}
      onDelete={onDelete}
      highlighted={linked}
      {...(canReply ? { onReply: () => setReplyDraft('') } : {})}
      {...(pinning ? { pinning } : {})}
    >
      {replyDraft !== null ? (
        <DiscussionComposer
          // A new '@name' draft remounts the box with that text.
          key={replyDraft}
          texts={replyTexts}
          onPost={postReply}
          onCancel={() => setReplyDraft(null)}
          initialValue={replyDraft}
          avatarSize={24}
          rows={1}
          // A reply box opens on a deliberate click on Reply, so focus belongs in it.
          autoFocus
        />
      ) : null}
      {replyCount > 0 ? (
        <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('Hide replies') : t('{{count}} replies', { count: replyCount })}
        </Toggle>
      ) : null}
      {list === null ? null : list.status === 'loading' ? (
        <Muted role="status">{t('Loading replies...')}</Muted>
      ) : list.status === 'error' ? (
        <ErrorState message={messages.loadRepliesFailed} onRetry={list.reload} />
      ) : list.items.length > 0 ? (
        <>
          <Replies aria-label={t('Replies to {{handle}}', { handle: handleOf(comment.owner) })}>
            {list.items.map((reply) => (
              <CommentItem
                key={reply._id}
                comment={reply}
                editable={me?._id === reply.owner._id}
                linkAuthor
                likeable
                reportable
                removableByOwner={removableByOwner(reply)}
                onEdit={replies.edit}
                onDelete={replies.remove}
                {...(canReply ? { onReply: () => setReplyDraft(mentionOf(reply)) } : {})}
              />
            ))}
          </Replies>
          <LoadMore list={list} failedMessage={messages.loadRepliesFailed} />
        </>
      ) : null}
    </CommentItem>
  );
}

const Toggle = styled.button`
  align-self: flex-start;
  padding: 6px 12px;
  margin-left: -12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Replies = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
