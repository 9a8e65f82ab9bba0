import type { ColumnType, Generated } from 'kysely';
import type { RemoteLoadFailureKind, RemoteLoadOutcome } from '@kinora/contract';

/** One remote load reported by a browser (migration 110). */
export interface RemoteLoadsTable {
  /** bigint: node-postgres answers it as a string. */
  id: Generated<string>;
  remote: string;
  url: string;
  version: string | null;
  duration_ms: number;
  outcome: RemoteLoadOutcome;
  failure_kind: RemoteLoadFailureKind | null;
  /** The deployment file named the remote and its manifest URL when it arrived (migration 114). */
  known: ColumnType<boolean, boolean | undefined, boolean>;
  /** A keyed hash of the sender's address (migration 114); null for older rows. */
  reporter: string | null;
  reported_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PlatformTables {
  remote_loads: RemoteLoadsTable;
}
