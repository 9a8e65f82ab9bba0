import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A per-browser remote override: this browser loads one remote from another manifest URL (a
 * build under test) while everybody else keeps the deployment file. It loads arbitrary code into
 * the site, so it lives only in a cookie the server signed for an admin who asked for it with
 * their access token (a link or another site cannot set it), httpOnly so the page's scripts
 * cannot forge it, and for a working day at most.
 */
export const OVERRIDE_COOKIE = 'kinora-remote-override';
export const OVERRIDE_MAX_AGE_SECONDS = 8 * 3600;

export interface RemoteOverride {
  remote: string;
  url: string;
}

export function setOverrideCookie(reply: FastifyReply, override: RemoteOverride): void {
  reply.setCookie(OVERRIDE_COOKIE, JSON.stringify(override), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/',
    maxAge: OVERRIDE_MAX_AGE_SECONDS,
  });
}

export function clearOverrideCookie(reply: FastifyReply): void {
  reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
}

/** The override this browser carries, when its cookie is there and signed by this server. */
export function overrideOf(request: FastifyRequest): RemoteOverride | null {
  const raw = request.cookies?.[OVERRIDE_COOKIE];
  // The web plugin also runs in apps without the cookie plugin (tests of the static files).
  if (!raw || typeof request.unsignCookie !== 'function') return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<RemoteOverride>;
    if (typeof value.remote !== 'string' || typeof value.url !== 'string') return null;
    const url = new URL(value.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { remote: value.remote, url: url.href };
  } catch {
    return null;
  }
}
