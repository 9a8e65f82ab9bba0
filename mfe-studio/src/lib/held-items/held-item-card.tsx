import {
  Avatar,
  Button,
  formatDate,
  formatRelativeTime,
  hrefs,
  Link,
  type HeldItem,
} from '@kinora/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { heldItemNoun, holdReason } from './held-texts';

export type HeldDecision = 'approve' | 'remove';

interface HeldItemCardProps {
  item: HeldItem;
  /** Where a held reply to a post was posted, in the reviewer's words. */
  replyToPost: string;
  /** The decision being sent, if any: both buttons wait for it. */
  pending: HeldDecision | null;
  onDecide: (item: HeldItem, decision: HeldDecision) => void;
}

/** Where it was posted: the video it is on, or the post it replies to. */
function Where({ item, replyToPost }: { item: HeldItem; replyToPost: string }) {
  if (item.kind === 'comment' && item.videoId !== null) {
    return (
      <>
        On <Link to={hrefs.watch(item.videoId)}>{item.videoTitle ?? 'a YouTube video'}</Link>
      </>
    );
  }
  if (item.kind === 'post' && item.parentId !== null) {
    return <Link to={hrefs.post(item.parentId)}>{replyToPost}</Link>;
  }
  return <>A community post</>;
}

/**
 * One comment or post waiting for review: who wrote it and when, what it says, where it was
 * posted and why it was held, with Approve and Remove.
 */
export function HeldItemCard({ item, replyToPost, pending, onDecide }: HeldItemCardProps) {
  const nameId = useId();
  const { author } = item;
  const noun = heldItemNoun(item).toLowerCase();
  const busy = pending !== null;
  return (
    <Card aria-labelledby={nameId}>
      <Header>
        <Avatar src={author.avatar} alt="" size={32} />
        <Who>
          <Link id={nameId} to={hrefs.channel(author.username)}>
            {author.fullName.trim() || author.username}
          </Link>
          <time dateTime={item.createdAt} title={formatDate(item.createdAt)}>
            {formatRelativeTime(item.createdAt)}
          </time>
        </Who>
      </Header>
      <Content>{item.content}</Content>
      <Facts>
        <li>
          <Where item={item} replyToPost={replyToPost} />
        </li>
        <li>{holdReason(item)}</li>
      </Facts>
      <Actions>
        <Button
          $size="sm"
          disabled={busy}
          aria-label={`Approve the ${noun} by @${author.username}`}
          onClick={() => onDecide(item, 'approve')}
        >
          {pending === 'approve' ? 'Approving...' : 'Approve'}
        </Button>
        <Button
          $size="sm"
          $variant="secondary"
          disabled={busy}
          aria-label={`Remove the ${noun} by @${author.username}`}
          onClick={() => onDecide(item, 'remove')}
        >
          {pending === 'remove' ? 'Removing...' : 'Remove'}
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Content = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
