import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostState } from '../stores/notify';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The page's one toast container (bottom centre, at most 20). Only the shell renders it
 * (a remote's standalone host may too, as the shell's stand-in); remotes call `notify`.
 * The container and its library load with the first toast, not with the page.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    toastHostState.subscribe,
    toastHostState.requested,
    toastHostState.requested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
