import {
  Button,
  formatDate,
  formatDuration,
  formatRelativeTime,
  hrefs,
  Link,
  type ModerationAction,
  type ReportedItem,
} from '@kinora/shared';
import { REPORT_REASON_LABELS } from '@kinora/shared/moderation';
import { useId } from 'react';
import styled from 'styled-components';
import { suspensionEnd } from '../../../lib/suspension-end';
import { ACTION_LABELS, ITEM_KIND_LABELS } from '../texts';
import { ReportedItemPreview } from './reported-item-preview';

interface ReportedItemCardProps {
  entry: ReportedItem;
  onAction: (entry: ReportedItem, action: ModerationAction) => void;
}

const reportsLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * Whether the moderators' own mark is on a video. The mark a moderator can take off is theirs:
 * an owner's own mark (`sensitiveByModerator` false) can still be made a moderator's, which the
 * owner then cannot undo. Without the flag, the video's mark is taken to be theirs.
 */
const markedByModerator = (video: NonNullable<ReportedItem['item']['video']>) =>
  video.sensitiveByModerator ?? video.sensitive;

/** What can be done to the item as it stands now; each can be undone by another. */
export function availableActions(entry: ReportedItem): ModerationAction[] {
  const { item } = entry;
  const actions: ModerationAction[] = [];
  if (entry.status === 'open') actions.push('dismiss');
  // A channel is not removed: its owner is suspended, which hides it.
  if (item.kind !== 'channel') actions.push(item.removedAt ? 'restore' : 'remove');
  if (item.kind === 'video' && item.video)
    actions.push(markedByModerator(item.video) ? 'unmark-sensitive' : 'mark-sensitive');
  actions.push(item.ownerSuspendedUntil ? 'unsuspend' : 'suspend');
  return actions;
}

/**
 * One reported item of the queue: what it is, in place; its state (removed, the owner suspended);
 * how many reported it and why; the reports themselves; and what a moderator can do.
 */
export function ReportedItemCard({ entry, onAction }: ReportedItemCardProps) {
  const headingId = useId();
  const { item } = entry;
  const owner = item.owner;
  const startAt = entry.reports.find((report) => report.startAt !== null)?.startAt ?? null;

  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>
          {ITEM_KIND_LABELS[item.kind]} by{' '}
          <Link to={hrefs.channel(owner.username)}>@{owner.username}</Link>
        </h2>
        <Count>{reportsLabel(entry.reportCount)}</Count>
        {entry.status === 'resolved' ? <Badge>Resolved</Badge> : null}
      </Header>

      <ReportedItemPreview item={item} startAt={startAt} />

      {item.removedAt || item.ownerSuspendedUntil ? (
        <States>
          {item.removedAt ? (
            <li>
              Removed on {formatDate(item.removedAt)}
              {item.removedReason ? `: ${item.removedReason}` : ''}
            </li>
          ) : null}
          {item.ownerSuspendedUntil ? (
            <li>
              @{owner.username} is suspended {suspensionEnd(item.ownerSuspendedUntil)}
            </li>
          ) : null}
        </States>
      ) : null}

      <Reasons aria-label="Reasons given">
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason}>
            {REPORT_REASON_LABELS[reason]}
            {count > 1 ? ` ×${count}` : ''}
          </li>
        ))}
      </Reasons>

      <details open={entry.reports.length <= 3}>
        <summary>
          The reports
          {entry.reports.length < entry.reportCount ? ` (the newest ${entry.reports.length})` : ''}
        </summary>
        <Reports>
          {entry.reports.map((report) => (
            <li key={report._id}>
              <Meta>
                <strong>@{report.reporter.username}</strong>
                <span>{REPORT_REASON_LABELS[report.reason]}</span>
                {report.startAt !== null && item.kind === 'video' ? (
                  <Link to={hrefs.watchAt(item._id, report.startAt)}>
                    at {formatDuration(report.startAt)}
                  </Link>
                ) : null}
                <time dateTime={report.createdAt} title={formatDate(report.createdAt)}>
                  {formatRelativeTime(report.createdAt)}
                </time>
              </Meta>
              {report.text ? <ReportText>{report.text}</ReportText> : null}
            </li>
          ))}
        </Reports>
      </details>

      <Actions>
        {availableActions(entry).map((action) => (
          <Button
            key={action}
            $size="sm"
            $variant={action === 'remove' || action === 'suspend' ? 'danger' : 'secondary'}
            aria-haspopup="dialog"
            onClick={() => onAction(entry, action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
        <HistoryLink to={hrefs.moderationLog({ kind: item.kind, item: item._id })}>
          History
        </HistoryLink>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  details summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 12px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  h2 a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const States = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 78, 69, 0.12);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Reports = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const ReportText = styled.p`
  margin-top: 2px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const HistoryLink = styled(Link)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
