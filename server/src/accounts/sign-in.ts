import { envelope } from '../lib/envelope';
import { requestLanguage } from '../i18n/translate';
import { setDeviceCookie, setSessionCookies, trustedDeviceOf } from './session-cookies';
import { toUser, type UserRow } from './user-mappers';
import type { SessionClient } from './session-repository';
import type { SessionService } from './session-service';
import type { AppConfig } from '../config';
import type { LoginResult, SignInMethod } from '@kinora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The device a session is used from, as its owner will see it in the sessions list. */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  ipAddress: request.ip,
});

/**
 * The key an attempt to sign in to `userId` is counted under: a browser this account signed in
 * from before counts against itself, not against the account a stranger may have locked. Every
 * step that checks something secret (the password, the second factor) counts under the same key.
 */
export function loginAttemptKeyOf(
  request: FastifyRequest,
  config: AppConfig,
  userId: string,
): string {
  const device = trustedDeviceOf(request, config, userId);
  return device ? `device:${userId}:${device}` : `account:${userId}`;
}

export const SECOND_FACTOR_MESSAGE = 'Enter the code from your authenticator app.';

export interface SignInOptions {
  /**
   * The second factor was just checked (`POST /users/login/second-factor`): the session starts
   * even though the account has two-factor sign-in.
   */
  secondFactorChecked?: boolean;
}

/**
 * The last step of every way in (a password, a passkey, a second factor, a password reset): a
 * session for `user`, its cookies, the account's language (the request's), and the answer the
 * client stores. One place, so each way starts sessions alike and the sessions list can say which
 * way it was.
 *
 * A password (or a password reset) to an account with two-factor sign-in answers the challenge
 * instead: no session and no cookies until the second factor is given. A passkey is a second
 * factor by itself and never asks for one.
 */
export async function startSignedIn(
  app: FastifyInstance,
  sessions: SessionService,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  user: UserRow,
  method: SignInMethod,
  message: string,
  { secondFactorChecked = false }: SignInOptions = {},
) {
  if ((method === 'password' || method === 'password_reset') && !secondFactorChecked) {
    const challenge = await app.services.twoFactor.challengeFor(user.id, method);
    if (challenge) return envelope<LoginResult>(challenge, SECOND_FACTOR_MESSAGE);
  }
  const session = await sessions.start(user.id, { ...clientOf(request), method });
  // The language the person signs in with is the one their later mails (notifications, digests)
  // are written in.
  await app.repos.users.recordLanguage(user.id, requestLanguage(request));
  setSessionCookies(reply, request, app.config, session.refreshToken, {
    emailVerified: user.email_verified_at !== null,
  });
  setDeviceCookie(reply, request, app.config, user.id);
  return envelope<LoginResult>({ user: toUser(user), accessToken: session.accessToken }, message);
}
