import {
  Button,
  canModerate,
  numberedPages,
  idOf,
  PageHeader,
  REPORT_ITEM_KINDS,
  useCurrentUser,
  useDocumentTitle,
  usePagedList,
  type PublicUser,
  type ReportItemKind,
} from '@kinora/shared';
import { getModerationLog } from '@kinora/shared/moderation';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import {
  ITEM_KIND_LABELS,
  MODERATION_LOG_TITLE,
  MODERATORS_ONLY_MESSAGE,
  MODERATORS_ONLY_TITLE,
} from '../texts';
import { LogTable } from './log-table';
import { ModerationNav } from './moderation-nav';

export const LOG_LOADING = 'Loading the log...';
export const LOG_LOAD_FAILED = 'Could not load the moderation log.';
export const LOG_EMPTY = 'Nothing in the log';

const KIND_OPTIONS = REPORT_ITEM_KINDS.map((value) => ({
  value,
  label: ITEM_KIND_LABELS[value],
}));

/** The filters as the URL holds them: the queue links an item's history here. */
const readLogFilters = (params: URLSearchParams) => ({
  moderator: params.get('moderator'),
  kind: REPORT_ITEM_KINDS.find((kind) => kind === params.get('kind')) ?? null,
  item: params.get('item'),
});

/** `/moderation/log` (moderators and admins): who did what to which item, when and why. */
export function ModerationLogPage() {
  useDocumentTitle(MODERATION_LOG_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={canModerate(user)}
      title={MODERATION_LOG_TITLE}
      deniedTitle={MODERATORS_ONLY_TITLE}
      deniedMessage={MODERATORS_ONLY_MESSAGE}
    >
      <ModerationLog />
    </RoleGate>
  );
}

function ModerationLog() {
  const [filters, setFilters] = useUrlFilters(readLogFilters);
  const { moderator, kind, item } = filters;
  const log = usePagedList(
    numberedPages((page) =>
      getModerationLog({
        page,
        ...(moderator ? { moderatorId: moderator } : {}),
        ...(kind ? { itemKind: kind } : {}),
        ...(item ? { itemId: item } : {}),
      }),
    ),
    { keyOf: idOf, deps: [moderator, kind, item] },
  );
  // The moderators the log has named so far: the filter offers them, and keeps the one chosen
  // when the filtered list names no other.
  const [moderators, setModerators] = useState<PublicUser[]>([]);
  useEffect(() => {
    setModerators((known) => {
      const fresh = log.items
        .map((entry) => entry.moderator)
        .filter((person): person is PublicUser => person !== null)
        .filter(
          (person, index, all) =>
            !known.some((other) => other._id === person._id) &&
            all.findIndex((other) => other._id === person._id) === index,
        );
      return fresh.length > 0 ? [...known, ...fresh] : known;
    });
  }, [log.items]);
  const moderatorOptions = moderators.map((person) => ({
    value: person._id,
    label: `@${person.username}`,
  }));

  return (
    <div>
      <PageHeader
        title={MODERATION_LOG_TITLE}
        subtitle="Every action a moderator took, newest first. Nothing here can be edited or deleted."
      />
      <ModerationNav />
      <Filters role="group" aria-label="Filter the log">
        <FilterSelect
          label="Moderator"
          anyLabel="All moderators"
          options={moderatorOptions}
          value={moderator}
          onChange={(value) => setFilters({ moderator: value })}
        />
        <FilterSelect<ReportItemKind>
          label="Kind"
          anyLabel="All kinds"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(value) => setFilters({ kind: value, item: null })}
        />
        {item ? (
          <ItemFilter>
            <span>Only one {kind ? ITEM_KIND_LABELS[kind].toLowerCase() : 'item'}</span>
            <Button $variant="ghost" $size="sm" onClick={() => setFilters({ item: null })}>
              Show all items
            </Button>
          </ItemFilter>
        ) : null}
      </Filters>
      <PagedResults
        list={log}
        loadingLabel={LOG_LOADING}
        failedMessage={LOG_LOAD_FAILED}
        empty={{ title: LOG_EMPTY, message: 'No moderator action matches these filters yet.' }}
        moreFailedMessage="Could not load more of the log."
      >
        <LogTable
          entries={log.items}
          onShowItem={(entry) => setFilters({ kind: entry.itemKind, item: entry.itemId })}
        />
      </PagedResults>
    </div>
  );
}

const ItemFilter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
