import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoginRedirect } from '../app/use-login-redirect';
import { sharedT } from '../i18n/shared-catalogue';
import { notify } from '../stores/notify';
import { useIsAuthenticated } from '../stores/use-session';
import type { LikeStatus } from '../contract';

/** The toast when a like fails, in English; it is shown in the interface's language. */
export const LIKE_FAILED_MESSAGE = 'Failed to update like.';

/**
 * Like / unlike, optimistically: the button and the count flip at once and go back if the call
 * fails. Anonymous clicks go to the login page (and back here after). `initial` is what the list
 * said; a fresher answer for the same thing replaces the local state.
 */
export function useLikeToggle(
  initial: LikeStatus,
  toggleRemote: () => Promise<LikeStatus>,
): { status: LikeStatus; toggle: () => void } {
  const isAuthenticated = useIsAuthenticated();
  const toLogin = useLoginRedirect();
  const [status, setStatus] = useState(initial);
  const busy = useRef(false);

  const { isLiked, likesCount } = initial;
  useEffect(() => {
    setStatus({ isLiked, likesCount });
  }, [isLiked, likesCount]);

  const toggle = useCallback(() => {
    if (!isAuthenticated) {
      toLogin();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const before = status;
    setStatus({
      isLiked: !before.isLiked,
      likesCount: Math.max(0, before.likesCount + (before.isLiked ? -1 : 1)),
    });
    toggleRemote()
      .then(setStatus)
      .catch(() => {
        setStatus(before);
        notify.error(sharedT('Failed to update like.'));
      })
      .finally(() => {
        busy.current = false;
      });
  }, [isAuthenticated, toLogin, status, toggleRemote]);

  return { status, toggle };
}
