export type SessionExpiredHandler = () => void;

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

export function notifySessionExpired(): void {
  for (const handler of [...handlers]) handler();
}
