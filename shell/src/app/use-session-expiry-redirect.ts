import { useEffect } from 'react';
import { hrefs, onSessionExpired } from '@kinora/shared';
import type { createAppRouter } from './router';

/**
 * The API client only reports that the refresh failed; the shell decides what that means to the
 * person: signed out, and on the login page, coming back where they were afterwards.
 */
export function useSessionExpiryRedirect(router: ReturnType<typeof createAppRouter>) {
  useEffect(
    () =>
      onSessionExpired(() => {
        const from = router.state.location;
        if (from.pathname !== hrefs.login()) {
          void router.navigate(hrefs.login(), { replace: true, state: { from } });
        }
      }),
    [router],
  );
}
