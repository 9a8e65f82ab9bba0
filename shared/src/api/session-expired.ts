/** How the refresh that ended the session failed. */
export interface SessionExpiry {
  /**
   * The server answered 401: the session has ended there (signed out from another device, the
   * password changed, the account suspended, or it ran out). False when the refresh failed
   * otherwise (no network, a server error).
   */
  refused: boolean;
}

export type SessionExpiredHandler = () => void;

const handlers = new Set<(expiry: SessionExpiry) => void>();

/**
 * Registers what happens when the session cannot be refreshed, told how the refresh failed. The
 * API client never navigates or toasts by itself: the page registers a handler that sends the
 * browser to /login (saying why when the server refused), and the session store one that forgets
 * the user. Returns the unregister function.
 */
export function onSessionExpiry(handler: (expiry: SessionExpiry) => void): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** `onSessionExpiry` for a handler that needs no word of how (the package's public name). */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  return onSessionExpiry(handler);
}

export function notifySessionExpired(expiry: SessionExpiry): void {
  for (const handler of [...handlers]) handler(expiry);
}
