import {
  canModerate,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  PageHeader,
  REPORT_ITEM_KINDS,
  REPORT_REASONS,
  SegmentedControl,
  useCurrentUser,
  useDocumentTitle,
  useSearchParams,
  type ModerationAction,
  type ReportedItem,
  type ReportItemKind,
  type ReportReason,
} from '@kinora/shared';
import { REPORT_REASON_LABELS } from '@kinora/shared/moderation';
import { useState } from 'react';
import styled from 'styled-components';
import { FilterSelect } from '../../../lib/filter-select';
import { RoleGate } from '../../../lib/role-gate';
import { type QueueFilters, queueKey, useReportQueue } from '../hooks/use-report-queue';
import {
  ITEM_KIND_LABELS,
  MODERATION_TITLE,
  MODERATORS_ONLY_MESSAGE,
  MODERATORS_ONLY_TITLE,
} from '../texts';
import { ModerationActionDialog } from './moderation-action-dialog';
import { ModerationNav } from './moderation-nav';
import { ReportedItemCard } from './reported-item-card';

export const QUEUE_LOADING = 'Loading the reports...';
export const QUEUE_LOAD_FAILED = 'Could not load the reports.';
export const QUEUE_EMPTY_OPEN = 'Nothing to review';
export const QUEUE_EMPTY_RESOLVED = 'No resolved reports';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;
const KIND_OPTIONS = REPORT_ITEM_KINDS.map((value) => ({
  value,
  label: ITEM_KIND_LABELS[value],
}));
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.find((candidate) => candidate === value) ?? null;

/** The filters as the URL holds them, so a filtered queue can be bookmarked and shared. */
function useQueueFilters(): [QueueFilters, (change: Partial<QueueFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    status: params.get('status') === 'resolved' ? 'resolved' : 'open',
    kind: oneOf(REPORT_ITEM_KINDS, params.get('kind')),
    reason: oneOf(REPORT_REASONS, params.get('reason')),
  };
  const change = (next: Partial<QueueFilters>) => {
    const merged = { ...filters, ...next };
    const query = new URLSearchParams();
    if (merged.status !== 'open') query.set('status', merged.status);
    if (merged.kind) query.set('kind', merged.kind);
    if (merged.reason) query.set('reason', merged.reason);
    setParams(query, { replace: true });
  };
  return [filters, change];
}

/** `/moderation` (moderators and admins): the reported items, each with what can be done to it. */
export function ModerationQueuePage() {
  useDocumentTitle(MODERATION_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={canModerate(user)}
      title={MODERATION_TITLE}
      deniedTitle={MODERATORS_ONLY_TITLE}
      deniedMessage={MODERATORS_ONLY_MESSAGE}
    >
      <ModerationQueue />
    </RoleGate>
  );
}

function ModerationQueue() {
  const [filters, setFilters] = useQueueFilters();
  const queue = useReportQueue(filters);
  const [acting, setActing] = useState<{ entry: ReportedItem; action: ModerationAction } | null>(
    null,
  );

  return (
    <div>
      <PageHeader
        title={MODERATION_TITLE}
        subtitle="What people reported, the most recently reported first. Every action can be undone, and each one is kept in the log."
      />
      <ModerationNav />
      <Filters role="group" aria-label="Filter the reports">
        <SegmentedControl
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect<ReportItemKind>
          label="Kind"
          anyLabel="All kinds"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
        />
        <FilterSelect<ReportReason>
          label="Reason"
          anyLabel="All reasons"
          options={REASON_OPTIONS}
          value={filters.reason}
          onChange={(reason) => setFilters({ reason })}
        />
      </Filters>
      {queue.status === 'loading' ? (
        <LoadingState label={QUEUE_LOADING} />
      ) : queue.status === 'error' ? (
        <ErrorState message={QUEUE_LOAD_FAILED} onRetry={queue.reload} />
      ) : queue.items.length === 0 ? (
        <EmptyState
          title={filters.status === 'open' ? QUEUE_EMPTY_OPEN : QUEUE_EMPTY_RESOLVED}
          message={
            filters.status === 'open'
              ? 'No open reports match these filters.'
              : 'No resolved reports match these filters.'
          }
        />
      ) : (
        <>
          <List aria-label="Reported items">
            {queue.items.map((entry) => (
              <li key={queueKey(entry)}>
                <ReportedItemCard
                  entry={entry}
                  onAction={(target, action) => setActing({ entry: target, action })}
                />
              </li>
            ))}
          </List>
          <LoadMore list={queue} failedMessage="Could not load more reports." />
        </>
      )}
      {acting ? (
        <ModerationActionDialog
          entry={acting.entry}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={(updated) => {
            setActing(null);
            queue.settle(updated);
          }}
        />
      ) : null}
    </div>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 20px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
