import type { ColumnType } from 'kysely';

/** One upload in flight (migration 070). */
export interface UploadSlotsTable {
  id: string;
  user_id: string;
  seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One object in storage and its size in bytes (migration 070). */
export interface StoredObjectsTable {
  key: string;
  folder: string | null;
  /** bigint: node-postgres answers it as a string. */
  bytes: ColumnType<string | number, number, number>;
}

/** When a periodic job last ran across the site (migration 095). */
export interface ScheduledRunsTable {
  name: string;
  last_run_at: ColumnType<Date, Date | string, Date | string>;
}

/** One resumable (tus) upload and the draft it fills (migration 128). */
export interface ResumableUploadsTable {
  id: string;
  owner_id: string;
  video_id: string;
  /** bigint: node-postgres answers it as a string. */
  total: ColumnType<string | number, number, number>;
  received: ColumnType<string | number, number | undefined, number>;
  sniffed_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** The tus store's record of the upload (its configstore value). */
  info: ColumnType<unknown, string | null | undefined, string | null>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface UploadTables {
  resumable_uploads: ResumableUploadsTable;
  upload_slots: UploadSlotsTable;
  stored_objects: StoredObjectsTable;
  scheduled_runs: ScheduledRunsTable;
}
