/** localStorage keys of the session: both tokens live there, so every remote reads the same session. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

// Storage can throw (Safari private mode, disabled cookies, sandboxed iframes): the site then
// behaves as for an anonymous visitor instead of crashing.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  try {
    return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Quota or privacy mode: the token then lives only for this request's replay.
  }
}

export function setRefreshToken(token: string): void {
  try {
    storage()?.setItem(REFRESH_TOKEN_KEY, token);
  } catch {
    // See setAccessToken.
  }
}

export function clearTokens(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
}

/**
 * A failed refresh clears all local storage, not only the tokens: nothing one person left behind
 * (drafts, cached choices) should greet the next one on a shared machine.
 */
export function clearAllStorage(): void {
  storage()?.clear();
}
