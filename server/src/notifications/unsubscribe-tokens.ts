import { createHmac, timingSafeEqual } from 'node:crypto';
import { isObjectId } from '../lib/object-id';
import { isEmailKind, type EmailKind } from './email-preference-repository';

/** What an unsubscribe link stops: one kind's mail at once, or the daily digest. */
export type UnsubscribeScope = EmailKind | 'digest';

export interface UnsubscribeClaims {
  userId: string;
  scope: UnsubscribeScope;
}

const isScope = (value: string): value is UnsubscribeScope =>
  value === 'digest' || isEmailKind(value);

/**
 * The token of a notification mail's unsubscribe link: `<user>.<scope>.<signature>`. Signed, not
 * stored: a mail may be opened years later and its link must still work, and nobody can write
 * one for another account or another kind. It only ever turns mail off, so a link that leaks
 * (forwarded mail) can do no more than that.
 */
export function createUnsubscribeTokens(key: Buffer) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(userId: string, scope: UnsubscribeScope): string {
      const payload = `${userId}.${scope}`;
      return `${payload}.${sign(payload)}`;
    },

    /** Whose mail and which the token stops; null when this server did not write it. */
    read(token: string): UnsubscribeClaims | null {
      const [userId, scope, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !userId || !scope || !signature) return null;
      if (!isObjectId(userId) || !isScope(scope)) return null;
      const expected = Buffer.from(sign(`${userId}.${scope}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, scope };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
