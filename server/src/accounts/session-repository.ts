import { sql, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import type { Database } from '../db/schema';
import type { SignInMethod } from '@kinora/contract';

type Db = Kysely<Database> | Transaction<Database>;

export interface SessionRow {
  id: string;
  user_id: string;
  user_agent: string;
  ip_address: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  sign_in_method: SignInMethod;
}

/** Where a session was last used from. */
export interface SessionClient {
  userAgent: string;
  ipAddress: string;
}

/** A new session's device and how it was signed in. */
export interface SessionStart extends SessionClient {
  method: SignInMethod;
}

const columns = [
  'id',
  'user_id',
  'user_agent',
  'ip_address',
  'created_at',
  'last_used_at',
  'expires_at',
  'sign_in_method',
] as const;

/** User agents are the client's to choose: keep what is enough to recognise a browser. */
const USER_AGENT_MAX_LENGTH = 512;

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(
      session: { id: string; userId: string; client: SessionStart; expiresAt: Date },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          user_agent: session.client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
          ip_address: session.client.ipAddress,
          sign_in_method: session.client.method,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /**
     * Records a use (a refresh) and the new expiry; false when the session has ended. The row
     * stays locked until `trx` ends, so the session cannot end half-way through a rotation.
     */
    async touch(
      id: string,
      use: { client: SessionClient; expiresAt: Date },
      trx: Db = db,
    ): Promise<boolean> {
      const row = await trx
        .updateTable('sessions')
        .set({
          last_used_at: new Date(),
          expires_at: use.expiresAt,
          user_agent: use.client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
          ip_address: use.client.ipAddress,
        })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the account's session `id` is still there and unexpired. */
    async isLive(userId: string, id: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A page of the account's unexpired sessions, most recently used first. */
    async listLive(userId: string, limit: number, offset: number, trx: Db = db) {
      const live = trx
        .selectFrom('sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '>', new Date());
      const rows = live.select(columns).orderBy('last_used_at', 'desc').orderBy('id', 'desc');
      const { docs, total } = await readPage(rows, live, limit, offset);
      return { docs: docs satisfies SessionRow[], total };
    },

    /**
     * Ends the account's sessions that match (all of them, the listed ones, or all but one):
     * deletes them, their refresh tokens with them, and records each in `session_revocations`
     * so every instance refuses their access tokens. Returns the ids that were ended.
     */
    async end(
      userId: string,
      which: { ids?: string[]; exceptId?: string },
      trx: Db = db,
    ): Promise<string[]> {
      if (which.ids?.length === 0) return [];
      const ended = await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(which.ids !== undefined, (qb) => qb.where('id', 'in', which.ids ?? []))
        .$if(which.exceptId !== undefined, (qb) => qb.where('id', '!=', which.exceptId ?? ''))
        .returning('id')
        .execute();
      const ids = ended.map((row) => row.id);
      if (ids.length > 0) {
        await trx
          .insertInto('session_revocations')
          .values(ids.map((id) => ({ session_id: id })))
          .onConflict((oc) => oc.column('session_id').doNothing())
          .execute();
      }
      return ids;
    },

    /** Sessions ended within the last `seconds`: their access tokens may still be unexpired. */
    async revokedWithin(seconds: number, trx: Db = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('session_revocations')
        .select('session_id')
        .where('revoked_at', '>', sql<Date>`now() - ${seconds} * interval '1 second'`)
        .execute();
      return rows.map((row) => row.session_id);
    },

    /** Housekeeping: expired sessions (their tokens go with them) and old revocation entries. */
    async deleteExpired(sessionsBefore: Date, revocationsBefore: Date, trx: Db = db) {
      await trx.deleteFrom('sessions').where('expires_at', '<', sessionsBefore).execute();
      await trx
        .deleteFrom('session_revocations')
        .where('revoked_at', '<', revocationsBefore)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
