import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long someone who gave the right password has to give the second factor. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;

/** The first step a challenge followed: it decides how the session it ends in reads. */
export type FirstStep = 'password' | 'password_reset';

export interface SecondFactorClaim {
  userId: string;
  via: FirstStep;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const isClaim = (value: unknown): value is SecondFactorClaim => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.userId === 'string' &&
    (record.via === 'password' || record.via === 'password_reset') &&
    typeof record.expiresAt === 'number'
  );
};

/**
 * The token a correct password hands out for the second step: `payload.mac`, both base64url, the
 * payload JSON naming the account, the first step and the expiry, the MAC an HMAC-SHA256 of the
 * payload under a key only the server has. Nothing is stored: any instance checks it, and it
 * stops working by itself.
 */
export function createSecondFactorTokens(key: Buffer, now = () => Date.now()) {
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(userId: string, via: FirstStep): { token: string; expiresAt: Date } {
      const expiresAt = now() + SECOND_FACTOR_TTL_MS;
      const claim: SecondFactorClaim = { userId, via, expiresAt };
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return {
        token: `${payload}.${macOf(payload).toString('base64url')}`,
        expiresAt: new Date(expiresAt),
      };
    },

    /** The claim of a genuine token that has not expired; null for anything else. */
    read(token: string): SecondFactorClaim | null {
      const [payload, mac, extra] = token.split('.');
      if (!payload || !mac || extra !== undefined) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claim: unknown;
      try {
        claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      return isClaim(claim) && claim.expiresAt > now() ? claim : null;
    },
  };
}

export type SecondFactorTokens = ReturnType<typeof createSecondFactorTokens>;
