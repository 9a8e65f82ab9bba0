import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './secrets';
import type { AttemptCounters } from './attempt-counters';

/** Long enough for a page to open its stream, short enough that a logged URL is soon useless. */
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface StreamTicketClaims {
  userId: string;
  sessionId: string;
}

/** What redeeming a ticket gave: its claims, or why it opens nothing. */
export type StreamTicketRedemption =
  { ok: true; claims: StreamTicketClaims } | { ok: false; reason: 'invalid' | 'used' };

interface VerifiedTicket extends StreamTicketClaims {
  /** The ticket's own random id, under which its use is recorded. */
  id: string;
  expiresAtMs: number;
}

/**
 * Tickets for `GET /notifications/stream`. EventSource cannot send an Authorization header and
 * the access token must not travel in a URL (logs, history), so a signed-in client trades its
 * token for a ticket that opens a stream and nothing else: it is MACed with a key of its own
 * (never accepted as an access token, nor an access token as a ticket), names the session (an
 * ended session's tickets are refused) and expires within a minute. Any instance behind a load
 * balancer accepts a ticket another one issued, and it opens one stream once: its use is recorded
 * in the attempt counters every instance shares (Redis or the database), kept until it expires.
 */
export function createStreamTickets(
  jwtSecret: string,
  counters: AttemptCounters,
  now: () => number = Date.now,
) {
  const key = deriveKey(jwtSecret, 'kinora:notification-stream-ticket:v1');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  /** The claims of a genuine, unexpired ticket; null for anything else. */
  function verify(ticket: string): VerifiedTicket | null {
    const [body, sig, extra] = ticket.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const expected = Buffer.from(mac(body));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (typeof claims !== 'object' || claims === null) return null;
      const { u, s, n, e } = claims as Record<string, unknown>;
      if (typeof u !== 'string' || typeof s !== 'string' || typeof n !== 'string') return null;
      if (typeof e !== 'number' || e * 1000 <= now()) return null;
      return { userId: u, sessionId: s, id: n, expiresAtMs: e * 1000 };
    } catch {
      return null;
    }
  }

  return {
    issue({ userId, sessionId }: StreamTicketClaims): string {
      const exp = Math.floor(now() / 1000) + STREAM_TICKET_TTL_SECONDS;
      const id = randomBytes(16).toString('base64url');
      const body = Buffer.from(JSON.stringify({ u: userId, s: sessionId, n: id, e: exp })).toString(
        'base64url',
      );
      return `${body}.${mac(body)}`;
    },

    /** The claims of a genuine, unexpired ticket, without using it up; null for anything else. */
    verify: (ticket: string): StreamTicketClaims | null => verify(ticket),

    /**
     * Uses the ticket up: its claims the first time, `used` ever after (on any instance). Its use
     * is counted first and compared after, in one step, so two requests racing with one ticket
     * cannot both open a stream.
     */
    async redeem(ticket: string): Promise<StreamTicketRedemption> {
      const verified = verify(ticket);
      if (!verified) return { ok: false, reason: 'invalid' };
      const use = await counters.reserve(
        `stream-ticket:${verified.id}`,
        1,
        Math.max(1, verified.expiresAtMs - now()),
      );
      if (!use.allowed) return { ok: false, reason: 'used' };
      return { ok: true, claims: { userId: verified.userId, sessionId: verified.sessionId } };
    },
  };
}

export type StreamTickets = ReturnType<typeof createStreamTickets>;
