import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE, REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@kinora/contract';
import { forbidden } from '../../lib/http-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** The refresh cookie goes only to the session endpoints. */
const REFRESH_PATH = `${API_BASE}/users`;

/**
 * Sets the httpOnly refresh cookie and a readable XSRF cookie; refresh and logout then demand the
 * XSRF value back in a header, which another site can neither read nor forge (double submit).
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  refreshToken: string,
): void {
  const common = {
    sameSite: 'strict' as const,
    secure: config.secureCookies,
    maxAge: config.refreshTokenTtlSeconds,
  };
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: REFRESH_PATH });
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    ...common,
    httpOnly: false,
    path: '/',
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const common = { sameSite: 'strict' as const, secure: config.secureCookies };
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: REFRESH_PATH });
  reply.clearCookie(XSRF_COOKIE, { ...common, path: '/' });
}

export function assertXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (!cookie || typeof header !== 'string') throw forbidden('Missing XSRF token.');
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden('Invalid XSRF token.');
}

export function refreshCookieOf(request: FastifyRequest): string | null {
  return request.cookies[REFRESH_COOKIE] || null;
}
