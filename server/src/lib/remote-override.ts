import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A per-browser remote override: this browser loads one remote from another manifest URL (a
 * build under test) while everybody else keeps the deployment file. It loads arbitrary code into
 * the site, so it lives only in a cookie the server signed for an admin who asked for it with
 * their access token (a link or another site cannot set it), httpOnly so the page's scripts
 * cannot forge it. The signed value names the admin, the session and the browser it was set for
 * and when it ends, so a copied cookie is worth nothing elsewhere or later (see
 * `createOverrideCheck`).
 */
export const OVERRIDE_COOKIE = 'kinora-remote-override';
export const OVERRIDE_MAX_AGE_SECONDS = 4 * 3600;

export interface RemoteOverride {
  remote: string;
  url: string;
}

/** What the cookie carries: the override, whose it is, and until when (ms since the epoch). */
export interface OverrideClaim extends RemoteOverride {
  userId: string;
  sessionId: string;
  /** The browser's device id (its device cookie) when the override was set. */
  device: string;
  expiresAt: number;
}

export function setOverrideCookie(reply: FastifyReply, claim: OverrideClaim): void {
  reply.setCookie(OVERRIDE_COOKIE, JSON.stringify(claim), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/',
    maxAge: Math.max(0, Math.floor((claim.expiresAt - Date.now()) / 1000)),
  });
}

export function clearOverrideCookie(reply: FastifyReply): void {
  reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
}

/** Whether the request carries an override cookie at all (valid or not). */
export const hasOverrideCookie = (request: FastifyRequest): boolean =>
  Boolean(request.cookies?.[OVERRIDE_COOKIE]);

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The claim of this browser's override cookie when this server signed it, it has not expired and
 * its URL is http(s); who it names is for `createOverrideCheck` to judge.
 */
export function overrideClaimOf(request: FastifyRequest, now = Date.now()): OverrideClaim | null {
  const raw = request.cookies?.[OVERRIDE_COOKIE];
  // The web plugin also runs in apps without the cookie plugin (tests of the static files).
  if (!raw || typeof request.unsignCookie !== 'function') return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<Record<keyof OverrideClaim, unknown>>;
    const { remote, url, userId, sessionId, device, expiresAt } = value;
    if (![remote, url, userId, sessionId, device].every(isString)) return null;
    if (typeof expiresAt !== 'number' || expiresAt <= now) return null;
    const parsed = new URL(url as string);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return {
      remote: remote as string,
      url: parsed.href,
      userId: userId as string,
      sessionId: sessionId as string,
      device: device as string,
      expiresAt,
    };
  } catch {
    return null;
  }
}

/** The origin the request was sent to, as browsers write it (a default port left out). */
export const ownOriginOf = (request: FastifyRequest) =>
  new URL(`${request.protocol}://${request.host}`).origin;

/**
 * Whether `url` may be loaded as an override: from an origin the deployment file lists under
 * `overrideOrigins`, or a build deployed on the site itself (`/remotes/…` of `ownOrigin`).
 */
export function overrideUrlAllowed(
  url: string,
  allowedOrigins: readonly string[],
  ownOrigin: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(parsed.origin)) return true;
  return parsed.origin === ownOrigin && parsed.pathname.startsWith('/remotes/');
}
