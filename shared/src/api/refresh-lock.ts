/** The Web Lock every tab of the site takes around a token refresh. */
export const REFRESH_LOCK_NAME = 'kinora-token-refresh';

/**
 * Runs `task` while holding the site-wide refresh lock, so two tabs never refresh at the same
 * moment: the refresh token rotates on every use, and a second tab sending the same one at once
 * would look like a stolen token. The browser releases the lock when the task settles or its tab
 * closes. Without Web Locks (older browsers, pages not served over HTTPS or from localhost) the
 * task runs at once: the server answers a token reused within a few seconds with the same
 * successor instead of ending the session, which covers such a race.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks || typeof locks.request !== 'function') return task();
  // The lock is held until the task's promise settles; its result comes back through `request`.
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, task);
}
