import { useState } from 'react';
import {
  clearWatchHistory,
  deleteHistoryEntry,
  getErrorMessage,
  getWatchHistory,
  notify,
  type HistoryEntry,
} from '@kinora/shared';
import { usePagedList } from '../../../lib/use-paged-list';

const idOf = (entry: HistoryEntry) => entry._id;

/** The watch history with its two mutations: remove one video and clear everything. */
export function useWatchHistory() {
  const list = usePagedList((page: number) => getWatchHistory({ page }), 'history', idOf);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);

  const setRemoving = (id: string, on: boolean) =>
    setRemovingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (entry: HistoryEntry) => {
    setRemoving(entry._id, true);
    try {
      await deleteHistoryEntry(entry._id);
      list.mutate((items) => items.filter((item) => item._id !== entry._id), -1);
      notify.success('Removed from watch history.');
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to remove the video from your history.'));
    } finally {
      setRemoving(entry._id, false);
    }
  };

  /** Resolves true when the history is now empty. */
  const clearAll = async (): Promise<boolean> => {
    setClearing(true);
    try {
      await clearWatchHistory();
      list.clear();
      notify.success('Watch history cleared.');
      return true;
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to clear your watch history.'));
      return false;
    } finally {
      setClearing(false);
    }
  };

  return { list, removingIds, remove, clearing, clearAll };
}
