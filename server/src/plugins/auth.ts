import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous (or invalid-token) request. */
    userId: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (userId: string) => string;
  }
}

export interface AuthPluginOptions {
  config: AppConfig;
  jwtSecret: string;
}

/** The signed-in user's id; call only in handlers behind `requireUser`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/**
 * Bearer access tokens (short-lived JWTs). Every request is authenticated optionally: a missing or
 * invalid token makes it anonymous, so a stale token never breaks a public page; routes that need
 * a user add `requireUser`, which answers 401 and lets the client refresh.
 */
async function authPlugin(app: FastifyInstance, { config, jwtSecret }: AuthPluginOptions) {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: jwtSecret,
    sign: { expiresIn: config.accessTokenTtlSeconds, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    try {
      const payload = await request.jwtVerify<{ sub: string }>();
      request.userId = typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      request.userId = null;
    }
  });

  app.decorate('requireUser', (request: FastifyRequest) => {
    if (request.userId) return Promise.resolve();
    const reason = request.headers.authorization
      ? 'Access token is invalid or expired.'
      : 'Authentication required.';
    return Promise.reject(unauthorized(reason));
  });
  app.decorate('signAccessToken', (userId: string) => app.jwt.sign({ sub: userId }));
}

export default fp(authPlugin, { name: 'auth' });
