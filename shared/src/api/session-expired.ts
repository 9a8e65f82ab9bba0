/** How the refresh that ended the session failed. */
export interface SessionExpiry {
  /**
   * The server answered 401: the session has ended there (signed out from another device, the
   * password changed, the account suspended, or it ran out). False when the refresh failed
   * otherwise (no network, a server error).
   */
  refused: boolean;
}

export type SessionExpiredHandler = (expiry: SessionExpiry) => void;

const handlers = new Set<SessionExpiredHandler>();

/**
 * Registers what happens when the session cannot be refreshed. The API client never navigates or
 * toasts by itself: the shell registers a handler that sends the browser to /login, and the
 * session store one that forgets the user. Returns the unregister function.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export function notifySessionExpired(expiry: SessionExpiry): void {
  for (const handler of [...handlers]) handler(expiry);
}
