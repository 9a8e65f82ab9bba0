import { createHash, randomBytes } from 'node:crypto';
import { unauthorized } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { createRefreshTokenRepository } from '../repositories/refresh-token-repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refresh tokens: opaque random strings, stored only as SHA-256 hashes. Each login starts a family;
 * every refresh uses up the presented token and issues the next one in the family. Presenting a
 * used token means it was copied, so the whole family is revoked and everyone holding it must
 * sign in again.
 */
export function createSessionService(
  db: Kysely<Database>,
  options: { refreshTtlSeconds: number; signAccessToken: (userId: string) => string },
) {
  const tokens = createRefreshTokenRepository(db);

  async function issue(
    userId: string,
    familyId: string,
    trx: Kysely<Database> = db,
  ): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    await tokens.create(
      {
        id: newObjectId(),
        userId,
        familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + options.refreshTtlSeconds * 1000),
      },
      trx,
    );
    return { accessToken: options.signAccessToken(userId), refreshToken };
  }

  return {
    /** A new session (login, registration). */
    start(userId: string, trx?: Kysely<Database>): Promise<IssuedSession> {
      return issue(userId, newObjectId(), trx);
    },

    /** Uses up `refreshToken` and returns the next pair; 401 for anything but a live unused token. */
    async rotate(refreshToken: string): Promise<IssuedSession & { userId: string }> {
      const row = await tokens.findByHash(hashToken(refreshToken));
      if (!row || row.revoked_at) throw unauthorized('Refresh token is invalid or revoked.');
      if (row.used_at) {
        await tokens.revokeFamily(row.family_id);
        throw unauthorized('Refresh token was already used; the session has been revoked.');
      }
      if (row.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token expired.');
      const next = await db.transaction().execute(async (trx) => {
        if (!(await tokens.claim(row.id, trx))) return null;
        return issue(row.user_id, row.family_id, trx);
      });
      if (!next) {
        // Lost a race with another use of the same token: that is a replay too.
        await tokens.revokeFamily(row.family_id);
        throw unauthorized('Refresh token was already used; the session has been revoked.');
      }
      return { ...next, userId: row.user_id };
    },

    /** Ends the session the token belongs to (logout); unknown tokens are ignored. */
    async revoke(refreshToken: string): Promise<void> {
      const row = await tokens.findByHash(hashToken(refreshToken));
      if (row) await tokens.revokeFamily(row.family_id);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
