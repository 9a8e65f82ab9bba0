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

export interface UploadTables {
  upload_slots: UploadSlotsTable;
  stored_objects: StoredObjectsTable;
  scheduled_runs: ScheduledRunsTable;
}
