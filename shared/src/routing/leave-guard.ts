import { useCallback, useEffect, useRef } from 'react';

/** What the person is asked before they leave a page that would lose their work. */
export interface LeaveGuard {
  /** The dialog's question ('Leave this page?'). */
  title: string;
  /** What leaving would lose. */
  message: string;
  /** The button that leaves anyway (default 'Leave'). */
  leaveLabel?: string;
  /** The button that keeps the page (default 'Stay'). */
  stayLabel?: string;
}

/*
 * The pages that would lose work live in the remotes, and the router lives in the shell: they
 * meet here, in the federation singleton. A page registers a guard while it holds unsaved work,
 * and the router (`GuardedBrowserRouter`) asks this registry before every in-app navigation.
 * React Router's `useBlocker` would do this, but it needs a data router, which the site does not
 * ship.
 */
const guards = new Set<LeaveGuard>();

/** Puts a guard up until the returned function takes it down. */
export function registerLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** The guard an in-app navigation has to ask first, the latest one put up; none when free to go. */
export function activeLeaveGuard(): LeaveGuard | undefined {
  let latest: LeaveGuard | undefined;
  for (const guard of guards) latest = guard;
  return latest;
}

/**
 * Asks before the person leaves while `when` holds: in-app navigation gets the router's
 * "Leave this page?" dialog, a reload or closing the tab the browser's own prompt. `release`
 * takes the guard down at once, for a page that navigates away itself right after its work is
 * saved, before a render could take it down.
 */
export function useLeaveGuard(when: boolean, guard: LeaveGuard): { release: () => void } {
  const unregister = useRef<(() => void) | null>(null);
  const { title, message, leaveLabel, stayLabel } = guard;

  useEffect(() => {
    if (!when) return undefined;
    const remove = registerLeaveGuard({ title, message, leaveLabel, stayLabel });
    // Browsers show their own words; asking is all a page can do.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const takeDown = () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
    unregister.current = takeDown;
    return () => {
      takeDown();
      if (unregister.current === takeDown) unregister.current = null;
    };
  }, [when, title, message, leaveLabel, stayLabel]);

  const release = useCallback(() => {
    unregister.current?.();
    unregister.current = null;
  }, []);

  return { release };
}
