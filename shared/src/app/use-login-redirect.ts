import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '../routing/router';
import { hrefs } from '../routing/paths';
import type { ReturnLocationState } from './require-auth';

/** The router state /login reads to bring the person back to this page afterwards. */
export function useReturnState(): ReturnLocationState {
  const { pathname, search, hash } = useLocation();
  return useMemo(() => ({ from: { pathname, search, hash } }), [pathname, search, hash]);
}

/** Sends an anonymous visitor to /login, remembering this page so login brings them back. */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const state = useReturnState();
  return useCallback(() => {
    void navigate(hrefs.login(), { state });
  }, [navigate, state]);
}
