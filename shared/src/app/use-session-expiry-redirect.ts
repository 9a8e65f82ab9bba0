import { useEffect, useRef } from 'react';
import { onSessionExpiry } from '../api/session-expired';
import { sharedT } from '../i18n/shared-catalogue';
import { hrefs } from '../routing/paths';
import { notify } from '../stores/notify';
import { useLocation, useNavigate } from '../routing/router';

/**
 * The API client only reports that the refresh failed; the page decides what that means to the
 * person: signed out, and on the login page, coming back where they were afterwards. A refresh the
 * server refused means the session was ended there (the tab slept through the live stream's
 * word of it): they are told so, once. Used inside the router by the shell and by a remote's
 * standalone host.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  // The handler stays registered across navigations and reads where the person is now.
  const current = useRef(location);
  current.current = location;
  useEffect(
    () =>
      onSessionExpiry(({ refused }) => {
        if (refused) notify.info(sharedT('You were signed out on another device'));
        const { pathname, search, hash } = current.current;
        if (pathname !== hrefs.login()) {
          void navigate(hrefs.login(), {
            replace: true,
            state: { from: { pathname, search, hash } },
          });
        }
      }),
    [navigate],
  );
}
