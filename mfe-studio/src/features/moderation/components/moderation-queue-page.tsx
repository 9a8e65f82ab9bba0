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
import { useT } from '../../../i18n';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { type QueueFilters, queueKey, useReportQueue } from '../hooks/use-report-queue';
import { itemKindLabels, moderatorsOnlyTexts } from '../texts';
import { ReviewList } from '../../../lib/review-card';
import { ModerationActionDialog } from './moderation-action-dialog';
import { ModerationNav } from './moderation-nav';
import { ReportedItemCard } from './reported-item-card';

/** The English of the open queue's empty title (the catalogue's key), as tests find it. */
export const QUEUE_EMPTY_OPEN = 'Nothing to review';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.find((candidate) => candidate === value) ?? null;

const readQueueFilters = (params: URLSearchParams): QueueFilters => ({
  status: params.get('status') === 'resolved' ? 'resolved' : 'open',
  kind: oneOf(REPORT_ITEM_KINDS, params.get('kind')),
  reason: oneOf(REPORT_REASONS, params.get('reason')),
});

/** `/moderation` (moderators and admins): the reported items, each with what can be done to it. */
export function ModerationQueuePage() {
  const t = useT();
  useDocumentTitle(t('Moderation'));
  const user = useCurrentUser();
  return (
    <RoleGate allowed={canModerate(user)} title={t('Moderation')} {...moderatorsOnlyTexts(t)}>
      <ModerationQueue />
    </RoleGate>
  );
}

function ModerationQueue() {
  const t = useT();
  const [filters, setFilters] = useUrlFilters(readQueueFilters, { status: 'open' });
  const queue = useReportQueue(filters);
  const [acting, setActing] = useState<{ entry: ReportedItem; action: ModerationAction } | null>(
    null,
  );

  const statusOptions = [
    { value: 'open', label: t('Open') },
    { value: 'resolved', label: t('Resolved') },
  ] as const;
  const kindLabels = itemKindLabels(t);
  const kindOptions = REPORT_ITEM_KINDS.map((value) => ({ value, label: kindLabels[value] }));
  const reasonOptions = REPORT_REASONS.map((value) => ({
    value,
    label: REPORT_REASON_LABELS[value],
  }));

  return (
    <div>
      <PageHeader
        title={t('Moderation')}
        subtitle={t(
          'What people reported, the most recently reported first. Every action can be undone, and each one is kept in the log.',
        )}
      />
      <ModerationNav />
      <Filters role="group" aria-label={t('Filter the reports')}>
        <SegmentedControl
          label={t('Status')}
          options={statusOptions}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect<ReportItemKind>
          label={t('Kind')}
          anyLabel={t('All kinds')}
          options={kindOptions}
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
        />
        <FilterSelect<ReportReason>
          label={t('Reason')}
          anyLabel={t('All reasons')}
          options={reasonOptions}
          value={filters.reason}
          onChange={(reason) => setFilters({ reason })}
        />
      </Filters>
      <PagedResults
        list={queue}
        loadingLabel={t('Loading the reports...')}
        failedMessage={t('Could not load the reports.')}
        empty={
          filters.status === 'open'
            ? { title: t('Nothing to review'), message: t('No open reports match these filters.') }
            : {
                title: t('No resolved reports'),
                message: t('No resolved reports match these filters.'),
              }
        }
        moreFailedMessage={t('Could not load more reports.')}
      >
        <ReviewList aria-label={t('Reported items')}>
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
