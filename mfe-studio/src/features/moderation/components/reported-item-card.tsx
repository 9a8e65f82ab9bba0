import {
  formatDate,
  formatDuration,
  formatRelativeTime,
  hrefs,
  Link,
  type ModerationAction,
  type ReportedItem,
} from '@kinora/shared';
import { REPORT_REASON_LABELS } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ReviewCard } from '../../../lib/review-card';
import { suspensionEnd } from '../../../lib/suspension-end';
import { actionLabels } from '../texts';
import { ReportedItemPreview } from './reported-item-preview';

interface ReportedItemCardProps {
  entry: ReportedItem;
  onAction: (entry: ReportedItem, action: ModerationAction) => void;
}

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
  const t = useT();
  const { item } = entry;
  const owner = item.owner;
  const startAt = entry.reports.find((report) => report.startAt !== null)?.startAt ?? null;

  return (
    <ReviewCard
      headingLevel={2}
      title={
        <>
          {
            {
              video: t('Video by'),
              comment: t('Comment by'),
              post: t('Post by'),
              channel: t('Channel by'),
            }[item.kind]
          }{' '}
          <OwnerLink to={hrefs.channel(owner.username)}>@{owner.username}</OwnerLink>
        </>
      }
      details={t('{{count}} reports', { count: entry.reportCount })}
      // The badge of one item; the status filter's 'Resolved' names the reports.
      badge={entry.status === 'resolved' ? t('Resolved', { context: 'item' }) : null}
      actions={availableActions(entry).map((action) => ({
        id: action,
        label: actionLabels(t)[action],
        variant: action === 'remove' || action === 'suspend' ? 'danger' : 'secondary',
        opensDialog: true,
        onClick: () => onAction(entry, action),
      }))}
      trailing={
        <HistoryLink to={hrefs.moderationLog({ kind: item.kind, item: item._id })}>
          {t('History')}
        </HistoryLink>
      }
    >
      <ReportedItemPreview item={item} startAt={startAt} />

      {item.removedAt || item.ownerSuspendedUntil ? (
        <States>
          {item.removedAt ? (
            <li>
              {item.removedReason
                ? t('Removed on {{date}}: {{reason}}', {
                    date: formatDate(item.removedAt),
                    reason: item.removedReason,
                  })
                : t('Removed on {{date}}', { date: formatDate(item.removedAt) })}
            </li>
          ) : null}
          {item.ownerSuspendedUntil ? (
            <li>
              {t('@{{username}} is suspended {{end}}', {
                username: owner.username,
                end: suspensionEnd(item.ownerSuspendedUntil),
              })}
            </li>
          ) : null}
        </States>
      ) : null}

      <Reasons aria-label={t('Reasons given')}>
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason}>
            {REPORT_REASON_LABELS[reason]}
            {count > 1 ? ` ×${count}` : ''}
          </li>
        ))}
      </Reasons>

      <ReportsDetails open={entry.reports.length <= 3}>
        <summary>
          {entry.reports.length < entry.reportCount
            ? t('The reports (the newest {{count}})', { count: entry.reports.length })
            : t('The reports')}
        </summary>
        <Reports>
          {entry.reports.map((report) => (
            <li key={report._id}>
              <Meta>
                <strong>@{report.reporter.username}</strong>
                <span>{REPORT_REASON_LABELS[report.reason]}</span>
                {report.startAt !== null && item.kind === 'video' ? (
                  <Link to={hrefs.watchAt(item._id, report.startAt)}>
                    {t('at {{time}}', { time: formatDuration(report.startAt) })}
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
      </ReportsDetails>
    </ReviewCard>
  );
}

const OwnerLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

const States = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
    background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 12%, transparent);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const ReportsDetails = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const HistoryLink = styled(Link)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
