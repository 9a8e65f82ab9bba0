import { SESSION_HINT_COOKIE, UNVERIFIED_SESSION_HINT, XSRF_COOKIE } from '../contract/user';

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
 * Where the XSRF token of an API on another origin is kept: the page cannot read that origin's
 * cookie, so the server also sends the token in a header, and every tab of this web origin needs
 * it. Only scripts of this origin can read it, which is what the double submit asks for.
 */
const XSRF_STORAGE_KEY = 'kinora-xsrf-token';

/** The XSRF cookie's value, when the API shares this page's origin. */
function xsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    for (const pair of document.cookie.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name === XSRF_COOKIE && value.join('=') !== '')
        return decodeURIComponent(value.join('='));
    }
  } catch {
    // See storage().
  }
  return null;
}

/** The token to echo in the XSRF header: the cookie on the API's origin, else the one remembered. */
export function getXsrfToken(): string | null {
  try {
    return xsrfCookie() ?? storage()?.getItem(XSRF_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the token an API answer carried in its XSRF header (every sign-in and refresh). */
export function rememberXsrfToken(token: string): void {
  try {
    storage()?.setItem(XSRF_STORAGE_KEY, token);
  } catch {
    // Without storage the token lives as long as the cookie on the API's origin can be read.
  }
}

/** After logging out: the session the token belonged to is over. */
export function forgetXsrfToken(): void {
  try {
    storage()?.removeItem(XSRF_STORAGE_KEY);
  } catch {
    // See rememberXsrfToken.
  }
}

/** The readable session hint cookie's value on this page's origin; null when it is not set. */
function sessionHint(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    for (const raw of document.cookie.split(';')) {
      const pair = raw.trim();
      if (
        pair.startsWith(`${SESSION_HINT_COOKIE}=`) &&
        pair.length > SESSION_HINT_COOKIE.length + 1
      )
        return pair.slice(SESSION_HINT_COOKIE.length + 1);
    }
  } catch {
    // No cookies to read (a sandboxed frame): no hint.
  }
  return null;
}

/** Whether the readable session hint cookie is set on this page's origin. */
function sessionHintCookie(): boolean {
  return sessionHint() !== null;
}

/**
 * Whether the session hint says the account's address is not verified yet: its pages will open
 * with a notice, whose code can then be fetched while the session is restored.
 */
export function hintsUnverifiedSession(): boolean {
  return sessionHint() === UNVERIFIED_SESSION_HINT;
}

/**
 * Whether this browser may hold a session at all. The server sets and clears the readable
 * session hint and the XSRF token together with the httpOnly refresh cookie (an API on another
 * origin hands the token over in a header, kept here; sessions started before the hint existed
 * carry the XSRF cookie alone), so without any of them a refresh can only fail: the start-up gate
 * is not shown, the restore skips the request and the visitor is anonymous at once.
 */
export function hasSessionCookie(): boolean {
  return sessionHintCookie() || getXsrfToken() !== null;
}
