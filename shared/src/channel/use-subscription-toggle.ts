import { useCallback, useEffect, useRef, useState } from 'react';
import {
  notify,
  sharedT,
  toggleSubscription,
  useIsAuthenticated,
  useLoginRedirect,
  type SubscriptionStatus,
} from '@kinora/shared';

/** The toasts of a visitor's Subscribe and of a failure, in English; shown in the interface's. */
export const SUBSCRIBE_LOGIN_MESSAGE = 'Please log in to subscribe.';
export const SUBSCRIBE_FAILED_MESSAGE = 'Failed to toggle subscription.';

export interface SubscriptionToggle {
  status: SubscriptionStatus;
  pending: boolean;
  toggle: () => void;
}

/**
 * Subscribe / unsubscribe, optimistically: the button and the count flip at once and go back
 * if the call fails, so the button answers at once even on a slow network. `announce` adds the
 * channel page's 'Subscribed!' toasts.
 */
export function useSubscriptionToggle(
  channelId: string | null,
  initial: SubscriptionStatus,
  { announce = false }: { announce?: boolean } = {},
): SubscriptionToggle {
  const isAuthenticated = useIsAuthenticated();
  const toLogin = useLoginRedirect();
  const [status, setStatus] = useState(initial);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  // A new channel or a fresher server answer replaces the local state.
  const { isSubscribed, subscribersCount } = initial;
  useEffect(() => {
    setStatus({ isSubscribed, subscribersCount });
  }, [channelId, isSubscribed, subscribersCount]);

  const toggle = useCallback(() => {
    if (!isAuthenticated) {
      notify.error(sharedT('Please log in to subscribe.'));
      toLogin();
      return;
    }
    if (!channelId || busy.current) return;
    busy.current = true;
    setPending(true);
    const before = status;
    const subscribing = !before.isSubscribed;
    setStatus({
      isSubscribed: subscribing,
      subscribersCount: Math.max(0, before.subscribersCount + (subscribing ? 1 : -1)),
    });
    toggleSubscription(channelId)
      .then((next) => {
        setStatus(next);
        if (announce)
          notify.success(next.isSubscribed ? sharedT('Subscribed!') : sharedT('Unsubscribed!'));
      })
      .catch(() => {
        setStatus(before);
        notify.error(sharedT('Failed to toggle subscription.'));
      })
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  }, [isAuthenticated, toLogin, channelId, status, announce]);

  return { status, pending, toggle };
}
