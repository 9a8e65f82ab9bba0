import {
  numberedPages,
  usePagedList,
  type PagedList,
  type ReportedItem,
  type ReportItemKind,
  type ReportReason,
} from '@kinora/shared';
import { getReportQueue } from '@kinora/shared/moderation';

export interface QueueFilters {
  status: 'open' | 'resolved';
  kind: ReportItemKind | null;
  reason: ReportReason | null;
}

export interface ReportQueue extends PagedList<ReportedItem> {
  /** Puts an item as an action left it: out of the open queue once resolved, else in place. */
  settle: (item: ReportedItem) => void;
}

/** One line of the queue per item, whichever report names it. */
export const queueKey = (entry: ReportedItem) => `${entry.item.kind}:${entry.item._id}`;

/** The reported items the filters ask for, the most recently reported first, a page at a time. */
export function useReportQueue(filters: QueueFilters): ReportQueue {
  const { status, kind, reason } = filters;
  const list = usePagedList(
    numberedPages((page) =>
      getReportQueue({
        page,
        status,
        ...(kind ? { kind } : {}),
        ...(reason ? { reason } : {}),
      }),
    ),
    { keyOf: queueKey, deps: [status, kind, reason] },
  );
  const { update } = list;
  return {
    ...list,
    settle: (settled) =>
      update((items, total) => {
        const key = queueKey(settled);
        if (status === 'open' && settled.status !== 'open') {
          const kept = items.filter((entry) => queueKey(entry) !== key);
          return { items: kept, total: total - (items.length - kept.length) };
        }
        return {
          items: items.map((entry) => (queueKey(entry) === key ? settled : entry)),
          total,
        };
      }),
  };
}
