import type { ColumnType } from 'kysely';

/** A cached provider answer, shared by every server instance through the database. */
export interface YoutubeCacheTable {
  /** `<kind>:<normalised request>`, e.g. `search:tech reviews|12|`. */
  key: string;
  value: ColumnType<unknown, string, string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** Upstream calls (search) or quota units (everything else) spent per Pacific day. */
export interface YoutubeBudgetTable {
  /** `YYYY-MM-DD` in America/Los_Angeles, when YouTube resets its quota. */
  day: string;
  method: string;
  used: ColumnType<number, number | undefined, number>;
}

export interface YoutubeTables {
  youtube_cache: YoutubeCacheTable;
  youtube_budget: YoutubeBudgetTable;
}
