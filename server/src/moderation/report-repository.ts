import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import type { ReportItemKind, ReportReason } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type ReportStatus = 'open' | 'resolved';
export type ReportOutcome = 'removed' | 'reviewed';

export interface ItemRef {
  kind: ReportItemKind;
  id: string;
}

export interface NewReport {
  id: string;
  reporterId: string;
  itemKind: ReportItemKind;
  itemId: string;
  itemOwnerId: string;
  reason: ReportReason;
  text: string;
  startAt: number | null;
}

export interface QueueFilter {
  status: ReportStatus;
  kind?: ReportItemKind;
  reason?: ReportReason;
}

/** One item of the queue: how many reports of one status it has, and the newest one's time. */
export interface ReportedItemRow {
  item_kind: ReportItemKind;
  item_id: string;
  report_count: number;
  latest_report_at: Date;
}

export interface ReportRow {
  id: string;
  item_kind: ReportItemKind;
  item_id: string;
  reason: ReportReason;
  text: string;
  start_at: number | null;
  created_at: Date;
  reporter_id: string;
  reporter_username: string;
  reporter_full_name: string;
  reporter_avatar_key: string | null;
}

/** The reports of an item, by reason. */
export interface ReasonCountRow {
  item_kind: ReportItemKind;
  item_id: string;
  reason: ReportReason;
  count: number;
}

/**
 * Reports whose item is still there. Open reports go with their item (migration 121); resolved
 * ones outlive it, with their reporters' notices, and the queue leaves those out.
 */
function itemExists(eb: ExpressionBuilder<Database, 'reports'>) {
  const exists = (table: 'videos' | 'comments' | 'tweets' | 'users') =>
    eb.exists(
      eb
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .whereRef(`${table}.id`, '=', 'reports.item_id'),
    );
  return eb.or([
    eb.and([eb('reports.item_kind', '=', 'video'), exists('videos')]),
    eb.and([eb('reports.item_kind', '=', 'comment'), exists('comments')]),
    eb.and([eb('reports.item_kind', '=', 'post'), exists('tweets')]),
    eb.and([eb('reports.item_kind', '=', 'channel'), exists('users')]),
  ]);
}

/** Reports, read as `r`, of any of the items. */
const ofItems =
  (items: ItemRef[]) => (eb: ExpressionBuilder<Database & { r: Database['reports'] }, 'r'>) =>
    eb.or(
      items.map((item) =>
        eb.and([eb('r.item_kind', '=', item.kind), eb('r.item_id', '=', item.id)]),
      ),
    );

/** Reports to the moderators: sent by users, read grouped by item, resolved by an action. */
export function createReportRepository(db: Kysely<Database>) {
  return {
    /** A unique violation means the reporter has an open report of the item already. */
    async create(report: NewReport, trx: Db = db): Promise<void> {
      await trx
        .insertInto('reports')
        .values({
          id: report.id,
          reporter_id: report.reporterId,
          item_kind: report.itemKind,
          item_id: report.itemId,
          item_owner_id: report.itemOwnerId,
          reason: report.reason,
          text: report.text,
          start_at: report.startAt,
        })
        .execute();
    },

    async hasOpen(reporterId: string, item: ItemRef, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('reports')
        .select('id')
        .where('reporter_id', '=', reporterId)
        .where('item_kind', '=', item.kind)
        .where('item_id', '=', item.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The item a report names; null when there is no such report. */
    async findItem(reportId: string, trx: Db = db): Promise<ItemRef | null> {
      const row = await trx
        .selectFrom('reports')
        .select(['item_kind', 'item_id'])
        .where('id', '=', reportId)
        .executeTakeFirst();
      return row ? { kind: row.item_kind, id: row.item_id } : null;
    },

    /** Resolves the item's open reports with `outcome`; answers their ids. */
    async resolveOpen(item: ItemRef, outcome: ReportOutcome, trx: Db = db): Promise<string[]> {
      const rows = await trx
        .updateTable('reports')
        .set({ status: 'resolved', outcome, resolved_at: new Date() })
        .where('item_kind', '=', item.kind)
        .where('item_id', '=', item.id)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * A page of reported items: those with reports of `filter.status` (of a reason, when asked),
     * the most recently reported first, with the count of those reports.
     */
    async listItems(filter: QueueFilter, limit: number, offset: number, trx: Db = db) {
      const { kind, reason } = filter;
      let reported = trx
        .selectFrom('reports')
        .where('reports.status', '=', filter.status)
        .where(itemExists);
      if (kind) reported = reported.where('reports.item_kind', '=', kind);
      let byItem = reported.groupBy(['reports.item_kind', 'reports.item_id']);
      // An item given this reason by any of its reports, shown with all of them.
      if (reason) byItem = byItem.having(sql<boolean>`bool_or(reports.reason = ${reason})`);
      const grouped = byItem.select([
        'reports.item_kind',
        'reports.item_id',
        (eb) => eb.fn.countAll<number>().as('report_count'),
        (eb) => eb.fn.max('reports.created_at').as('latest_report_at'),
      ]);
      const { docs, total } = await readPage(
        grouped.orderBy('latest_report_at', 'desc').orderBy('reports.item_id', 'desc'),
        trx.selectFrom(grouped.as('g')),
        limit,
        offset,
      );
      return {
        docs: docs.map((row): ReportedItemRow => ({
          ...row,
          report_count: Number(row.report_count),
        })),
        total,
      };
    },

    /** The items' reports of `status`, the newest `perItem` of each, with their reporters. */
    async reportsOf(
      items: ItemRef[],
      status: ReportStatus,
      perItem: number,
      trx: Db = db,
    ): Promise<ReportRow[]> {
      if (items.length === 0) return [];
      const ranked = trx
        .selectFrom('reports as r')
        .innerJoin('users as u', 'u.id', 'r.reporter_id')
        .select([
          'r.id',
          'r.item_kind',
          'r.item_id',
          'r.reason',
          'r.text',
          'r.start_at',
          'r.created_at',
          'u.id as reporter_id',
          'u.username as reporter_username',
          'u.full_name as reporter_full_name',
          'u.avatar_key as reporter_avatar_key',
          sql<number>`row_number() OVER (PARTITION BY r.item_kind, r.item_id
            ORDER BY r.created_at DESC, r.id DESC)`.as('rank'),
        ])
        .where('r.status', '=', status)
        .where(ofItems(items));
      const rows = await trx
        .selectFrom(ranked.as('ranked'))
        .selectAll()
        .where('ranked.rank', '<=', perItem)
        .orderBy('ranked.created_at', 'desc')
        .orderBy('ranked.id', 'desc')
        .execute();
      return rows.map(({ rank: _rank, ...row }) => row);
    },

    /** How many reports of `status` each item has per reason. */
    async reasonsOf(items: ItemRef[], status: ReportStatus, trx: Db = db) {
      if (items.length === 0) return [];
      const rows = await trx
        .selectFrom('reports as r')
        .select(['r.item_kind', 'r.item_id', 'r.reason'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('r.status', '=', status)
        .where(ofItems(items))
        .groupBy(['r.item_kind', 'r.item_id', 'r.reason'])
        .execute();
      return rows.map((row): ReasonCountRow => ({ ...row, count: Number(row.count) }));
    },

    /** The item's reports of `status`: how many, and when the newest came (null: none). */
    async summaryOf(item: ItemRef, status: ReportStatus, trx: Db = db) {
      const row = await trx
        .selectFrom('reports')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('created_at').as('latest'),
        ])
        .where('item_kind', '=', item.kind)
        .where('item_id', '=', item.id)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), latest: row.latest as Date | null };
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
