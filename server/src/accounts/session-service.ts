import { createHash, createHmac, randomBytes } from 'node:crypto';
import { message, unauthorized } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { createRefreshTokenRepository } from './refresh-token-repository';
import {
  createSessionRepository,
  type SessionClient,
  type SessionStart,
} from './session-repository';
import type { RefreshTokenRow } from './refresh-token-repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { SessionEndReason } from '@kinora/contract';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  /** The refresh-token family: the `sid` of its access tokens. */
  sessionId: string;
}

/**
 * How long the token a rotation just used up still gets the same answer. Two tabs (or a retried
 * request) refreshing at the same moment send the same cookie; the second must not look like a
 * stolen token being replayed.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface SessionServiceOptions {
  refreshTtlSeconds: number;
  signAccessToken: (userId: string, sessionId: string) => string;
  /** Secret key (derived from the JWT secret) from which each token's successor is computed. */
  successorKey: Buffer;
  /**
   * Called once ended sessions are committed, so their access tokens are refused everywhere and
   * their open notification streams are told why and closed.
   */
  onEnded: (sessionIds: string[], reason: SessionEndReason) => Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions and their refresh tokens. A session is one family of refresh tokens: opaque random
 * strings, stored only as SHA-256 hashes. Each login starts a family; every refresh uses up the
 * presented token and issues the next one. Presenting a used token means it was copied, so the
 * session ends and everyone holding it must sign in again, except within the grace window right
 * after its rotation, which answers with the same successor.
 *
 * A successor is an HMAC of its predecessor under a server key: the grace answer can hand out the
 * same token again without it ever being stored, and nobody without the key can compute it.
 */
export function createSessionService(db: Kysely<Database>, options: SessionServiceOptions) {
  const tokens = createRefreshTokenRepository(db);
  const sessions = createSessionRepository(db);

  const successorOf = (token: string) =>
    createHmac('sha256', options.successorKey).update(token).digest('base64url');
  const expiry = () => new Date(Date.now() + options.refreshTtlSeconds * 1000);

  const issued = (row: RefreshTokenRow, refreshToken: string) => ({
    accessToken: options.signAccessToken(row.user_id, row.family_id),
    refreshToken,
    sessionId: row.family_id,
    userId: row.user_id,
  });

  async function end(
    userId: string,
    which: { ids?: string[]; exceptId?: string },
    reason: SessionEndReason,
  ) {
    const ended = await sessions.end(userId, which);
    if (ended.length > 0) await options.onEnded(ended, reason);
    return ended;
  }

  /** A used token came back: the same successor within the grace window, else the session ends. */
  async function answerReuse(row: RefreshTokenRow, presented: string) {
    const successor = successorOf(presented);
    if (row.used_at && Date.now() - row.used_at.getTime() <= REFRESH_REUSE_GRACE_MS) {
      const next = await tokens.findByHash(hashToken(successor));
      if (next && next.family_id === row.family_id && !next.used_at) return issued(row, successor);
    }
    await end(row.user_id, { ids: [row.family_id] }, 'revoked');
    throw unauthorized(message('Refresh token was already used; the session has been revoked.'));
  }

  return {
    /** A new session (login, registration, a password reset) from `client`. */
    async start(
      userId: string,
      client: SessionStart,
      trx: Kysely<Database> = db,
    ): Promise<IssuedSession> {
      const sessionId = newObjectId();
      const refreshToken = randomBytes(32).toString('base64url');
      const expiresAt = expiry();
      await sessions.create({ id: sessionId, userId, client, expiresAt }, trx);
      await tokens.create(
        {
          id: newObjectId(),
          userId,
          familyId: sessionId,
          tokenHash: hashToken(refreshToken),
          expiresAt,
        },
        trx,
      );
      return { accessToken: options.signAccessToken(userId, sessionId), refreshToken, sessionId };
    },

    /** Uses up `refreshToken` and returns the next pair; 401 for anything but a live token. */
    async rotate(
      refreshToken: string,
      client: SessionClient,
    ): Promise<IssuedSession & { userId: string }> {
      const row = await tokens.findByHash(hashToken(refreshToken));
      if (!row) throw unauthorized(message('Refresh token is invalid or revoked.'));
      if (row.expires_at.getTime() <= Date.now())
        throw unauthorized(message('Refresh token expired.'));
      if (row.used_at) return answerReuse(row, refreshToken);
      const successor = successorOf(refreshToken);
      const outcome = await db.transaction().execute(async (trx) => {
        const expiresAt = expiry();
        // The session row first: ending a session locks it before its tokens, and so do we.
        if (!(await sessions.touch(row.family_id, { client, expiresAt }, trx))) return 'ended';
        if (!(await tokens.claim(row.id, trx))) return 'raced';
        await tokens.create(
          {
            id: newObjectId(),
            userId: row.user_id,
            familyId: row.family_id,
            tokenHash: hashToken(successor),
            expiresAt,
          },
          trx,
        );
        return 'rotated';
      });
      if (outcome === 'ended') throw unauthorized(message('Refresh token is invalid or revoked.'));
      if (outcome === 'rotated') return issued(row, successor);
      // Another request used the same token first (two tabs at once): the grace rule decides.
      const used = await tokens.findByHash(hashToken(refreshToken));
      if (!used) throw unauthorized(message('Refresh token is invalid or revoked.'));
      return answerReuse(used, refreshToken);
    },

    /** Ends the session the token belongs to (logout); unknown tokens are ignored. */
    async endByToken(refreshToken: string): Promise<void> {
      const row = await tokens.findByHash(hashToken(refreshToken));
      if (row) await end(row.user_id, { ids: [row.family_id] }, 'logged-out');
    },

    /**
     * Ends one of the account's sessions (`logged-out` from itself, `signed-out` from another);
     * false when it has no such session.
     */
    async endOne(
      userId: string,
      sessionId: string,
      reason: 'logged-out' | 'signed-out',
    ): Promise<boolean> {
      return (await end(userId, { ids: [sessionId] }, reason)).length > 0;
    },

    /** Ends every session of the account but `keepId` (password change, "sign out elsewhere"). */
    async endOthers(
      userId: string,
      keepId: string,
      reason: 'signed-out' | 'password-changed',
    ): Promise<number> {
      return (await end(userId, { exceptId: keepId }, reason)).length;
    },

    /**
     * Ends every session of the account inside `trx` (account deletion); call `announceEnded`
     * with the result once `trx` has committed.
     */
    endAllIn(userId: string, trx: Kysely<Database>): Promise<string[]> {
      return sessions.end(userId, {}, trx);
    },

    announceEnded: (sessionIds: string[], reason: SessionEndReason) =>
      options.onEnded(sessionIds, reason),

    listLive(userId: string, limit: number, offset: number) {
      return sessions.listLive(userId, limit, offset);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
