import { type ReactNode, useEffect } from 'react';
import { useSharedT } from '../i18n/shared-catalogue';
import { useSession } from '../stores/use-session';
import { LoadingState } from '../ui/states';

/** What the page says while the session is restored at start-up, in English; shown translated. */
export const INITIALIZING_SESSION = 'Initializing Session...';

/** Restores the session once at start-up and holds the page until it is known, so no page
 * renders as anonymous and then flips to signed in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const t = useSharedT();
  const status = useSession((state) => state.status);
  const restore = useSession((state) => state.restore);

  // Also for a visitor who starts anonymous (no session hint): the restore is then instant and
  // only clears what older versions left in storage.
  useEffect(() => {
    if (useSession.getState().status !== 'authenticated') void restore();
  }, [restore]);

  if (status === 'initializing')
    return <LoadingState fullScreen label={t('Initializing Session...')} />;
  return <>{children}</>;
}
