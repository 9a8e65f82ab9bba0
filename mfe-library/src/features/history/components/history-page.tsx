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
import { useWatchHistory } from '../hooks/use-watch-history';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';
import { HistoryItem } from './history-item';

export const HISTORY_TITLE = 'Watch History';
export const HISTORY_EMPTY = 'Your watch history is empty.';
export const HISTORY_ERROR = 'Failed to fetch watch history.';
const SKELETONS = 6;

/** `/history`: what the signed-in person watched, newest first. */
export function HistoryPage() {
  useDocumentTitle(HISTORY_TITLE);
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
        title={HISTORY_TITLE}
        actions={
          hasItems ? (
            <Button $variant="ghost" onClick={() => setConfirming(true)}>
              Clear all watch history
            </Button>
          ) : undefined
        }
      />
      {status === 'loading' ? (
        <List aria-busy="true">
          <VisuallyHidden role="status">Loading watch history...</VisuallyHidden>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <VideoCardSkeleton layout="row" />
            </li>
          ))}
        </List>
      ) : null}
      {status === 'error' ? <ErrorState message={HISTORY_ERROR} onRetry={reload} /> : null}
      {status === 'success' && items.length === 0 ? (
        <ExploreEmptyState title={HISTORY_EMPTY} message="Videos you watch will show up here." />
      ) : null}
      {hasItems ? (
        <>
          <List aria-label="Watched videos">
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
          <LoadMore list={list} failedMessage={HISTORY_ERROR} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Clear watch history?"
        message="Every video will be removed from your watch history. This cannot be undone."
        confirmLabel="Clear all"
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
