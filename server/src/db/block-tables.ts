import type { ColumnType, Generated } from 'kysely';
import type { BlockScope } from '@kinora/contract';

/** A user's block of another, everywhere or from their channel only (migration 119). */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  scope: ColumnType<BlockScope, BlockScope | undefined, BlockScope>;
  created_at: Generated<Date>;
}

export interface BlockTables {
  user_blocks: UserBlocksTable;
}
