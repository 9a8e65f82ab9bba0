import type { ColumnType } from 'kysely';
import type { ModerationAction, ReportItemKind, ReportReason } from '@kinora/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A report of an item to the moderators (migration 116). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  item_kind: ReportItemKind;
  item_id: string;
  item_owner_id: string;
  reason: ReportReason;
  text: ColumnType<string, string | undefined, string>;
  start_at: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  outcome: ColumnType<
    'removed' | 'reviewed' | null,
    'removed' | 'reviewed' | null | undefined,
    'removed' | 'reviewed' | null
  >;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
}

/** What a moderator did (migration 116): written once, never updated. */
export interface ModerationLogTable {
  id: string;
  moderator_id: string | null;
  action: ModerationAction;
  item_kind: ReportItemKind;
  item_id: string;
  owner_id: string | null;
  note: ColumnType<string, string | undefined, string>;
  reason: ColumnType<string, string | undefined, string>;
  suspended_until: NullableTimestamp;
  created_at: Timestamp;
}

export interface ModerationTables {
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
}
