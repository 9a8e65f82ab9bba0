import { create } from 'zustand';
import { onSessionExpired } from '../api/session-expired';
import { clearTokens, getAccessToken, setAccessToken } from '../api/token-storage';
import * as users from '../api/users';
import type { User } from '../contract/user';

export type SessionStatus = 'initializing' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Start-up: a stored token is checked against the server; none means anonymous at once. */
  restore: () => Promise<void>;
  /** Throws the `ApiError` of a failed login; stores only the access token:
   * the refresh token stays in its httpOnly cookie, out of reach of scripts. */
  login: (email: string, password: string) => Promise<User>;
  /** Multipart form (username, email, fullName, password, optional avatar). Throws on failure. */
  register: (form: FormData) => Promise<User>;
  /** Ends the session on the server when it can, and always here. Never throws. */
  logout: () => Promise<void>;
  setUser: (user: User) => void;
}

let restoring: Promise<void> | null = null;

export const useSession = create<SessionState>()((set) => ({
  status: 'initializing',
  user: null,

  restore: () => {
    // StrictMode and several gates may ask at once: one request answers them all.
    restoring ??= (async () => {
      if (!getAccessToken()) {
        set({ status: 'anonymous', user: null });
        return;
      }
      try {
        const user = await users.getCurrentUser({ silentSessionExpiry: true });
        set({ status: 'authenticated', user });
      } catch {
        clearTokens();
        set({ status: 'anonymous', user: null });
      }
    })().finally(() => {
      restoring = null;
    });
    return restoring;
  },

  login: async (email, password) => {
    const { user, accessToken } = await users.login({ email, password });
    setAccessToken(accessToken);
    set({ status: 'authenticated', user });
    return user;
  },

  register: async (form) => {
    const { user, accessToken } = await users.register(form);
    setAccessToken(accessToken);
    set({ status: 'authenticated', user });
    return user;
  },

  logout: async () => {
    try {
      await users.logout();
    } catch {
      // Best effort: an expired or unreachable session still ends on this device.
    } finally {
      clearTokens();
      set({ status: 'anonymous', user: null });
    }
  },

  setUser: (user) => set({ status: 'authenticated', user }),
}));

// A refresh that failed anywhere on the page ends the session for every screen.
onSessionExpired(() => useSession.setState({ status: 'anonymous', user: null }));

/** The signed-in user, or null. */
export const useCurrentUser = (): User | null => useSession((state) => state.user);

export const useIsAuthenticated = (): boolean =>
  useSession((state) => state.status === 'authenticated');
