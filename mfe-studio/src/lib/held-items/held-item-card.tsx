import { Avatar, formatDate, formatRelativeTime, hrefs, Link, type HeldItem } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { ReviewCard } from '../review-card';
import { heldActionName, holdReason } from './held-texts';

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
  const t = useT();
  if (item.kind === 'comment' && item.videoId !== null) {
    return (
      <>
        {t('On')}{' '}
        <Link to={hrefs.watch(item.videoId)}>{item.videoTitle ?? t('a YouTube video')}</Link>
      </>
    );
  }
  if (item.kind === 'post' && item.parentId !== null) {
    return <Link to={hrefs.post(item.parentId)}>{replyToPost}</Link>;
  }
  return <>{t('A community post')}</>;
}

/**
 * One comment or post waiting for review: who wrote it and when, what it says, where it was
 * posted and why it was held, with Approve and Remove.
 */
export function HeldItemCard({ item, replyToPost, pending, onDecide }: HeldItemCardProps) {
  const t = useT();
  const { author } = item;
  return (
    <ReviewCard
      avatar={<Avatar src={author.avatar} alt="" size={32} />}
      title={
        <Link to={hrefs.channel(author.username)}>{author.fullName.trim() || author.username}</Link>
      }
      details={
        <time dateTime={item.createdAt} title={formatDate(item.createdAt)}>
          {formatRelativeTime(item.createdAt)}
        </time>
      }
      busy={pending !== null}
      actions={[
        {
          id: 'approve',
          label: pending === 'approve' ? t('Approving...') : t('Approve'),
          name: heldActionName(t, item, 'approve'),
          onClick: () => onDecide(item, 'approve'),
        },
        {
          id: 'remove',
          label: pending === 'remove' ? t('Removing...') : t('Remove'),
          name: heldActionName(t, item, 'remove'),
          variant: 'secondary',
          onClick: () => onDecide(item, 'remove'),
        },
      ]}
    >
      <Content>{item.content}</Content>
      <Facts>
        <li>
          <Where item={item} replyToPost={replyToPost} />
        </li>
        <li>{holdReason(t, item)}</li>
      </Facts>
    </ReviewCard>
  );
}

const Content = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
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

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
