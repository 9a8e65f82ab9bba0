import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Passkey } from '@kinora/contract';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface NewPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
}

export type ChallengePurpose = 'register' | 'authenticate';

const columns = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'backed_up',
  'name',
  'created_at',
  'last_used_at',
] as const;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
  backedUp: row.backed_up,
});

/** Passkeys and the WebAuthn challenges handed out for them (migration 123). */
export function createPasskeyRepository(db: Kysely<Database>) {
  return {
    /** The account's passkeys, oldest first (the order they were added). */
    listOf(userId: string): Promise<PasskeyRow[]> {
      return db
        .selectFrom('passkeys')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      return (
        (await db
          .selectFrom('passkeys')
          .select(columns)
          .where('credential_id', '=', credentialId)
          .executeTakeFirst()) ?? null
      );
    },

    async create(passkey: NewPasskey): Promise<PasskeyRow> {
      return db
        .insertInto('passkeys')
        .values({
          id: passkey.id,
          user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
          device_type: passkey.deviceType,
          backed_up: passkey.backedUp,
          name: passkey.name,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | null> {
      return (
        (await db
          .updateTable('passkeys')
          .set({ name })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning(columns)
          .executeTakeFirst()) ?? null
      );
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const row = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** After a sign-in: the authenticator's new signature counter, and when it was used. */
    async recordUse(id: string, counter: number, backedUp: boolean): Promise<void> {
      await db
        .updateTable('passkeys')
        .set({ counter, backed_up: backedUp, last_used_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async saveChallenge(challenge: {
      id: string;
      userId: string | null;
      purpose: ChallengePurpose;
      challenge: string;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('webauthn_challenges')
        .values({
          id: challenge.id,
          user_id: challenge.userId,
          purpose: challenge.purpose,
          challenge: challenge.challenge,
          expires_at: challenge.expiresAt,
        })
        .execute();
    },

    /**
     * Uses up a live challenge of `purpose`: deleted as it is read, so an answer can be checked
     * against it once, on whichever instance it reaches.
     */
    async takeChallenge(
      id: string,
      purpose: ChallengePurpose,
    ): Promise<{ userId: string | null; challenge: string } | null> {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'challenge'])
        .executeTakeFirst();
      return row ? { userId: row.user_id, challenge: row.challenge } : null;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
