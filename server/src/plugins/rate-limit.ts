import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** Route-level limits (`config.rateLimit` on a route); ignored when limits are off. */
export const RATE_LIMITS = {
  /** Per address: a class signing up together fits, a sign-up bot does not. */
  register: { max: 60, timeWindow: '1 hour' },
  /** Per address; each session refreshes about every 15 minutes. */
  refresh: { max: 120, timeWindow: '1 minute' },
} as const;

/** Failed logins: strict per account (guessing one password), generous per address (shared NAT). */
const LOGIN_FAILURES_PER_ACCOUNT = { max: 10, timeWindow: 15 * 60_000 };
const LOGIN_FAILURES_PER_ADDRESS = { max: 100, timeWindow: 15 * 60_000 };

export interface LoginGuard {
  /** Throws 429 when the account or the address has too many recent failures. */
  check: (request: FastifyRequest, email: string) => Promise<void>;
  /** Counts one failed attempt against the account and the address. */
  recordFailure: (request: FastifyRequest, email: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

const accountKey = (email: string) => `login-account:${email.trim().toLowerCase()}`;

async function rateLimitPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (!config.rateLimits) {
    app.decorate('loginGuard', { check: async () => {}, recordFailure: async () => {} });
    return;
  }
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests, please try again in ${context.after}.`),
  });

  // Limiters are keyed per request; the account limiter's key is the email the handler read.
  const emailOf = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    ...LOGIN_FAILURES_PER_ACCOUNT,
    keyGenerator: (request) => accountKey(emailOf.get(request) ?? ''),
  });
  const perAddress = app.createRateLimit({
    ...LOGIN_FAILURES_PER_ADDRESS,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });

  const refuse = (ttlSeconds: number) =>
    tooManyRequests(
      `Too many failed login attempts, please try again in ${Math.ceil(ttlSeconds / 60)} minutes.`,
    );

  app.decorate('loginGuard', {
    check: async (request: FastifyRequest, email: string) => {
      emailOf.set(request, email);
      for (const limiter of [perAccount, perAddress]) {
        const status = await limiter(request, { increment: false });
        // A peek does not consume, so "no attempts left" (not "exceeded") is the refusal point.
        if (!status.isAllowed && (status.isExceeded || status.remaining <= 0))
          throw refuse(status.ttlInSeconds);
      }
    },
    recordFailure: async (request: FastifyRequest, email: string) => {
      emailOf.set(request, email);
      await perAccount(request);
      await perAddress(request);
    },
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
