import { sql, type Kysely, type Transaction } from 'kysely';
import { newObjectId } from '../../lib/object-id';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface TotpRow {
  secret_encrypted: string;
  enabled_at: Date | null;
  /** bigint: pg hands it back as a string. */
  last_used_step: string | null;
}

/** An account's authenticator app and its recovery codes. */
export function createTwoFactorRepository(db: Kysely<Database>) {
  return {
    async findTotp(userId: string, trx: Db = db): Promise<TotpRow | null> {
      const row = await trx
        .selectFrom('user_totp')
        .select(['secret_encrypted', 'enabled_at', 'last_used_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Stores a setup waiting for its first code, replacing a waiting one; false when the app is
     * already on (that row is never replaced).
     */
    async saveWaitingTotp(userId: string, secretEncrypted: string, trx: Db = db) {
      const row = await trx
        .insertInto('user_totp')
        .values({ user_id: userId, secret_encrypted: secretEncrypted })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({
              secret_encrypted: secretEncrypted,
              last_used_step: null,
              created_at: sql<Date>`now()`,
            })
            .where('user_totp.enabled_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Turns the waiting setup on with its first code's step; false when none waits. */
    async enableTotp(userId: string, step: number, trx: Db = db): Promise<boolean> {
      const row = await trx
        .updateTable('user_totp')
        .set({ enabled_at: sql<Date>`now()`, last_used_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records that a code of `step` was used, unless one of that step or a later one already was:
     * of two requests with the same code only one gets true.
     */
    async claimStep(userId: string, step: number, trx: Db = db): Promise<boolean> {
      const row = await trx
        .updateTable('user_totp')
        .set({ last_used_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) =>
          eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteTotp(userId: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('user_totp').where('user_id', '=', userId).execute();
    },

    /** Replaces the account's recovery codes with these (hashed) ones. */
    async replaceRecoveryCodes(userId: string, codeHashes: string[], trx: Db = db) {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      if (codeHashes.length === 0) return;
      await trx
        .insertInto('recovery_codes')
        .values(codeHashes.map((code_hash) => ({ id: newObjectId(), user_id: userId, code_hash })))
        .execute();
    },

    /** Uses a code up; false when the account has no such unused code. */
    async useRecoveryCode(userId: string, codeHash: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .updateTable('recovery_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async countUnusedRecoveryCodes(userId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
