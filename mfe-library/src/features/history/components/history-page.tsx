import { useEffect, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadMore,
  PageHeader,
  useDocumentTitle,
  VideoCardSkeleton,
  VisuallyHidden,
  watchIdOf,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useWatchHistory } from '../hooks/use-watch-history';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';
import { HistoryItem } from './history-item';

const SKELETONS = 6;

/** `/history`: what the signed-in person watched, newest first. */
export function HistoryPage() {
  const t = useT();
  const title = t('Watch History');
  const failed = t('Failed to fetch watch history.');
  useDocumentTitle(title);
  const { list, removingIds, remove, clearing, clearAll } = useWatchHistory();
  const [confirming, setConfirming] = useState(false);
  const { status, items, total, reload } = list;

  // Removing every loaded item while more remain on the server: fetch what is left.
  useEffect(() => {
    if (status === 'success' && items.length === 0 && total > 0) reload();
  }, [status, items.length, total, reload]);

  const hasItems = status === 'success' && items.length > 0;

  return (
    <Narrow>
      <PageHeader
        title={title}
        actions={
          hasItems ? (
            <Button $variant="ghost" onClick={() => setConfirming(true)}>
              {t('Clear all watch history')}
            </Button>
          ) : undefined
        }
      />
      {status === 'loading' ? (
        <List aria-busy="true">
          <VisuallyHidden role="status">{t('Loading watch history...')}</VisuallyHidden>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <VideoCardSkeleton layout="row" />
            </li>
          ))}
        </List>
      ) : null}
      {status === 'error' ? <ErrorState message={failed} onRetry={reload} /> : null}
      {status === 'success' && items.length === 0 ? (
        <ExploreEmptyState
          title={t('Your watch history is empty.')}
          message={t('Videos you watch will show up here.')}
        />
      ) : null}
      {hasItems ? (
        <>
          <List aria-label={t('Watched videos')}>
            {items.map((entry) => (
              <li key={watchIdOf(entry)}>
                <HistoryItem
                  entry={entry}
                  removing={removingIds.has(watchIdOf(entry))}
                  onRemove={(item) => void remove(item)}
                />
              </li>
            ))}
          </List>
          <LoadMore list={list} failedMessage={failed} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('Clear watch history?')}
        message={t('Every video will be removed from your watch history. This cannot be undone.')}
        confirmLabel={t('Clear all')}
        // The shared danger red with white text is below 4.5:1 contrast (reported to shared).
        busy={clearing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void clearAll().then((cleared) => {
            if (cleared) setConfirming(false);
          });
        }}
      />
    </Narrow>
  );
}

const Narrow = styled.div`
  max-width: 960px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
