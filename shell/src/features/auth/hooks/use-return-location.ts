import { useLocation, hrefs } from '@kinora/shared';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after signing in: the protected page that sent the person here, else Home. */
export function useReturnLocation(): string {
  const { state } = useLocation() as { state: FromState | null };
  const from = state?.from;
  if (!from?.pathname || from.pathname === hrefs.login() || from.pathname === hrefs.register()) {
    return hrefs.home();
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
