import { type Location, Navigate, useLocation } from '../routing/router';
import { useSharedT } from '../i18n/shared-catalogue';
import { hrefs } from '../routing/paths';
import { useSession } from '../stores/use-session';
import { LoadingState } from '../ui/states';
import type { ReactNode } from 'react';

/** What the page says while the session is restored, in English; shown in the interface's. */
export const CHECKING_AUTHENTICATION = 'Checking authentication...';

/** The router state /login receives: where to return after signing in. */
export interface ReturnLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Signed-in only content: anonymous visitors go to /login, remembering where they were. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useSharedT();
  const status = useSession((state) => state.status);
  const location = useLocation();

  if (status === 'initializing') return <LoadingState label={t('Checking authentication...')} />;
  if (status === 'anonymous') {
    const state: ReturnLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={hrefs.login()} replace state={state} />;
  }
  return <>{children}</>;
}
