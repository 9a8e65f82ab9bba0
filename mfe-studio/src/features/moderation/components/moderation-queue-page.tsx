import {
  canModerate,
  PageHeader,
  REPORT_ITEM_KINDS,
  REPORT_REASONS,
  SegmentedControl,
  useCurrentUser,
  useDocumentTitle,
  type ModerationAction,
  type ReportedItem,
  type ReportItemKind,
  type ReportReason,
} from '@kinora/shared';
import { REPORT_REASON_LABELS } from '@kinora/shared/moderation';
import { useState } from 'react';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { type QueueFilters, queueKey, useReportQueue } from '../hooks/use-report-queue';
import {
  ITEM_KIND_LABELS,
  MODERATION_TITLE,
  MODERATORS_ONLY_MESSAGE,
  MODERATORS_ONLY_TITLE,
} from '../texts';
import { ReviewList } from '../../../lib/review-card';
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

const readQueueFilters = (params: URLSearchParams): QueueFilters => ({
  status: params.get('status') === 'resolved' ? 'resolved' : 'open',
  kind: oneOf(REPORT_ITEM_KINDS, params.get('kind')),
  reason: oneOf(REPORT_REASONS, params.get('reason')),
});

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
  const [filters, setFilters] = useUrlFilters(readQueueFilters, { status: 'open' });
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
      <PagedResults
        list={queue}
        loadingLabel={QUEUE_LOADING}
        failedMessage={QUEUE_LOAD_FAILED}
        empty={
          filters.status === 'open'
            ? { title: QUEUE_EMPTY_OPEN, message: 'No open reports match these filters.' }
            : { title: QUEUE_EMPTY_RESOLVED, message: 'No resolved reports match these filters.' }
        }
        moreFailedMessage="Could not load more reports."
      >
        <ReviewList aria-label="Reported items">
          {queue.items.map((entry) => (
            <li key={queueKey(entry)}>
              <ReportedItemCard
                entry={entry}
                onAction={(target, action) => setActing({ entry: target, action })}
              />
            </li>
          ))}
        </ReviewList>
      </PagedResults>
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
