import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import {
  createRedisAttemptCounters,
  withFallback,
  type AttemptCounters,
  type Reservation,
} from '../lib/attempt-counters';
import { addressKey } from '../lib/client-address';
import { message, tooManyRequests, type Message } from '../lib/http-error';
import { databaseRateLimitStore } from './login-attempt-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** Route-level limits (`config.rateLimit` on a route); ignored when limits are off. */
export const RATE_LIMITS = {
  /** Per address: a class signing up together fits, a sign-up bot does not. */
  register: { max: 60, timeWindow: '1 hour' },
  /**
   * Per address: a mail provider's one-click unsubscribes come from its own servers, many
   * people's from one address, so the limit is generous; a signed token cannot be guessed, so it
   * only bounds the work.
   */
  unsubscribe: { max: 60, timeWindow: '1 minute' },
  /** Per address: each application waits for an admin to read it, so few are enough. */
  application: { max: 5, timeWindow: '1 hour' },
  /** Per address; each session refreshes about every 15 minutes. */
  refresh: { max: 120, timeWindow: '1 minute' },
  /**
   * Per address: an open tab reports its remote loads at most every 30 s (and once more when it
   * is left), so a few tabs behind one address fit; a flood of made-up reports does not.
   */
  remoteLoads: { max: 10, timeWindow: '1 minute' },
  /**
   * Per address: passkey challenges and sign-ins. A person needs a few; each answer costs a
   * signature check, so a flood of made-up ones is cut short.
   */
  passkeySignIn: { max: 30, timeWindow: '5 minutes' },
  /**
   * Per address: opening a mailed link (a reset, a verification, a change of address). Its token
   * cannot be guessed; this only keeps anyone from trying.
   */
  emailLink: { max: 30, timeWindow: '15 minutes' },
  /**
   * Per account: changes that check the password or answer "already registered" (which tells
   * whether an email has an account) cannot be used to guess either.
   */
  accountChange: {
    max: 20,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => `account-change:${request.userId ?? request.ip}`,
  },
  /**
   * Per account: an archive copies every video of the account, so asking for one again and
   * again would keep a worker busy for nothing; one at a time is the rule besides.
   */
  dataExport: {
    max: 3,
    timeWindow: '1 day',
    keyGenerator: (request: FastifyRequest) => `data-export:${request.userId ?? request.ip}`,
  },
} as const;

/**
 * Login attempts: strict per account (guessing one password), generous per address (shared NAT).
 * A browser that signed in to the account before has a counter of its own instead of the
 * account's, so a stranger's guesses cannot lock the owner out (see `DEVICE_COOKIE`).
 */
const LOGIN_ATTEMPTS_PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
const LOGIN_ATTEMPTS_PER_ADDRESS = { max: 100, windowMs: 15 * 60_000 };

/**
 * Sign-ups naming one email, from any address: "Email is already registered." tells whether an
 * address has an account, so asking it of one address is limited wherever the asking comes from.
 */
const REGISTRATIONS_PER_EMAIL = { max: 5, windowMs: 60 * 60_000 };

/**
 * Requests that make the site mail someone (a reset link, a verification, a change of address):
 * per address asked about (any case), per account mailed and per client address, so nobody can
 * fill an inbox or mail many addresses.
 */
const MAIL_REQUESTS_PER_EMAIL = { max: 5, windowMs: 60 * 60_000 };
const MAIL_REQUESTS_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 };
const MAIL_REQUESTS_PER_CLIENT = { max: 20, windowMs: 60 * 60_000 };

/** What a request mails for: each kind has its own allowance. */
export type MailRequestKind = 'password_reset' | 'verify_email' | 'change_email';

export interface MailRequestGuard {
  /**
   * Counts a request against the client's address and, when given, the email it names; 429 once
   * either had its share. Neither depends on whether the email has an account.
   */
  admit: (request: FastifyRequest, kind: MailRequestKind, email?: string) => Promise<void>;
  /**
   * Counts a mail to the account; false once it had its share. Not a 429 by itself: for a
   * password reset, a refusal only an existing account gets would tell that it exists.
   */
  admitAccount: (kind: MailRequestKind, accountId: string) => Promise<boolean>;
}

/** One login attempt, counted before the password is checked. */
export interface LoginAttempt {
  /** The password was right: the attempt is given back, so only failures use the allowance. */
  succeeded: () => Promise<void>;
}

export interface LoginGuard {
  /**
   * Counts the attempt against the request's address and against `accountKey` (the account, or
   * the trusted device signing in to it) before the password is checked; 429 when either has
   * none left, and then the password is never checked.
   */
  begin: (request: FastifyRequest, accountKey: string) => Promise<LoginAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
    /** Limits the requests that make the site send mail (see `MailRequestGuard`). */
    mailRequests: MailRequestGuard;
    /** Counts a sign-up naming `email` (any case); 429 once that email had its share. */
    registrationGuard: (email: string) => Promise<void>;
    /**
     * The counters every instance shares (Redis, else the database), also for what must happen
     * once across instances whether limits are on or off (a stream ticket's use).
     */
    attemptCounters: AttemptCounters;
  }
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Each unit of the wait the route limits name (`30 seconds`, `1 minute`), in every language. */
const WAIT_UNITS: Record<string, (count: number) => Message> = {
  second: (count) => message('{{count}} seconds', { count }),
  minute: (count) => message('{{count}} minutes', { count }),
  hour: (count) => message('{{count}} hours', { count }),
  day: (count) => message('{{count}} days', { count }),
  year: (count) => message('{{count}} years', { count }),
};

/**
 * The wait the route limits name in English (`1 minute`, `30 seconds`, as `@lukeed/ms` writes
 * it), as a message; one in another shape (under a second) is told as it is.
 */
function waitOf(after: string): Message | string {
  const [, count, unit] = /^(\d+) (second|minute|hour|day|year)s?$/.exec(after) ?? [];
  const said = unit ? WAIT_UNITS[unit] : undefined;
  return said ? said(Number(count)) : after;
}

const refuse = (retryAfterMs: number) =>
  tooManyRequests(
    message('Too many failed login attempts, please try again in {{count}} minutes.', {
      count: minutesOf(retryAfterMs),
    }),
  );

function createLoginGuard(counters: AttemptCounters): LoginGuard {
  return {
    async begin(request, accountKey) {
      const held: Reservation[] = [];
      const limits = [
        { key: `address:${addressKey(request.ip)}`, ...LOGIN_ATTEMPTS_PER_ADDRESS },
        { key: accountKey, ...LOGIN_ATTEMPTS_PER_ACCOUNT },
      ];
      for (const { key, max, windowMs } of limits) {
        const result = await counters.reserve(key, max, windowMs);
        if (!result.allowed) {
          // Only the limit that refused keeps this attempt.
          await Promise.all(held.map((reservation) => reservation.release()));
          throw refuse(result.retryAfterMs);
        }
        held.push(result);
      }
      return {
        succeeded: async () => {
          await Promise.all(held.map((reservation) => reservation.release()));
        },
      };
    },
  };
}

const digestOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * Counted under a digest of the email: the counters need not keep a list of the addresses
 * someone tried to sign up with.
 */
function createRegistrationGuard(counters: AttemptCounters) {
  return async (email: string) => {
    const { max, windowMs } = REGISTRATIONS_PER_EMAIL;
    const result = await counters.reserve(`register-email:${digestOf(email)}`, max, windowMs);
    if (!result.allowed)
      throw tooManyRequests(
        message('Too many sign-ups with this email, please try again in {{count}} minutes.', {
          count: minutesOf(result.retryAfterMs),
        }),
      );
  };
}

function createMailRequestGuard(counters: AttemptCounters): MailRequestGuard {
  return {
    async admit(request, kind, email) {
      const limits = [
        { key: `mail:${kind}:client:${addressKey(request.ip)}`, ...MAIL_REQUESTS_PER_CLIENT },
        ...(email === undefined
          ? []
          : [{ key: `mail:${kind}:email:${digestOf(email)}`, ...MAIL_REQUESTS_PER_EMAIL }]),
      ];
      for (const { key, max, windowMs } of limits) {
        const result = await counters.reserve(key, max, windowMs);
        if (!result.allowed)
          throw tooManyRequests(
            message('Too many emails asked for, please try again in {{count}} minutes.', {
              count: minutesOf(result.retryAfterMs),
            }),
          );
      }
    },
    async admitAccount(kind, accountId) {
      const { max, windowMs } = MAIL_REQUESTS_PER_ACCOUNT;
      return (await counters.reserve(`mail:${kind}:account:${accountId}`, max, windowMs)).allowed;
    },
  };
}

/**
 * Rate limits. The route limits and the login counters are shared by every instance and survive
 * restarts: in Redis when `REDIS_URL` is set, else in the database.
 */
async function rateLimitPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const counters = app.redis
    ? withFallback(createRedisAttemptCounters(app.redis), app.repos.loginAttempts, (error) =>
        app.log.debug({ err: error }, 'Redis is away: counting attempts in the database'),
      )
    : app.repos.loginAttempts;
  app.decorate('attemptCounters', counters);
  if (!config.rateLimits) {
    const attempt: LoginAttempt = { succeeded: () => Promise.resolve() };
    app.decorate('loginGuard', { begin: () => Promise.resolve(attempt) });
    app.decorate('registrationGuard', () => Promise.resolve());
    app.decorate('mailRequests', {
      admit: () => Promise.resolve(),
      admitAccount: () => Promise.resolve(true),
    } satisfies MailRequestGuard);
    return;
  }
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted where every instance sees them: Redis when configured, else the database. While
    // Redis is away the route limits are not counted, rather than every limited route failing;
    // the sign-in, sign-up and mail limits fall back to the database (`withFallback`). The
    // database away fails the request anyway, with the 503 every query gives then.
    ...(app.redis
      ? { redis: app.redis, skipOnError: true }
      : { store: databaseRateLimitStore(app.db) }),
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        message('Too many requests, please try again in {{after}}.', {
          after: waitOf(context.after),
        }),
      ),
  });
  app.decorate('loginGuard', createLoginGuard(counters));
  app.decorate('registrationGuard', createRegistrationGuard(counters));
  app.decorate('mailRequests', createMailRequestGuard(counters));
}

export default fp(rateLimitPlugin, {
  name: 'rate-limit',
  dependencies: ['db', 'repositories', 'redis'],
});
