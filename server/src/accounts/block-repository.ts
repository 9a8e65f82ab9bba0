import { readPage } from '../lib/page';
import { toPublicUser, type PublicUserRow } from './user-mappers';
import type { Block, BlockScope } from '@kinora/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface BlockRow extends PublicUserRow {
  scope: BlockScope;
  created_at: Date;
}

export function toBlock(row: BlockRow): Block {
  return { user: toPublicUser(row), scope: row.scope, createdAt: row.created_at.toISOString() };
}

/**
 * The blocks between users (migration 119). What a block hides is written once, as the
 * predicates of `lib/viewer-choices.ts` the lists use; this keeps the rows.
 */
export function createBlockRepository(db: Kysely<Database>) {
  const selectBlocks = (trx: Db, blockerId: string) =>
    trx
      .selectFrom('user_blocks')
      .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
      .select([
        'users.id',
        'users.username',
        'users.full_name',
        'users.avatar_key',
        'user_blocks.scope',
        'user_blocks.created_at',
      ])
      .where('user_blocks.blocker_id', '=', blockerId);

  return {
    /**
     * Blocks `blockedId`, or changes the scope of the block there is: the block keeps the date
     * it was made. Answers the block as the blocker's list shows it; a foreign-key violation
     * when there is no such account.
     */
    async save(
      blockerId: string,
      blockedId: string,
      scope: BlockScope,
      trx: Db = db,
    ): Promise<BlockRow> {
      await trx
        .insertInto('user_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, scope })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doUpdateSet({ scope }))
        .execute();
      return selectBlocks(trx, blockerId)
        .where('user_blocks.blocked_id', '=', blockedId)
        .executeTakeFirstOrThrow();
    },

    /** False when there was no block to lift. */
    async remove(blockerId: string, blockedId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * A page of the blocker's blocks, newest first. Suspended accounts stay listed: the list is
     * where a block is lifted, whatever became of the account since.
     */
    async list(blockerId: string, limit: number, offset: number, trx: Db = db) {
      return readPage(
        selectBlocks(trx, blockerId)
          .orderBy('user_blocks.created_at', 'desc')
          .orderBy('user_blocks.blocked_id', 'desc'),
        trx.selectFrom('user_blocks').where('blocker_id', '=', blockerId),
        limit,
        offset,
      );
    },

    /** The scope of `viewerId`'s block of `userId`; null when none (or for a visitor). */
    async scopeOf(viewerId: string | null, userId: string, trx: Db = db) {
      if (viewerId === null) return null;
      const row = await trx
        .selectFrom('user_blocks')
        .select('scope')
        .where('blocker_id', '=', viewerId)
        .where('blocked_id', '=', userId)
        .executeTakeFirst();
      return row?.scope ?? null;
    },

    /**
     * Which of `blockerIds` blocked `userId`, in either scope: those whose videos and threads
     * `userId` may no longer write in.
     */
    async blockersAmong(blockerIds: string[], userId: string, trx: Db = db): Promise<string[]> {
      if (blockerIds.length === 0) return [];
      const rows = await trx
        .selectFrom('user_blocks')
        .select('blocker_id')
        .where('blocker_id', 'in', blockerIds)
        .where('blocked_id', '=', userId)
        .execute();
      return rows.map((row) => row.blocker_id);
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
