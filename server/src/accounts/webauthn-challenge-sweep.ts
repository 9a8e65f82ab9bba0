import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** WebAuthn challenges past their expiry (housekeeping): nobody can answer them any more. */
export async function deleteExpiredWebauthnChallenges(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}
