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
import { useT } from '../../../i18n';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { itemKindLabels, moderatorsOnlyTexts } from '../texts';
import { LogTable } from './log-table';
import { ModerationNav } from './moderation-nav';

/** The English of the empty log's title (the catalogue's key), as tests find it. */
export const LOG_EMPTY = 'Nothing in the log';

/** The filters as the URL holds them: the queue links an item's history here. */
const readLogFilters = (params: URLSearchParams) => ({
  moderator: params.get('moderator'),
  kind: REPORT_ITEM_KINDS.find((kind) => kind === params.get('kind')) ?? null,
  item: params.get('item'),
});

/** `/moderation/log` (moderators and admins): who did what to which item, when and why. */
export function ModerationLogPage() {
  const t = useT();
  useDocumentTitle(t('Moderation log'));
  const user = useCurrentUser();
  return (
    <RoleGate allowed={canModerate(user)} title={t('Moderation log')} {...moderatorsOnlyTexts(t)}>
      <ModerationLog />
    </RoleGate>
  );
}

function ModerationLog() {
  const t = useT();
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
  const kindLabels = itemKindLabels(t);
  const kindOptions = REPORT_ITEM_KINDS.map((value) => ({ value, label: kindLabels[value] }));

  return (
    <div>
      <PageHeader
        title={t('Moderation log')}
        subtitle={t(
          'Every action a moderator took, newest first. Nothing here can be edited or deleted.',
        )}
      />
      <ModerationNav />
      <Filters role="group" aria-label={t('Filter the log')}>
        <FilterSelect
          label={t('Moderator')}
          anyLabel={t('All moderators')}
          options={moderatorOptions}
          value={moderator}
          onChange={(value) => setFilters({ moderator: value })}
        />
        <FilterSelect<ReportItemKind>
          label={t('Kind')}
          anyLabel={t('All kinds')}
          options={kindOptions}
          value={kind}
          onChange={(value) => setFilters({ kind: value, item: null })}
        />
        {item ? (
          <ItemFilter>
            <span>
              {kind
                ? {
                    video: t('Only one video'),
                    comment: t('Only one comment'),
                    post: t('Only one post'),
                    channel: t('Only one channel'),
                  }[kind]
                : t('Only one item')}
            </span>
            <Button $variant="ghost" $size="sm" onClick={() => setFilters({ item: null })}>
              {t('Show all items')}
            </Button>
          </ItemFilter>
        ) : null}
      </Filters>
      <PagedResults
        list={log}
        loadingLabel={t('Loading the log...')}
        failedMessage={t('Could not load the moderation log.')}
        empty={{
          title: t('Nothing in the log'),
          message: t('No moderator action matches these filters yet.'),
        }}
        moreFailedMessage={t('Could not load more of the log.')}
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
