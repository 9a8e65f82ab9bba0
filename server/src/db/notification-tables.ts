import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind } from '@kinora/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One notification for one recipient (migration 082). */
export interface NotificationsTable {
  id: Generated<string>;
  recipient_id: string;
  /** Null on the site's own notices (report outcomes, migration 116). */
  actor_id: string | null;
  kind: NotificationKind;
  video_id: string | null;
  comment_id: string | null;
  post_id: string | null;
  report_id: ColumnType<string | null, string | null | undefined, string | null>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When it went out by mail, at once or in a digest (migration 124). */
  emailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** The kinds a user turned off (migration 082); no row means all are on. */
export interface NotificationPreferencesTable {
  user_id: string;
  muted_kinds: ColumnType<NotificationKind[], NotificationKind[] | undefined, NotificationKind[]>;
  updated_at: Timestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
}
