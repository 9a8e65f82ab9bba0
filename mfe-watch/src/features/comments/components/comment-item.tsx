import {
  Avatar,
  Button,
  type Comment,
  DiscussionDeleteButton,
  DiscussionEditor,
  DiscussionLike,
  formatRelativeTime,
  hrefs,
  toggleCommentLike,
  Link,
} from '@kinora/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { COMMENT_MESSAGES } from '../hooks/comment-messages';
import { commentAnchorId } from '../hooks/use-linked-comment';

/** The video owner's pin, on the site's comments of an own video. */
export interface CommentPinning {
  /** The owner's name, for 'Pinned by ann'. */
  ownerName: string;
  /** The viewer owns the video: Pin / Unpin shows on top-level comments. */
  canPin: boolean;
  onPin: (commentId: string, pinned: boolean) => Promise<boolean>;
}

export interface CommentItemProps {
  comment: Comment;
  /** The viewer wrote it and it is one of the site's own comments: edit and delete show. */
  editable: boolean;
  /** The author's name links to their channel (site comments only). */
  linkAuthor: boolean;
  onEdit: (commentId: string, content: string) => Promise<boolean>;
  onDelete: (commentId: string) => Promise<boolean>;
  /** Site comments: the like button shows (YouTube's comments are read-only here). */
  likeable?: boolean;
  /** Opens the thread's reply box; no Reply button without it. */
  onReply?: () => void;
  pinning?: CommentPinning;
  /** The comment a link points at: scrolled into view and marked. */
  highlighted?: boolean;
  /** The replies block under a top-level comment. */
  children?: ReactNode;
}

const COMMENT_DELETE_TEXTS = {
  title: 'Delete Comment',
  question: 'Are you sure you want to permanently delete this comment?',
};

export function CommentItem({
  comment,
  editable,
  linkAuthor,
  onEdit,
  onDelete,
  likeable = false,
  onReply,
  pinning,
  highlighted = false,
  children,
}: CommentItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) itemRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const [editing, setEditing] = useState(false);
  const [savingPin, setSavingPin] = useState(false);
  const author = comment.owner.username;
  // YouTube's handles already carry their '@'.
  const handle = author.startsWith('@') ? author : `@${author}`;
  const isTopLevel = !comment.parentId;

  const togglePin = async () => {
    if (!pinning) return;
    setSavingPin(true);
    await pinning.onPin(comment._id, !comment.isPinned);
    setSavingPin(false);
  };

  return (
    <Item
      ref={itemRef}
      id={commentAnchorId(comment._id)}
      data-highlighted={highlighted || undefined}
    >
      <Avatar src={comment.owner.avatar} alt="" size={isTopLevel ? 40 : 24} />
      <Body>
        {comment.isPinned && pinning ? (
          <PinnedLabel>
            <span aria-hidden="true">📌 </span>Pinned by {pinning.ownerName}
          </PinnedLabel>
        ) : null}
        <Header>
          {linkAuthor ? (
            <Author as={Link} to={hrefs.channel(author)}>
              {handle}
            </Author>
          ) : (
            <Author>{handle}</Author>
          )}
          <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</time>
          {comment.isEdited ? <Edited>(edited)</Edited> : null}
        </Header>
        {editing ? (
          <DiscussionEditor
            label="Edit comment"
            initialContent={comment.content}
            emptyMessage={COMMENT_MESSAGES.empty}
            onSave={(content) => onEdit(comment._id, content)}
            onClose={() => setEditing(false)}
          />
        ) : (
          <Content>{comment.content}</Content>
        )}
        {!editing ? (
          <Actions>
            {likeable ? (
              <DiscussionLike
                subject="comment"
                entryId={comment._id}
                initial={{
                  isLiked: comment.isLiked ?? false,
                  likesCount: comment.likesCount ?? 0,
                }}
                toggleLike={toggleCommentLike}
              />
            ) : null}
            {onReply ? (
              <Button $variant="ghost" $size="sm" onClick={onReply}>
                Reply
              </Button>
            ) : null}
            {pinning?.canPin && isTopLevel ? (
              <Button
                $variant="ghost"
                $size="sm"
                disabled={savingPin}
                onClick={() => void togglePin()}
              >
                {comment.isPinned ? 'Unpin' : 'Pin'}
              </Button>
            ) : null}
            {editable ? (
              <>
                <Button $variant="ghost" $size="sm" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <DiscussionDeleteButton
                  texts={COMMENT_DELETE_TEXTS}
                  onDelete={() => onDelete(comment._id)}
                />
              </>
            ) : null}
          </Actions>
        ) : null}
        {children}
      </Body>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  gap: 12px;
  scroll-margin-top: 80px;

  &[data-highlighted] {
    margin: -8px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
  min-width: 0;
`;

const PinnedLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Edited = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Author = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Content = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-left: -8px;
`;
