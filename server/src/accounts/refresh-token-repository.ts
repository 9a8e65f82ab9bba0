import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
}

const columns = ['id', 'user_id', 'family_id', 'expires_at', 'used_at'] as const;

export function createRefreshTokenRepository(db: Kysely<Database>) {
  return {
    async create(
      token: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('refresh_tokens')
        .values({
          id: token.id,
          user_id: token.userId,
          family_id: token.familyId,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
        })
        .execute();
    },

    async findByHash(tokenHash: string, trx: Db = db): Promise<RefreshTokenRow | null> {
      const row = await trx
        .selectFrom('refresh_tokens')
        .select(columns)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Marks the token used if nobody did first; false means it was already used (a replay). */
    async claim(id: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: new Date() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Housekeeping: tokens that expired a while ago are no longer needed for reuse detection. */
    async deleteExpiredBefore(date: Date, trx: Db = db): Promise<void> {
      await trx.deleteFrom('refresh_tokens').where('expires_at', '<', date).execute();
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
