import { useState } from 'react';
import {
  clearWatchHistory,
  deleteHistoryEntry,
  getErrorMessage,
  getWatchHistory,
  notify,
  numberedPages,
  usePagedList,
  watchIdOf,
  type HistoryEntry,
} from '@kinora/shared';
import { t } from '../../../i18n';
import { usePendingIds } from '../../../lib/use-pending-ids';

/** The watch history with its two mutations: remove one video and clear everything. */
export function useWatchHistory() {
  const list = usePagedList(
    numberedPages((page) => getWatchHistory({ page })),
    { keyOf: (entry: HistoryEntry) => watchIdOf(entry), deps: [] },
  );
  const { pendingIds: removingIds, setPending: setRemoving } = usePendingIds();
  const [clearing, setClearing] = useState(false);

  const remove = async (entry: HistoryEntry) => {
    const id = watchIdOf(entry);
    setRemoving(id, true);
    try {
      await deleteHistoryEntry(id);
      list.update((items, total) => ({
        items: items.filter((item) => watchIdOf(item) !== id),
        total: Math.max(0, total - 1),
      }));
      notify.success(t('Removed from watch history.'));
    } catch (error) {
      notify.error(getErrorMessage(error, t('Failed to remove the video from your history.')));
    } finally {
      setRemoving(id, false);
    }
  };

  /** Resolves true when the history is now empty. */
  const clearAll = async (): Promise<boolean> => {
    setClearing(true);
    try {
      await clearWatchHistory();
      list.clear();
      notify.success(t('Watch history cleared.'));
      return true;
    } catch (error) {
      notify.error(getErrorMessage(error, t('Failed to clear your watch history.')));
      return false;
    } finally {
      setClearing(false);
    }
  };

  return { list, removingIds, remove, clearing, clearAll };
}
