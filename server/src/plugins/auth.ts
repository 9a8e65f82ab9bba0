import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { message, unauthorized } from '../lib/http-error';
import { deriveKey } from '../lib/secrets';
import { suspensionMessage } from '../lib/suspension';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** `sid`: the session (refresh-token family) the access token was issued for. */
interface AccessTokenClaims {
  sub: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous (or invalid-token) request. */
    userId: string | null;
    /** The session of the access token, when `userId` is set. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (userId: string, sessionId: string) => string;
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

/** The session of the request's access token; call only in handlers behind `requireUser`. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/**
 * Bearer access tokens (short-lived JWTs). Every request is authenticated optionally: a missing or
 * invalid token makes it anonymous, so a stale token never breaks a public page; routes that need
 * a user add `requireUser`, which answers 401 and lets the client refresh. A token is valid only
 * while its session lasts: once the session has ended (logout, password change, signing the
 * device out, account deletion) its tokens are refused before they expire. A suspended account's
 * tokens are refused outright, on every route, with the reason (its refresh fails the same way),
 * so the person learns why at once; signing out still works, to clear the device.
 */
async function authPlugin(app: FastifyInstance, { config, jwtSecret }: AuthPluginOptions) {
  // The secret signs the device cookie (see the login guard).
  await app.register(fastifyCookie, { secret: deriveKey(jwtSecret, 'cookie-signing') });
  await app.register(fastifyJwt, {
    secret: jwtSecret,
    sign: { expiresIn: config.accessTokenTtlSeconds, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await request.jwtVerify<Partial<AccessTokenClaims>>().catch(() => null);
    // Tokens from before sessions had ids carry no `sid`: the client refreshes for a new one.
    if (typeof claims?.sub !== 'string' || typeof claims.sid !== 'string') return;
    const { sub, sid } = claims;
    const suspension = app.revokedSessions.suspensionOf(sub);
    if (suspension) {
      if (request.routeOptions.config.endpoint === 'POST /users/logout') return;
      throw unauthorized(suspensionMessage(suspension));
    }
    if (app.revokedSessions.has(sid)) return;
    request.userId = sub;
    request.sessionId = sid;
  });

  app.decorate('requireUser', (request: FastifyRequest) => {
    if (request.userId) return Promise.resolve();
    const reason = request.headers.authorization
      ? message('Access token is invalid or expired.')
      : message('Authentication required.');
    return Promise.reject(unauthorized(reason));
  });
  app.decorate('signAccessToken', (userId: string, sessionId: string) =>
    app.jwt.sign({ sub: userId, sid: sessionId }),
  );
}

export default fp(authPlugin, { name: 'auth', dependencies: ['session-revocations'] });
