import { REPORT_ITEM_KINDS, REPORT_REASONS, type ReportedItem } from '@kinora/contract';
import { itemKey, toModerationItems, toReport } from './moderation-mappers';
import type { MediaLinkSigner } from '../videos';
import type { ModeratedItemRepository } from './moderated-item-repository';
import type { ItemRef, ReportedItemRow, ReportRepository, ReportStatus } from './report-repository';

/** The reports a line of the queue shows; the count and the reasons cover them all. */
export const REPORTS_SHOWN_PER_ITEM = 20;

export interface ReportedItemReaderDeps {
  reports: ReportRepository;
  items: ModeratedItemRepository;
  signer: MediaLinkSigner;
}

/**
 * Lines of the queue: each item shown in place with its reports of one status. A few statements
 * for a whole page, whatever its length: the items by kind, the newest reports, the reasons.
 */
export function createReportedItemReader({ reports, items, signer }: ReportedItemReaderDeps) {
  return async function readReportedItems(
    groups: ReportedItemRow[],
    status: ReportStatus,
  ): Promise<ReportedItem[]> {
    const refs: ItemRef[] = groups.map((group) => ({ kind: group.item_kind, id: group.item_id }));
    const ids = Object.fromEntries(
      REPORT_ITEM_KINDS.map((kind) => [
        kind,
        refs.filter((ref) => ref.kind === kind).map((ref) => ref.id),
      ]),
    ) as Record<ItemRef['kind'], string[]>;
    const [rows, reportRows, reasonRows] = await Promise.all([
      items.read(ids),
      reports.reportsOf(refs, status, REPORTS_SHOWN_PER_ITEM),
      reports.reasonsOf(refs, status),
    ]);
    const rendered = toModerationItems(rows, signer);
    return groups.flatMap((group): ReportedItem[] => {
      const key = itemKey(group.item_kind, group.item_id);
      const item = rendered.get(key);
      // Deleted by its owner since the page was counted.
      if (!item) return [];
      const mine = (row: { item_kind: string; item_id: string }) =>
        itemKey(row.item_kind, row.item_id) === key;
      const reasons = reasonRows
        .filter(mine)
        .sort(
          (a, b) =>
            b.count - a.count ||
            REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason),
        )
        .map(({ reason, count }) => ({ reason, count }));
      return [
        {
          item,
          status,
          reportCount: group.report_count,
          reasons,
          reports: reportRows.filter(mine).map(toReport),
          latestReportAt: group.latest_report_at.toISOString(),
        },
      ];
    });
  };
}

export type ReadReportedItems = ReturnType<typeof createReportedItemReader>;
