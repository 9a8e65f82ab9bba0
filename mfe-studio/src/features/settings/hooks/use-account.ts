import { getCurrentUser, useAsync, useSession, type User } from '@kinora/shared';
import { useCallback } from 'react';

/**
 * The signed-in account as the server has it now (another tab or device may have changed it since
 * start-up), and `apply` to keep a saved change: on this screen, and in the session, so the top
 * bar's avatar and name follow at once.
 */
export function useAccount() {
  const { state, reload, setData } = useAsync(() => getCurrentUser(), []);
  const setUser = useSession((session) => session.setUser);
  const apply = useCallback(
    (user: User) => {
      setData(() => user);
      setUser(user);
    },
    [setData, setUser],
  );
  return { state, reload, apply };
}
