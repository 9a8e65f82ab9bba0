import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { type Navigator, Router, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { useSharedT } from '../i18n/shared-catalogue';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { activeLeaveGuard, type LeaveGuard } from './leave-guard';

interface PendingLeave {
  guard: LeaveGuard;
  leave: () => void;
}

/**
 * `BrowserRouter` that asks before leaving a page holding unsaved work. Every in-app navigation,
 * a link in the shell's top bar or sidebar as much as a remote's `navigate()`, ends in this
 * router's navigator, so wrapping its `push` and `replace` covers them all, across the
 * federation, without a data router. While a page has a guard up (`useLeaveGuard`) the
 * navigation waits for the person's answer in the kit's confirm dialog. Back and forward have
 * already changed the URL when the router hears of them, so they are not asked.
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const t = useSharedT();
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, setPending] = useState<PendingLeave | null>(null);

  // As in `BrowserRouter`: a navigation is a transition, so the page before it stays on screen
  // while the next one's code loads.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );

  const navigator = useMemo<Navigator>(() => {
    const ask = (leave: () => void) => {
      const guard = activeLeaveGuard();
      if (guard) setPending({ guard, leave });
      else leave();
    };
    return {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, data) => ask(() => history.push(to, data)),
      replace: (to, data) => ask(() => history.replace(to, data)),
    };
  }, [history]);

  return (
    <>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.guard.title}
        message={pending?.guard.message}
        confirmLabel={pending?.guard.leaveLabel ?? t('Leave')}
        cancelLabel={pending?.guard.stayLabel ?? t('Stay')}
        onConfirm={() => {
          setPending(null);
          pending?.leave();
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
