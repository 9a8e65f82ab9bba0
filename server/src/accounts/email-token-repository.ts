import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { newObjectId } from '../lib/object-id';
import type { Database } from '../db/schema';
import type { EmailTokenPurpose } from '../db/account-security-tables';

type Db = Kysely<Database> | Transaction<Database>;

/** A link's token as mailed (32 random bytes, base64url) and the hash the table keeps of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** A link that still works: whose account it is, where it was sent, until when. */
export interface LiveLink {
  user_id: string;
  purpose: EmailTokenPurpose;
  email: string;
  expires_at: Date;
}

const now = sql<Date>`now()`;

/**
 * The links mailed for a password reset, a verification or a change of address, kept as hashes:
 * the table alone opens nothing. A link works once, until it expires, and only while it is the
 * newest of its kind for its account.
 */
export function createEmailTokenRepository(db: Kysely<Database>) {
  return {
    /** Ends the account's live links of these purposes (a newer one replaces them, or they are moot). */
    async retire(userId: string, purposes: EmailTokenPurpose[], trx: Db = db): Promise<void> {
      await trx
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', 'in', purposes)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Stores a new link, retiring the account's older ones of its purpose. */
    async issue(
      link: { userId: string; purpose: EmailTokenPurpose; email: string; hash: string },
      ttlMs: number,
      trx: Db = db,
    ): Promise<Date> {
      await this.retire(link.userId, [link.purpose], trx);
      const row = await trx
        .insertInto('email_tokens')
        .values({
          id: newObjectId(),
          user_id: link.userId,
          purpose: link.purpose,
          token_hash: link.hash,
          email: link.email,
          expires_at: sql<Date>`now() + ${sql.lit(ttlMs)} * interval '1 millisecond'`,
        })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
      return row.expires_at;
    },

    /** The link with this hash, if it is of one of `purposes` and still works. */
    async findLive(
      hash: string,
      purposes: EmailTokenPurpose[],
      trx: Db = db,
    ): Promise<LiveLink | null> {
      const row = await trx
        .selectFrom('email_tokens')
        .select(['user_id', 'purpose', 'email', 'expires_at'])
        .where('token_hash', '=', hash)
        .where('purpose', 'in', purposes)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Uses the link up, if it is of one of `purposes` and still works: one statement, so two
     * requests with the same link cannot both get it.
     */
    async use(hash: string, purposes: EmailTokenPurpose[], trx: Db = db): Promise<LiveLink | null> {
      const row = await trx
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('purpose', 'in', purposes)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'purpose', 'email', 'expires_at'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** Expired links (housekeeping): used or not, they open nothing any more. */
    async deleteExpired(trx: Db = db): Promise<void> {
      await trx.deleteFrom('email_tokens').where('expires_at', '<=', now).execute();
    },
  };
}

export type EmailTokenRepository = ReturnType<typeof createEmailTokenRepository>;
