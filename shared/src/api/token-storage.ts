import { XSRF_COOKIE } from '../contract/user';

/**
 * The access token lives in this module's memory and nowhere else: a script injected into the
 * page can still use it while the page is open, but cannot carry it away from storage, and
 * nothing of the session is left on disk. The refresh token never reaches scripts at all (its
 * cookie is httpOnly); a new page gets its access token from the refresh endpoint.
 */
let accessToken: string | null = null;

/** Where earlier versions kept both tokens in localStorage; cleaned away at start-up. */
export const LEGACY_TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string): void {
  accessToken = token;
}

export function clearAccessToken(): void {
  accessToken = null;
}

// Storage can throw (Safari private mode, disabled cookies, sandboxed iframes): the site then
// carries on without it instead of crashing.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Removes the tokens an older install left in localStorage, so none stays at rest. */
export function removeLegacyTokens(): void {
  try {
    const store = storage();
    for (const key of LEGACY_TOKEN_KEYS) store?.removeItem(key);
  } catch {
    // Nothing can be removed from a storage that cannot be read either.
  }
}

/**
 * A failed refresh clears all local storage, not only the session: nothing one person left
 * behind (drafts, cached choices) should greet the next one on a shared machine.
 */
export function clearAllStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // See removeLegacyTokens.
  }
}

/**
 * Whether this browser may hold a session at all. The server sets and clears the readable XSRF
 * cookie together with the httpOnly refresh cookie, so without it a refresh can only fail: the
 * start-up restore then skips the request and the visitor is anonymous at once.
 */
export function hasSessionCookie(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.cookie
      .split(';')
      .some(
        (pair) =>
          pair.trim().startsWith(`${XSRF_COOKIE}=`) && pair.trim().length > XSRF_COOKIE.length + 1,
      );
  } catch {
    return false;
  }
}
