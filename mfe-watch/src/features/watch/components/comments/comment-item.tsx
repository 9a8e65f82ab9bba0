import {
  Avatar,
  Button,
  type Comment,
  ConfirmDialog,
  formatRelativeTime,
  hrefs,
} from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Input } from './comment-form';

export interface CommentItemProps {
  comment: Comment;
  /** The viewer wrote it and it is one of the site's own comments: edit and delete show. */
  editable: boolean;
  /** The author's name links to their channel (site comments only). */
  linkAuthor: boolean;
  onEdit: (commentId: string, content: string) => Promise<boolean>;
  onDelete: (commentId: string) => Promise<boolean>;
}

export function CommentItem({ comment, editable, linkAuthor, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const author = comment.owner.username;
  // YouTube's handles already carry their '@'.
  const handle = author.startsWith('@') ? author : `@${author}`;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    if (content === comment.content) {
      setEditing(false);
      return;
    }
    setBusy(true);
    const saved = await onEdit(comment._id, content);
    setBusy(false);
    if (saved) setEditing(false);
  };

  const confirmDelete = async () => {
    setBusy(true);
    const deleted = await onDelete(comment._id);
    // A deleted comment unmounts with its dialog; only a failure comes back here.
    if (!deleted) {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Item>
      <Avatar src={comment.owner.avatar} alt="" size={40} />
      <Body>
        <Header>
          {linkAuthor ? (
            <Author as={Link} to={hrefs.channel(author)}>
              {handle}
            </Author>
          ) : (
            <Author>{handle}</Author>
          )}
          <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</time>
        </Header>
        {editing ? (
          <EditForm onSubmit={(event) => void save(event)}>
            <Input
              aria-label="Edit comment"
              rows={3}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              disabled={busy}
              // Editing starts with a deliberate click on Edit, so moving focus here is expected.
              autoFocus
            />
            <Actions>
              <Button
                $variant="ghost"
                $size="sm"
                disabled={busy}
                onClick={() => {
                  setDraft(comment.content);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" $size="sm" disabled={busy}>
                Save
              </Button>
            </Actions>
          </EditForm>
        ) : (
          <Content>{comment.content}</Content>
        )}
        {editable && !editing ? (
          <Actions $start>
            <Button
              $variant="ghost"
              $size="sm"
              onClick={() => {
                setDraft(comment.content);
                setEditing(true);
              }}
            >
              Edit
            </Button>
            <Button $variant="ghost" $size="sm" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Actions>
        ) : null}
      </Body>
      <ConfirmDialog
        open={confirming}
        title="Delete Comment"
        message="Are you sure you want to permanently delete this comment?"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        busy={busy}
      />
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  gap: 12px;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
  min-width: 0;
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

const EditForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Actions = styled.div<{ $start?: boolean }>`
  display: flex;
  justify-content: ${({ $start }) => ($start ? 'flex-start' : 'flex-end')};
  gap: 8px;
`;
