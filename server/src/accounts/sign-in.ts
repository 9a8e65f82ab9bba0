import { envelope } from '../lib/envelope';
import { setDeviceCookie, setSessionCookies } from './session-cookies';
import { toUser, type UserRow } from './user-mappers';
import type { SessionClient } from './session-repository';
import type { SessionService } from './session-service';
import type { LoginResult, SignInMethod } from '@kinora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The device a session is used from, as its owner will see it in the sessions list. */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  ipAddress: request.ip,
});

/**
 * The last step of every way in (a password, a passkey, a second factor, a password reset): a
 * session for `user`, its cookies, and the answer the client stores. One place, so each way
 * starts sessions alike and the sessions list can say which way it was.
 */
export async function startSignedIn(
  app: FastifyInstance,
  sessions: SessionService,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  user: UserRow,
  method: SignInMethod,
  message: string,
) {
  const session = await sessions.start(user.id, { ...clientOf(request), method });
  setSessionCookies(reply, request, app.config, session.refreshToken);
  setDeviceCookie(reply, request, app.config, user.id);
  return envelope<LoginResult>({ user: toUser(user), accessToken: session.accessToken }, message);
}
