import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './secrets';

/** Long enough for a page to open its stream, short enough that a logged URL is soon useless. */
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface StreamTicketClaims {
  userId: string;
  sessionId: string;
}

/**
 * Tickets for `GET /notifications/stream`. EventSource cannot send an Authorization header and
 * the access token must not travel in a URL (logs, history), so a signed-in client trades its
 * token for a ticket that opens a stream and nothing else: it is MACed with a key of its own
 * (never accepted as an access token, nor an access token as a ticket), names the session (an
 * ended session's tickets are refused) and expires within a minute. Stateless, so any instance
 * behind a load balancer accepts a ticket another one issued.
 */
export function createStreamTickets(jwtSecret: string, now: () => number = Date.now) {
  const key = deriveKey(jwtSecret, 'kinora:notification-stream-ticket:v1');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue({ userId, sessionId }: StreamTicketClaims): string {
      const exp = Math.floor(now() / 1000) + STREAM_TICKET_TTL_SECONDS;
      const body = Buffer.from(JSON.stringify({ u: userId, s: sessionId, e: exp })).toString(
        'base64url',
      );
      return `${body}.${mac(body)}`;
    },

    /** The claims of a valid, unexpired ticket; null for anything else. */
    verify(ticket: string): StreamTicketClaims | null {
      const [body, sig, extra] = ticket.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        if (typeof claims !== 'object' || claims === null) return null;
        const { u, s, e } = claims as Record<string, unknown>;
        if (typeof u !== 'string' || typeof s !== 'string' || typeof e !== 'number') return null;
        if (e * 1000 <= now()) return null;
        return { userId: u, sessionId: s };
      } catch {
        return null;
      }
    },
  };
}

export type StreamTickets = ReturnType<typeof createStreamTickets>;
